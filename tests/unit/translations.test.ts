import { describe, expect, it } from 'vitest';
import { formatProblem, runChecks } from '../../src/content/check';
import { englishSite } from '../../src/i18n/english';
import { translationState } from '../../src/i18n/state';
import { SiteSchema } from '../../src/schema/site';
import { baseSite, toText } from '../../scripts/lib/base-site';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The base site with the about page's hero and prose given Hindi, as a translator writes it. */
function translatedSite() {
  const site = baseSite() as Loose;
  const [hero, prose] = site.pages[1].sections;
  hero.hi = { heading: { text: 'हमारे बारे में', from: 'About us' } };
  prose.hi = {
    heading: { text: 'परिचय', from: 'About' },
    body: { text: ['हम **यहाँ** हैं। [होम](/)'], from: ['We are **here**. [Home](/)'] },
  };
  return site;
}

const stateOf = (site: Loose) => translationState(SiteSchema.parse(site), 'hi');
const statusAt = (site: Loose, path: string) =>
  stateOf(site).texts.find((t) => t.path.join('.') === path)?.state;

describe('the translation state of a text', () => {
  it('is current when its "from" is the English now', () => {
    const site = translatedSite();
    expect(statusAt(site, 'pages.1.sections.0.heading')).toBe('current');
    expect(statusAt(site, 'pages.1.sections.1.body')).toBe('current');
  });

  it('is missing when the object has no Hindi for it', () => {
    expect(statusAt(translatedSite(), 'pages.0.sections.0.heading')).toBe('missing');
  });

  it('is stale when the English changed after it was translated', () => {
    const site = translatedSite();
    site.pages[1].sections[0].heading = 'About our company';
    expect(statusAt(site, 'pages.1.sections.0.heading')).toBe('stale');
  });

  it('travels with its object: moving a section keeps its Hindi current', () => {
    const site = translatedSite();
    site.pages[1].sections.reverse();
    expect(statusAt(site, 'pages.1.sections.2.heading')).toBe('current');
    expect(stateOf(site).texts.filter((t) => t.state === 'stale')).toEqual([]);
  });

  it('is unused when its English field is gone', () => {
    const site = translatedSite();
    site.pages[1].sections[1].hi.eyebrow = { text: 'हम', from: 'Us' };
    expect(stateOf(site).unused).toEqual([['pages', 1, 'sections', 1, 'hi', 'eyebrow']]);
  });

  it('compares a copied "from" as the field reads it (surrounding spaces aside)', () => {
    const site = translatedSite();
    site.pages[1].sections[0].hi.heading.from = ' About us ';
    expect(statusAt(site, 'pages.1.sections.0.heading')).toBe('current');
  });
});

describe('the check of translations', () => {
  const check = (site: Loose, strictI18n = false) => {
    const result = runChecks(toText(site as never), { strictI18n });
    return { ...result, messages: result.problems.map(formatProblem) };
  };

  it('warns about a stale text at the Hindi, quoting the English it was made from and now', () => {
    const site = translatedSite();
    site.pages[1].sections[0].heading = 'About our company';
    const { messages, site: valid } = check(site);
    expect(valid).toBeDefined();
    expect(messages.filter((m) => m.includes('stale'))).toEqual([
      expect.stringMatching(
        /^site\.json:\d+:\d+ {2}warning {2}pages\[1\]\.sections\[0\]\.hi\.heading\.text {2}stale Hindi: translated from "About us", and the English is now "About our company"; update the Hindi \(editing the file, also copy the new English into "from"; the editor does that itself\)$/,
      ),
    ]);
  });

  it('names the changed item of a list or rich text', () => {
    const site = translatedSite();
    site.pages[1].sections[1].body = ['We are **here**. [Home](/)', 'And there.'];
    expect(check(site).messages.find((m) => m.includes('stale'))).toContain(
      'item 2 was translated from nothing, and the English is now "And there." (1 items then, 2 now)',
    );
  });

  it('warns about an unused translation, and refuses one for a field the object lacks', () => {
    const site = translatedSite();
    site.pages[1].sections[1].hi.eyebrow = { text: 'हम', from: 'Us' };
    site.pages[1].sections[0].hi.headin = { text: 'x', from: 'y' };
    const { messages } = check(site);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /warning {2}pages\[1\]\.sections\[1\]\.hi\.eyebrow {2}unused Hindi: this object has no English "eyebrow" any more; remove the translation$/,
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /pages\[1\]\.sections\[0\]\.hi\.headin {2}"headin" is not a text of this object — did you mean "heading"\?$/,
      ),
    );
  });

  it('holds the Hindi to its field: an empty text is refused', () => {
    const site = translatedSite();
    site.pages[1].sections[0].hi.heading.text = '  ';
    expect(check(site).messages).toContainEqual(
      expect.stringMatching(/pages\[1\]\.sections\[0\]\.hi\.heading\.text {2}must not be empty$/),
    );
  });

  it('counts current, stale and missing texts, and reports missing ones only when strict', () => {
    const site = translatedSite();
    site.pages[1].sections[0].heading = 'About our company';
    const loose = check(site);
    const [coverage] = loose.coverage!;
    expect(coverage).toMatchObject({ lang: 'hi', current: 2, stale: 1 });
    expect(coverage!.missing).toBeGreaterThan(20);
    expect(loose.messages.some((m) => m.includes('no Hindi'))).toBe(false);

    const strict = check(site, true);
    expect(strict.site).toBeUndefined();
    expect(strict.problems.filter((p) => p.severity === 'error')).toHaveLength(
      coverage!.missing + coverage!.stale,
    );
    expect(strict.messages).toContainEqual(
      expect.stringMatching(
        /^site\.json:\d+:\d+ {2}pages\[0\]\.sections\[0\]\.heading {2}no Hindi for "Welcome": add "hi": \{"heading": \{"text": …, "from": …\}\} to this object$/,
      ),
    );
  });
});

describe('the English site', () => {
  it('is the site with every translation set aside, and nothing else changed', () => {
    const english = englishSite(SiteSchema.parse(translatedSite()));
    expect(english).toEqual(SiteSchema.parse(baseSite()));
  });
});
