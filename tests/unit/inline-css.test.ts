import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../scripts/lib/build/inline-css';
import { contentSecurityPolicy, styleElements } from '../../scripts/lib/headers';
import { firstRenderAssets } from '../../scripts/lib/first-render';
import { loadSite } from '../fixtures/site';

const built =
  '<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/style-a.css"></head>';
const css = ':root{--navy:#0b2545}body{margin:0}';
const read = (href: string) => {
  if (href !== '/assets/style-a.css') throw new Error(`asked for ${href}`);
  return css;
};

describe('the stylesheet inlined into the page', () => {
  it('replaces the link Vite writes with the stylesheet itself, naming its file, and no other link', () => {
    expect(inlineStylesheets(built, read)).toBe(
      `<head><link rel="icon" href="/favicon.svg"><style data-sheet="/assets/style-a.css">${css}</style></head>`,
    );
  });

  it('leaves the page with no stylesheet to fetch before it paints', () => {
    expect(firstRenderAssets(inlineStylesheets(built, read), {}).css).toEqual([]);
  });

  it('refuses a stylesheet whose text would end the element early', () => {
    expect(() => inlineStylesheets(built, () => 'a::after{content:"</style>"}')).toThrow(
      '/assets/style-a.css contains "</style": it cannot be inlined',
    );
  });

  it('is allowed by its hash in the style-src of the policy, beside the style attributes', () => {
    const page = inlineStylesheets(built, read);
    expect(styleElements(page)).toEqual([css]);
    const hash = (text: string) =>
      `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const policy = contentSecurityPolicy(loadSite(), ['--gap:30px'], styleElements(page));
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(
      `'self' ${hash(css)} 'unsafe-hashes' ${hash('--gap:30px')}`,
    );
  });
});
