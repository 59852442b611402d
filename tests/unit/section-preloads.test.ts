import { describe, expect, it } from 'vitest';
import { sectionFolder } from '../../src/sections/components';
import { sectionDefinitions } from '../../src/sections/definitions';
import { sectionCode, sectionPreloads, withSectionCode } from '../../scripts/lib/section-preloads';
import type { SectionCode } from '../../src/render/section-code';
import { MANIFEST_FILE, type Manifest } from '../../scripts/lib/first-render';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

// The shape Vite writes when each section type's component is its own chunk.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', dynamicImports: ['src/hydrate.tsx'] },
  'src/hydrate.tsx': {
    file: 'assets/hydrate-h.js',
    imports: ['_react-r.js'],
    dynamicImports: ['src/sections/Hero/Hero.tsx', 'src/sections/CardGrid/CardGrid.tsx'],
  },
  '_react-r.js': { file: 'assets/react-r.js' },
  '_rich-t.js': { file: 'assets/rich-t.js', imports: ['_react-r.js'] },
  'src/sections/Hero/Hero.tsx': {
    file: 'assets/Hero-1.js',
    imports: ['src/hydrate.tsx', '_rich-t.js'],
  },
  'src/sections/CardGrid/CardGrid.tsx': {
    file: 'assets/CardGrid-2.js',
    imports: ['_rich-t.js', '_react-r.js'],
  },
};

describe('section preloads', () => {
  it('lists the chunks of the types a page shows and what they import, less the startup chunks', () => {
    expect(sectionPreloads(manifest, 'assets/index-a.js', ['card-grid', 'hero', 'hero'])).toEqual([
      '/assets/CardGrid-2.js',
      '/assets/rich-t.js',
      '/assets/Hero-1.js',
    ]);
  });

  it("names the app's own chunks before the sections', so the loader fetches them all at once", () => {
    const dist = tempDir('section-code-');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(manifest));
    const route = {
      kind: 'page',
      page: { sections: [{ type: 'hero', answers: 'script' }] },
    } as unknown as Parameters<typeof withSectionCode>[2];
    const html = withSectionCode('<head></head>', dist, route);
    const listed = JSON.parse(/>(\{.*\})</.exec(html)![1]!) as SectionCode;
    expect(listed.now).toEqual([
      '/assets/hydrate-h.js',
      '/assets/react-r.js',
      '/assets/Hero-1.js',
      '/assets/rich-t.js',
    ]);
  });

  it('names the code of the sections hydrated later per type, each file once, less what the page asks for now', () => {
    const route = {
      kind: 'page',
      page: {
        sections: [
          { type: 'hero', answers: 'script' },
          { type: 'card-grid', answers: 'html' },
          { type: 'hero', answers: 'script' },
        ],
      },
    } as unknown as Parameters<typeof sectionCode>[3];
    const withFaq: Manifest = {
      ...manifest,
      'src/sections/Faq/Faq.tsx': {
        file: 'assets/Faq-3.js',
        imports: ['_rich-t.js', '_list-l.js'],
      },
      '_list-l.js': { file: 'assets/list-l.js' },
    };
    const faqRoute = {
      kind: 'page',
      page: {
        sections: [
          { type: 'hero', answers: 'script' },
          { type: 'card-grid', answers: 'script' },
          { type: 'faq', answers: 'html' },
        ],
      },
    } as unknown as Parameters<typeof sectionCode>[3];
    expect(sectionCode(manifest, 'assets/index-a.js', ['/assets/app.js'], route)).toEqual({
      now: ['/assets/app.js', '/assets/Hero-1.js', '/assets/rich-t.js'],
      later: { 'card-grid': ['/assets/CardGrid-2.js'] },
    });
    expect(sectionCode(withFaq, 'assets/index-a.js', [], faqRoute).later).toEqual({
      'card-grid': ['/assets/CardGrid-2.js'],
      faq: ['/assets/Faq-3.js', '/assets/list-l.js'],
    });
  });

  it('names no code of a section that does not answer the visitor, on the first screen or below', () => {
    const route = {
      kind: 'page',
      page: { sections: [{ type: 'hero' }, { type: 'card-grid' }, { type: 'hero' }] },
    } as unknown as Parameters<typeof sectionCode>[3];
    expect(sectionCode(manifest, 'assets/index-a.js', ['/assets/app.js'], route)).toEqual({
      now: ['/assets/app.js'],
      later: {},
    });
  });

  it('fails the build when a type has no chunk of its own', () => {
    expect(() => sectionPreloads(manifest, 'assets/index-a.js', ['faq'])).toThrow(
      'the "faq" section should have one component chunk in src/sections/Faq/, found 0',
    );
  });

  it('finds every type in the folder of its name', () => {
    for (const { type } of sectionDefinitions)
      expect(existsSync(join(ROOT, 'src/sections', sectionFolder(type))), type).toBe(true);
    expect(sectionFolder('card-grid')).toBe('CardGrid');
  });
});
