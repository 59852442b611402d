import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECKS_SITE_JSON } from '../../scripts/lib/site-file';
import { tempDir } from '../fixtures/temp-dir';

// npm run build runs the two Vite builds first, in a process of their own, then checks site.json
// itself: their plugin, told so, does not check it as well; `vite build` alone does.
describe('the site.json plugin of a Vite build', () => {
  const file = join(tempDir('build-once-'), 'site.json');
  const text = '{ "name": "not a whole site" }\n';
  writeFileSync(file, text);
  const previous = process.env.SITE_FILE;
  afterAll(() => {
    if (previous === undefined) delete process.env.SITE_FILE;
    else process.env.SITE_FILE = previous;
  });

  async function freshPlugin() {
    process.env.SITE_FILE = file;
    vi.resetModules();
    const { sitePlugin } = await import('../../scripts/vite-plugin-site');
    const plugin = sitePlugin();
    // Only `error` of Rollup's plugin context is used by this hook.
    const context = {
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    };
    const buildStart = () => (plugin.buildStart as (this: typeof context) => void).call(context);
    return { buildStart };
  }

  it('checks site.json when the build was started on its own', async () => {
    const { buildStart } = await freshPlugin();
    expect(buildStart).toThrow(/site\.json is invalid:\n.*site\.json:1:1 {2}/);
  });

  it('leaves the check to npm run build when the build script says it checks the file itself', async () => {
    const { buildStart } = await freshPlugin();
    process.env[BUILD_CHECKS_SITE_JSON] = '1';
    try {
      expect(buildStart).not.toThrow();
    } finally {
      delete process.env[BUILD_CHECKS_SITE_JSON];
    }
    expect(buildStart).toThrow(/is invalid/);
  });
});
