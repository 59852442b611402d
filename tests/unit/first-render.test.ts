import { describe, expect, it } from 'vitest';
import {
  firstRenderAssets,
  loadedWithoutInteraction,
  startupFiles,
  type Manifest,
} from '../../scripts/lib/first-render';
import { MB, retainedBytes } from '../fixtures/memory';

// The shape Vite writes: the entry is a loader that imports the app after the first paint; the
// app loads the carousel and the animation features on demand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    imports: ['_shared-s.js'],
    dynamicImports: ['src/hydrate.tsx'],
  },
  '_shared-s.js': { file: 'assets/shared-s.js' },
  'src/hydrate.tsx': {
    file: 'assets/hydrate-h.js',
    imports: ['index.html', '_react-r.js'],
    dynamicImports: ['node_modules/swiper/swiper.mjs', 'src/render/motion-features.ts'],
  },
  '_react-r.js': { file: 'assets/react-r.js' },
  'node_modules/swiper/swiper.mjs': { file: 'assets/swiper-w.js', imports: ['_utils-u.js'] },
  '_utils-u.js': { file: 'assets/utils-u.js' },
  'src/render/motion-features.ts': { file: 'assets/motion-m.js', imports: ['src/hydrate.tsx'] },
};

describe('first-render assets', () => {
  it('counts the loader, the app it starts and their imports, not what the app loads on demand', () => {
    expect(startupFiles('assets/index-a.js', manifest).sort()).toEqual([
      'assets/hydrate-h.js',
      'assets/index-a.js',
      'assets/react-r.js',
      'assets/shared-s.js',
    ]);
  });

  it('reads the page: its scripts, modulepreloads and stylesheets, plus the startup chunks', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/style.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-s.js">' +
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    const { js, css } = firstRenderAssets(html, manifest);
    expect(css).toEqual(['/assets/style.css']);
    expect(js.sort()).toEqual([
      '/assets/hydrate-h.js',
      '/assets/index-a.js',
      '/assets/react-r.js',
      '/assets/shared-s.js',
    ]);
  });

  it('counts the chunks a page names for its loader to fetch after first paint, not those of its lower sections', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<script type="application/json" id="section-code">' +
      '{"now":["/assets/Hero-1.js"],"later":{"faq":["/assets/Faq-f.js"]}}</script>';
    const { js } = firstRenderAssets(html, manifest);
    expect(js).toContain('/assets/Hero-1.js');
    expect(js).not.toContain('/assets/Faq-f.js');
  });

  it('counts what a page loads left alone: its sections, what they load by themselves, not what waits for intent', () => {
    const sections: Manifest = {
      ...manifest,
      'src/sections/Testimonials/Testimonials.tsx': {
        file: 'assets/Testimonials-t.js',
        imports: ['_react-r.js'],
        dynamicImports: ['node_modules/swiper/swiper.mjs'],
      },
      'src/sections/Gallery/Gallery.tsx': {
        file: 'assets/Gallery-g.js',
        dynamicImports: ['src/sections/Gallery/on-intent/Zoomed.tsx'],
      },
      'src/sections/Gallery/on-intent/Zoomed.tsx': { file: 'assets/Zoomed-z.js' },
    };
    const first = ['/assets/index-a.js', '/assets/react-r.js'];
    expect(loadedWithoutInteraction(first, sections, ['testimonials', 'gallery']).sort()).toEqual([
      '/assets/Gallery-g.js',
      '/assets/Testimonials-t.js',
      '/assets/index-a.js',
      '/assets/react-r.js',
      '/assets/swiper-w.js',
      '/assets/utils-u.js',
    ]);
  });

  it('fails loudly when a page script is not in the manifest (a stale or foreign build)', () => {
    expect(() => startupFiles('assets/other.js', manifest)).toThrow(
      'assets/other.js is a page script but not a chunk of the build manifest',
    );
  });
});

describe('first-render reports at scale', () => {
  it("keep no page's HTML alive: a build holds twenty thousand reports at once", () => {
    const page = (i: number) =>
      '<link rel="stylesheet" crossorigin href="/assets/style-0123456789.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-s.js">' +
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      `<main>${String(i).repeat(100_000)}</main>`;
    // 200 pages of 200 KB each, whose reports are kept: 40 MB if each kept its page.
    const retained = retainedBytes(() =>
      Array.from({ length: 200 }, (_, i) => firstRenderAssets(page(i), manifest)),
    );
    expect(retained).toBeLessThan(4 * MB);
  });
});
