import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ladderOf, PAGE, sizesOf, slotWidth, type Slot } from '../../src/content/images/slots';
import { sectionDefinitions } from '../../src/sections/definitions';
import { ROOT } from '../../scripts/lib/site-file';
import { sizesAt } from '../../scripts/lib/perf/images';

type SlotsOf = ((props: object) => Partial<Record<string, Slot>>) | undefined;
const slotsOf = (
  type: string,
  props: object = {},
  trait: 'imageSlots' | 'zoomSlots' = 'imageSlots',
) => {
  const definition = sectionDefinitions.find((d) => d.type === type);
  return (definition?.traits[trait] as SlotsOf)?.(props) ?? {};
};

describe('the sizes of every section type that shows photos', () => {
  it('gives the split layout’s picture its column at every viewport', () => {
    expect(sizesOf(slotsOf('split').image!)).toBe(
      '(min-width: 1280px) 536px, (min-width: 1200px) calc(-2.5vw + 568px), (min-width: 900px) calc(47.5vw - 32px), (min-width: 800px) calc(100vw - 64px), (min-width: 400px) 92vw, calc(100vw - 32px)',
    );
  });

  it('matches the slot’s width at every viewport from 320 to 2560 px, within a pixel', () => {
    const samples: [string, object][] = [
      ['split', {}],
      ['faq', {}],
      ['gallery', {}],
      ['card-grid', { columns: 2 }],
      ['card-grid', { columns: 3 }],
      ['card-grid', { columns: 4 }],
      ['post-list', {}],
      ['article', {}],
      ['hero', { background: { kind: 'image' } }],
      ['cta', {}],
      ['messages', {}],
      ['testimonials', {}],
    ];
    for (const [type, props] of samples) {
      const slots = Object.entries(slotsOf(type, props));
      expect(slots.length, type).toBeGreaterThan(0);
      for (const [field, slot] of slots) {
        const sizes = sizesOf(slot!);
        for (let viewport = PAGE.viewports.min; viewport <= PAGE.viewports.max; viewport += 7) {
          const exact = slotWidth(slot!, viewport);
          const said = sizesAt(sizes, viewport);
          expect(said - exact, `${type}.${field} at ${viewport}: ${sizes}`).toBeGreaterThanOrEqual(
            -0.01,
          );
          expect(said - exact, `${type}.${field} at ${viewport}: ${sizes}`).toBeLessThan(1.01);
        }
      }
    }
  });

  it('caps the FAQ picture at 480 px and takes 5/12 of the row beside the questions', () => {
    const faq = slotsOf('faq').image!;
    expect(slotWidth(faq, 375)).toBe(375 - 32);
    expect(slotWidth(faq, 1000)).toBeCloseTo((1000 - 64 - 50) * (5 / 12));
    expect(slotWidth(faq, 700)).toBe(480);
    expect(slotWidth(faq, 1440)).toBeCloseTo((1136 - 64) * (5 / 12));
  });

  it('opens a gallery photo as wide as the window less the gutters, at most 1200 px', () => {
    const lightbox = slotsOf('gallery', {}, 'zoomSlots').images!;
    expect(slotWidth(lightbox, 375)).toBe(375 - 32);
    expect(slotWidth(lightbox, 1000)).toBe(1000 - 64);
    expect(slotWidth(lightbox, 2560)).toBe(1200);
    expect(sizesOf(lightbox)).toBe(
      '(min-width: 1264px) 1200px, (min-width: 800px) calc(100vw - 64px), (min-width: 400px) 92vw, calc(100vw - 32px)',
    );
  });

  it('fits a photo in the lightbox to the window’s height too, by its shape, with a fallback', () => {
    const lightbox = slotsOf('gallery', {}, 'zoomSlots').images!;
    const tallest = 'calc((100vh - 80px) * 0.75)';
    expect(sizesOf(lightbox, 3 / 4)).toBe(
      [
        `(min-width: 1264px) min(1200px, ${tallest})`,
        '(min-width: 1264px) 1200px',
        `(min-width: 800px) min(calc(100vw - 64px), ${tallest})`,
        '(min-width: 800px) calc(100vw - 64px)',
        `(min-width: 400px) min(92vw, ${tallest})`,
        '(min-width: 400px) 92vw',
        `(min-width: 0px) min(calc(100vw - 32px), ${tallest})`,
        'calc(100vw - 32px)',
      ].join(', '),
    );
    // A place in the page's flow is as wide as its column, whatever the picture's shape.
    expect(sizesOf(slotsOf('split').image!, 3 / 4)).toBe(sizesOf(slotsOf('split').image!));
  });

  it('lays the cards out in the columns the section asks for', () => {
    expect(slotWidth(slotsOf('card-grid', { columns: 4 }).image!, 1280)).toBeCloseTo(
      (1136 - 72) / 4 - 2,
    );
    expect(slotWidth(slotsOf('card-grid', { columns: 3 }).image!, 1280)).toBeCloseTo(
      (1136 - 48) / 3 - 2,
    );
    expect(slotWidth(slotsOf('card-grid', { columns: 2 }).image!, 1280)).toBeCloseTo(
      (1136 - 24) / 2 - 2,
    );
    expect(sizesOf(slotsOf('card-grid', { columns: 2 }).icon!)).toBe('56px');
  });
});

