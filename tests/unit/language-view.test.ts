import { afterEach, describe, expect, it } from 'vitest';
import { UNTRANSLATED, siteIn } from '../../src/i18n/localize';
import { englishSite } from '../../src/i18n/english';
import { SiteSchema, type Site } from '../../src/schema/site';
import { formatDate } from '../../src/ui/LocalDate';
import { baseSite } from '../../scripts/lib/base-site';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The base site with the about page's hero given Hindi, and a count of reads of page 0. */
function countedSite() {
  const raw = baseSite() as Loose;
  raw.pages[1].sections[0].hi = { heading: { text: 'हमारे बारे में', from: 'About us' } };
  const site = SiteSchema.parse(raw) as Site & Loose;
  const first = site.pages[0] as Loose;
  const reads = { count: 0 };
  const sections = first.sections;
  Object.defineProperty(first, 'sections', {
    enumerable: true,
    configurable: true,
    get: () => {
      reads.count += 1;
      return sections;
    },
  });
  return { site, reads };
}

describe('the site in one language', () => {
  it('reads only what a page reads: rendering one page copies no other page', () => {
    const { site, reads } = countedSite();
    const hindi = siteIn(site, 'hi') as Loose;
    const english = englishSite(site) as Loose;
    expect(hindi.pages[1].sections[0].heading).toBe('हमारे बारे में');
    expect(english.pages[1].sections[0].heading).toBe('About us');
    expect(reads.count).toBe(0);
  });

  it('shows each translation, the English elsewhere, and no translation data', () => {
    const { site } = countedSite();
    const hindi = siteIn(site, 'hi') as Loose;
    const hero = hindi.pages[1].sections[0];
    expect(hero.hi).toBeUndefined();
    expect('hi' in hero).toBe(false);
    expect(JSON.stringify(hero)).not.toContain('"hi"');
    expect(JSON.stringify(englishSite(site))).not.toContain('हमारे');
    const marked = siteIn(site, 'hi', true) as Loose;
    expect(marked.pages[1].sections[0].heading).toBe('हमारे बारे में');
    expect(marked.pages[0].sections[0].heading.startsWith(UNTRANSLATED)).toBe(true);
  });

  it('gives the same object for the same part each time, so caches keyed by it hit', () => {
    const { site } = countedSite();
    const hindi = siteIn(site, 'hi') as Loose;
    expect(hindi.pages).toBe(hindi.pages);
    expect(hindi.blog.posts[0]).toBe(hindi.blog.posts[0]);
    expect(siteIn(site, 'hi')).toBe(hindi);
  });

  it('refuses a change: the view never writes to the site it shows', () => {
    const { site } = countedSite();
    const hindi = siteIn(site, 'hi') as Loose;
    expect(() => {
      hindi.pages[1].sections[0].heading = 'changed';
    }).toThrow(TypeError);
    expect((site as Loose).pages[1].sections[0].heading).toBe('About us');
  });
});

describe('a date in words', () => {
  const Real = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it('makes one formatter per locale, however many dates it words', () => {
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Real;
    const dates = ['2026-01-05', '2026-02-14', '2025-12-31'];
    expect(dates.map((d) => formatDate(d, 'en-GB'))).toEqual([
      '5 January 2026',
      '14 February 2026',
      '31 December 2025',
    ]);
    dates.forEach((d) => formatDate(d, 'hi-IN'));
    expect(made).toBe(2);
  });
});
