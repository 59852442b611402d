import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loaderAfterPaint } from '../../scripts/lib/build/entry-after-paint';
import { firstRenderAssets, type Manifest } from '../../scripts/lib/first-render';
import { contentSecurityPolicy } from '../../scripts/lib/headers';
import { BOOT_SCRIPT } from '../../src/render/boot';
import { loadSite } from '../fixtures/site';

const built =
  '<div id="root"></div><script type="module" crossorigin src="/assets/index-a.js"></script></body>';

describe('the loader asked for after the first paint', () => {
  it('replaces the linked module script with the boot script naming it', () => {
    expect(loaderAfterPaint(built)).toBe(
      `<div id="root"></div><script data-entry="/assets/index-a.js">${BOOT_SCRIPT}</script></body>`,
    );
  });

  it('allows the boot script, and no other inline script, by its hash', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
    const policy = contentSecurityPolicy(loadSite(), []);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${hash}'`);
  });

  it('still counts the loader and what it starts with in the first render', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-a.js', dynamicImports: ['src/hydrate.tsx'] },
      'src/hydrate.tsx': { file: 'assets/hydrate-h.js' },
    };
    expect(firstRenderAssets(loaderAfterPaint(built), manifest).js).toContain('/assets/index-a.js');
  });
});
