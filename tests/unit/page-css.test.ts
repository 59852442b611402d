import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  canMatch,
  pruneSheet,
  usedClasses,
  withPageStyles,
} from '../../scripts/lib/build/page-css';

const sheet = [
  ':root{--navy:#0b2545}',
  'body{margin:0}',
  '.hero_a1{padding:2rem}',
  '.gallery_b2{display:grid}',
  '.menu_c3[open] .panel_d4{display:block}',
  '@media (min-width:48rem){.hero_a1{padding:4rem}.gallery_b2{gap:1rem}}',
  '@media (min-width:64rem){.gallery_b2{gap:2rem}}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '.hero_a1,.gallery_b2 img{margin:0}',
].join('');

const page = (body: string, css = sheet) =>
  `<html><head><style data-sheet="/assets/style-x.css">${css}</style></head><body>${body}</body></html>`;

describe("a page's own stylesheet", () => {
  it('reads the classes of every element, however many each has', () => {
    expect([...usedClasses('<div class="a  b"><p class="c">x</p><i class="">y</i></div>')]).toEqual(
      ['a', 'b', 'c'],
    );
  });

  it('keeps a selector whose every class the page uses, whatever its states', () => {
    const classes = new Set(['menu_c3', 'panel_d4']);
    expect(canMatch('.menu_c3[open] .panel_d4', classes)).toBe(true);
    expect(canMatch('.menu_c3:hover>.panel_d4:focus-visible', classes)).toBe(true);
    expect(canMatch('.menu_c3 .other_e5', classes)).toBe(false);
  });

  it('keeps a selector that a missing class cannot narrow: :not(), :is(), :has(), an attribute', () => {
    const classes = new Set(['card_f6']);
    expect(canMatch('.card_f6:not(.wide_g7)', classes)).toBe(true);
    expect(canMatch(':is(.card_f6,.tile_h8) p', classes)).toBe(true);
    expect(canMatch('.card_f6:has(.icon_i9[open])', classes)).toBe(true);
    expect(canMatch('a[href$=".pdf"]', classes)).toBe(true);
    expect(canMatch(':where(.tile_h8) .card_f6', classes)).toBe(true);
  });

  it('keeps the rules that can apply, in their order, media queries and keyframes included', () => {
    expect(pruneSheet(postcss.parse(sheet), new Set(['hero_a1']))).toBe(
      [
        ':root{--navy:#0b2545}',
        'body{margin:0}',
        '.hero_a1{padding:2rem}',
        '@media (min-width:48rem){.hero_a1{padding:4rem}}',
        '@keyframes fade{from{opacity:0}to{opacity:1}}',
        '.hero_a1,.gallery_b2 img{margin:0}',
      ].join(''),
    );
  });

  it("cuts the page's <style> to its own rules and still names the whole file", () => {
    const html = page('<header class="hero_a1">Arogya</header>');
    const cut = withPageStyles(html);
    expect(cut).toContain('<style data-sheet="/assets/style-x.css">:root{');
    expect(cut).toContain('.hero_a1{padding:2rem}');
    expect(cut).not.toContain('gallery_b2{display:grid}');
    expect(cut).not.toContain('@media (min-width:64rem)');
    // The rest of the page is untouched.
    expect(cut.replace(/<style[\s\S]*<\/style>/, '')).toBe(
      html.replace(/<style[\s\S]*<\/style>/, ''),
    );
  });

  it('leaves a page with no stylesheet of the site (an alias redirect) as it is', () => {
    const redirect =
      '<html><head><meta http-equiv="refresh" content="0; url=/about"></head></html>';
    expect(withPageStyles(redirect)).toBe(redirect);
  });
});
