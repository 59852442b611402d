import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../../src/schema/site';
import { eachTextObject, textFieldsOf } from '../../src/schema/text-fields';
import {
  linkAt,
  markupOf,
  partsOf,
  removeLink,
  setLink,
  toggleStrong,
  wordsOf,
  written,
} from '../../editor/lib/rich-markup';
import { siteInput } from '../fixtures/site';

/** Every text with the site's marks in site.json, English and translations alike. */
function markedTexts(): string[] {
  const found: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  eachTextObject(SiteSchema, siteInput(), (_, object, schema) => {
    for (const { name, unit } of textFieldsOf(schema))
      if (unit === 'rich' || unit === 'list') {
        add(object[name]);
        add((object.hi as Record<string, { text: unknown }> | undefined)?.[name]?.text);
      }
  });
  return found.filter((text) => /\*\*|\]\(/.test(text));
}

describe("the site's markup, read and written back", () => {
  const texts = markedTexts();

  it('reads and writes every marked text of site.json back byte for byte', () => {
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(markupOf(partsOf(text))).toBe(text);
      expect(written(text, partsOf(text))).toBe(text);
    }
  });

  it('words typed before or after the marks leave every mark as written', () => {
    for (const text of texts) {
      const parts = partsOf(text);
      const words = (kind: 'text', text: string) => ({ kind, text });
      expect(written(text, [words('text', 'Now: '), ...parts])).toBe(`Now: ${text}`);
      expect(written(text, [...parts, words('text', ' More.')])).toBe(`${text} More.`);
    }
  });

  it('keeps a text as written when its parts read the same, even markup the site does not draw', () => {
    const unsafe = 'See [this](javascript:alert(1)) and **that**.';
    expect(written(unsafe, partsOf(unsafe))).toBe(unsafe);
  });

  it('writes the spaces a browser types as no-break spaces as plain ones, and keeps those written on purpose', () => {
    const source = 'Within 12\u00a0months.';
    const typed = partsOf('Within 12\u00a0months.\u00a0Call us');
    expect(written(source, typed)).toBe('Within 12\u00a0months. Call us');
  });

  it('writes bold and links in the syntax the file uses, spaces outside the marks', () => {
    expect(
      markupOf([
        { kind: 'text', text: 'Call ' },
        { kind: 'strong', text: 'today ' },
        { kind: 'link', text: 'our team', href: '/contact' },
      ]),
    ).toBe('Call **today** [our team](/contact)');
  });
});

describe('bold and links by the words selected', () => {
  const parts = partsOf('We build **websites** for [clinics](/industries) and schools.');
  const words = wordsOf(parts);
  const span = (phrase: string): [number, number] => [
    words.indexOf(phrase),
    words.indexOf(phrase) + phrase.length,
  ];

  it('makes the selection bold, and bold again plain', () => {
    const bold = toggleStrong(parts, span('and schools'));
    expect(markupOf(bold.parts)).toBe(
      'We build **websites** for [clinics](/industries) **and schools**.',
    );
    expect(markupOf(toggleStrong(bold.parts, span('and schools')).parts)).toBe(markupOf(parts));
  });

  it('with only a caret, acts on the word there or the bold run it is in', () => {
    const at = words.indexOf('uild');
    expect(markupOf(toggleStrong(parts, [at, at]).parts)).toBe(
      'We **build** **websites** for [clinics](/industries) and schools.',
    );
    const inBold = words.indexOf('site');
    expect(markupOf(toggleStrong(parts, [inBold, inBold]).parts)).toBe(
      'We build websites for [clinics](/industries) and schools.',
    );
  });

  it('leaves linked words links when bold is asked for, as the markup cannot nest them', () => {
    expect(markupOf(toggleStrong(parts, span('for clinics')).parts)).toBe(
      'We build **websites** **for** [clinics](/industries) and schools.',
    );
  });

  it('links the selection, changes a link at the caret, and takes it away', () => {
    const linked = setLink(parts, span('schools'), '/contact', 'Contact Us');
    expect(markupOf(linked.parts)).toBe(
      'We build **websites** for [clinics](/industries) and [schools](/contact).',
    );
    const inLink = words.indexOf('lini');
    expect(linkAt(parts, [inLink, inLink])).toBe('/industries');
    expect(markupOf(setLink(parts, [inLink, inLink], '/services', 'x').parts)).toBe(
      'We build **websites** for [clinics](/services) and schools.',
    );
    expect(markupOf(removeLink(parts, [inLink, inLink]).parts)).toBe(
      'We build **websites** for clinics and schools.',
    );
  });

  it('with nothing to link at the caret, puts the page’s title in as the link', () => {
    const end = words.length;
    const made = setLink(parts, [end, end], '/contact', 'Contact Us');
    expect(markupOf(made.parts)).toBe(
      'We build **websites** for [clinics](/industries) and schools.[Contact Us](/contact)',
    );
    expect(made.selection).toEqual([end, end + 'Contact Us'.length]);
  });
});
