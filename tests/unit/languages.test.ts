import { describe, expect, it } from 'vitest';
import { hrefIn, routeIn, splitLanguage } from '../../src/base/languages';
import { headVersion, isTranslated, resolveLocalizedRoute } from '../../src/content/versions';
import { SiteSchema, type Site, type SiteInput } from '../../src/schema/site';
import { sitemap } from '../../scripts/lib/feeds';
import { pageShell } from '../../scripts/lib/html';
import { siteInput } from '../fixtures/site';

describe('addresses in each language', () => {
  it('puts another language below its prefix and keeps English addresses', () => {
    expect(splitLanguage('/hi/about')).toEqual({ lang: 'hi', base: '/about' });
    expect(splitLanguage('/hi')).toEqual({ lang: 'hi', base: '/' });
    expect(splitLanguage('/hi/')).toEqual({ lang: 'hi', base: '/' });
    expect(splitLanguage('/history')).toEqual({ lang: 'en', base: '/history' });
    expect(routeIn('hi', '/')).toBe('/hi');
    expect(routeIn('en', '/about')).toBe('/about');
    expect(hrefIn('hi', '/')).toBe('/hi/');
    expect(hrefIn('hi', '/apply?job=SEO')).toBe('/hi/apply?job=SEO');
    expect(hrefIn('hi', 'mailto:info@example.com')).toBe('mailto:info@example.com');
  });
});

describe("a page's <html>", () => {
  it('names its language and writing direction from the language record', () => {
    const site = SiteSchema.parse(siteInput());
    expect(pageShell(site, [], 'hi')).toMatchObject({ lang: 'hi', dir: 'ltr' });
    expect(pageShell(site, [], 'en')).toMatchObject({ lang: site.locale, dir: 'ltr' });
  });
});

// The real site: a page is taken whose Hindi is complete, then spoiled in two ways.
const input = siteInput();
const base = '/career';
const careerIndex = input.pages.findIndex((p) => p.path === base);
const site = SiteSchema.parse(input);
const url = site.url;

/** The site with the Hindi of the career page's first heading changed by `spoil`. */
function spoiled(spoil: (hero: Record<string, unknown>) => void): Site {
  const copy = siteInput() as SiteInput & { pages: { sections: Record<string, unknown>[] }[] };
  spoil(copy.pages[careerIndex]!.sections[0]!);
  return SiteSchema.parse(copy);
}
const missing = spoiled((hero) => {
  delete (hero.hi as Record<string, unknown>).heading;
});
const stale = spoiled((hero) => {
  hero.heading = 'Careers at Arogya';
});

describe('what search engines are told, decided by the translation state', () => {
  it('the shipped career page is completely translated', () => {
    expect(isTranslated(site, 'hi', base)).toBe(true);
  });

  it('pairs a complete page both ways with absolute hreflang, x-default English, self canonical', () => {
    const alternates = [
      { hreflang: 'en', href: `${url}/career` },
      { hreflang: 'hi', href: `${url}/hi/career` },
      { hreflang: 'x-default', href: `${url}/career` },
    ];
    expect(headVersion(site, 'en', base)).toEqual({
      path: '/career',
      noindex: false,
      alternates,
      alternateLocales: ['hi_IN'],
    });
    expect(headVersion(site, 'hi', base)).toEqual({
      path: '/hi/career',
      noindex: false,
      alternates,
      alternateLocales: ['en_IN'],
    });
    const route = resolveLocalizedRoute(site, '/hi/career');
    const head = route?.kind === 'page' ? route.page.head : [];
    expect(head).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: `${url}/hi/career` },
    });
    expect(head).toContainEqual({
      tag: 'meta',
      attrs: { property: 'og:locale', content: 'hi_IN' },
    });
  });

  for (const [state, broken] of [
    ['missing', missing],
    ['stale', stale],
  ] as const)
    it(`shows a page with a ${state} Hindi text in English under the Hindi notice, noindex, paired with nothing`, () => {
      expect(isTranslated(broken, 'hi', base)).toBe(false);
      expect(headVersion(broken, 'en', base)).toMatchObject({ noindex: false, alternates: [] });
      expect(headVersion(broken, 'hi', base)).toMatchObject({ noindex: true, alternates: [] });
      const route = resolveLocalizedRoute(broken, '/hi/career');
      if (route?.kind !== 'page') throw new Error('no page');
      const english = resolveLocalizedRoute(broken, '/career');
      if (english?.kind !== 'page') throw new Error('no page');
      expect(route.page.path).toBe('/hi/career');
      expect(route.page.untranslated).toEqual({
        notice: broken.layout.words.hi!.notTranslated!.text,
        contentLang: 'en',
      });
      expect(route.page.sections).toEqual(english.page.sections);
      expect(route.page.head).toContainEqual({
        tag: 'meta',
        attrs: { name: 'robots', content: 'noindex' },
      });
      expect(route.page.head.some((t) => t.tag === 'link' && t.attrs.hreflang)).toBe(false);
      expect(english.page.head.some((t) => t.tag === 'link' && t.attrs.hreflang)).toBe(false);
    });

  it('lists complete pairs in the sitemap with their alternates, and no untranslated version', () => {
    const entry = (map: string, loc: string) =>
      new RegExp(`<url><loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(map)?.[1];
    const paired = sitemap(site);
    for (const loc of [`${url}/career`, `${url}/hi/career`])
      expect(entry(paired, loc)).toBe(
        [
          `\n    <xhtml:link rel="alternate" hreflang="en" href="${url}/career"/>`,
          `\n    <xhtml:link rel="alternate" hreflang="hi" href="${url}/hi/career"/>`,
          `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url}/career"/>\n  `,
        ].join(''),
      );
    const unpaired = sitemap(missing);
    expect(entry(unpaired, `${url}/career`)).toBe('');
    expect(unpaired).not.toContain(`<loc>${url}/hi/career</loc>`);
  });
});