describe('ladderOf', () => {
  const split = slotsOf('split').image!;

  it('holds each slot’s widths at its bends at 1× and 2×, merged, up to the source', () => {
    expect(ladderOf([split], 4000)).toEqual([
      288, 338, 396, 483, 589, 701, 835, 992, 1178, 1472, 1670,
    ]);
    expect(ladderOf([split], 1000)).toEqual([288, 338, 396, 483, 589, 701, 835, 1000]);
    expect(ladderOf([{ kind: 'fixed', width: 88 }], 400)).toEqual([88, 111, 140, 176]);
  });

  it('makes no width over 2560 px, even from a wider photo put in public/ by hand', () => {
    expect(ladderOf([{ kind: 'bleed' }], 4000).at(-1)).toBe(2560);
  });

  it('gives every screen a candidate between 1× and 1.5× of what it needs', () => {
    const slots = [
      split,
      slotsOf('gallery').images!,
      slotsOf('gallery', {}, 'zoomSlots').images!,
      slotsOf('card-grid', { columns: 4 }).image!,
    ];
    for (const slot of slots) {
      const ladder = ladderOf([slot], 5120);
      for (let viewport = 320; viewport <= 2560; viewport += 11)
        for (const dpr of [1, 2]) {
          const need = slotWidth(slot, viewport) * dpr;
          const chosen = ladder.find((width) => width >= need - 0.5) ?? ladder.at(-1)!;
          expect(chosen / need, `${viewport}px @${dpr}`).toBeLessThanOrEqual(1.5);
          expect(chosen / need, `${viewport}px @${dpr}`).toBeGreaterThanOrEqual(0.999);
        }
    }
  });
});

describe('the layout numbers', () => {
  const css = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it('are those of the stylesheets', () => {
    const global = css('src/styles/global.css');
    expect(global).toContain(`--container: ${PAGE.container}px;`);
    const { min, vw, max } = PAGE.gutter;
    expect(global).toContain(`--gutter: clamp(${min / 16}rem, ${vw}vw, ${max / 16}rem);`);
    expect(css('src/sections/Split/Split.module.css')).toMatch(
      /gap: clamp\(2rem, 5vw, 4rem\);[\s\S]*min-width: 900px[\s\S]*1fr 1fr/,
    );
    expect(css('src/sections/Faq/Faq.module.css')).toMatch(
      /min-width: 900px[\s\S]*5fr 7fr[\s\S]*max-width: 480px/,
    );
    expect(css('src/sections/Gallery/Gallery.module.css')).toMatch(
      /gap: 1rem;[\s\S]*min-width: 640px[\s\S]*repeat\(3, 1fr\)/,
    );
    expect(css('src/sections/Gallery/Gallery.module.css')).toMatch(
      /\.dialog \{\s*width: 100vw;[\s\S]*\.stage \{[^}]*padding: 4rem var\(--gutter\) 1rem;[\s\S]*\.zoomed img \{\s*max-width: min\(100%, 1200px\);/,
    );
    expect(css('src/sections/CardGrid/CardGrid.module.css')).toMatch(
      /gap: 1.5rem;[\s\S]*min-width: 640px[\s\S]*min-width: 1024px/,
    );
    expect(css('src/sections/PostList/PostList.module.css')).toMatch(
      /gap: 1.75rem;[\s\S]*min-width: 640px[\s\S]*min-width: 1024px[\s\S]*border: 1px/,
    );
    expect(css('src/sections/Article/Article.module.css')).toMatch(
      /\.article \{\s*max-width: 46rem;/,
    );
    expect(css('src/sections/Messages/Messages.module.css')).toMatch(/width: 88px;/);
    expect(css('src/sections/Testimonials/Testimonials.module.css')).toMatch(
      /\.person img \{\s*width: 56px;/,
    );
  });
});
