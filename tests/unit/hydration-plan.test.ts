/**
 * When the page a visitor lands on hydrates each part (src/render/hydration-plan.ts): from how
 * the part answers and whether it is on the first screen, one rule for sections and for the
 * parts around them.
 */
import { describe, expect, it } from 'vitest';
import type { RouteData } from '../../src/content/route-data';
import {
  EAGER_SECTIONS,
  LAYOUT_PARTS,
  eagerTypes,
  hydrationOf,
  laterTypes,
  sectionHydration,
  unaskedTypes,
} from '../../src/render/hydration-plan';

const routeOf = (sections: { type: string; answers?: string }[]) =>
  ({ kind: 'page', page: { sections } }) as unknown as RouteData;

describe('the hydration plan', () => {
  it('hydrates with the app what answers on the first screen, and below it what answers, when near or touched', () => {
    expect(hydrationOf('script', true)).toBe('with-app');
    expect(hydrationOf('html', true)).toBe('with-app');
    expect(hydrationOf('script', false)).toBe('near');
    expect(hydrationOf('html', false)).toBe('touched');
    for (const first of [true, false]) {
      expect(hydrationOf('none', first)).toBe('never');
      expect(hydrationOf(undefined, first)).toBe('never');
    }
  });

  it('holds the header, the pop-up and the footer to the same rule', () => {
    expect(LAYOUT_PARTS).toEqual({
      // Only its code turns it solid over the page and closes its menu on Escape: on screen.
      header: hydrationOf('script', true),
      // Only its code opens it, over the first screen.
      promo: hydrationOf('script', true),
      // Words and links, below everything.
      footer: hydrationOf('none', false),
    });
  });

  it('counts a section as on the first screen by its place on the page', () => {
    expect(sectionHydration({ answers: 'script' }, EAGER_SECTIONS - 1)).toBe('with-app');
    expect(sectionHydration({ answers: 'script' }, EAGER_SECTIONS)).toBe('near');
    expect(sectionHydration({}, 0)).toBe('never');
  });

  it("names a page's types by when their code is loaded: with the app, later, or by themselves", () => {
    const route = routeOf([
      { type: 'form', answers: 'script' },
      { type: 'prose' },
      { type: 'counters', answers: 'script' },
      { type: 'gallery', answers: 'html' },
      { type: 'form', answers: 'script' },
      { type: 'counters', answers: 'script' },
    ]);
    expect(eagerTypes(route)).toEqual(['form']);
    // Each once, in the order of the page, none hydrated with the app; never one that does not answer.
    expect(laterTypes(route)).toEqual(['counters', 'gallery']);
    // What a page left alone but scrolled through loads: not what waits for a touch.
    expect(unaskedTypes(route)).toEqual(['form', 'counters']);
    expect(eagerTypes({ kind: 'redirect', to: '/' } as RouteData)).toEqual([]);
  });
});
