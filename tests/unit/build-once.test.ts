import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// npm run build checks site.json itself, then starts two Vite builds whose plugin would check it
// again: the text it checked is handed over, so one build checks once.
describe('the site.json plugin of a Vite build', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'build-once-')), 'site.json');
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
    const { markChecked } = await import('../../scripts/lib/site-file');
    const plugin = sitePlugin();
    // Only `error` of Rollup's plugin context is used by this hook.
    const context = {
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    };
    const buildStart = () => (plugin.buildStart as (this: typeof context) => void).call(context);
    return { buildStart, markChecked };
  }

  it('checks site.json when the build was started on its own', async () => {
    const { buildStart } = await freshPlugin();
    expect(buildStart).toThrow(/site\.json is invalid:\n.*site\.json:1:1 {2}/);
  });

  it('does not check again the text the build script has checked', async () => {
    const { buildStart, markChecked } = await freshPlugin();
    markChecked(text);
    expect(buildStart).not.toThrow();
    writeFileSync(file, `${text} `);
    expect(buildStart).toThrow(/is invalid/);
  });
});
