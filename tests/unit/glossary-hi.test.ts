/**
 * One Hindi word per concept: docs/glossary-hi.md gives each term its word and, in a "not"
 * column, the renderings the site does not use; none of them may appear in a Hindi text of
 * site.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, siteInput } from '../fixtures/site';

interface Term {
  english: string;
  hindi: string;
  not: string[];
}

/** Every row of a glossary table that has a "not" column. */
function glossaryTerms(markdown: string): Term[] {
  const rows = markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const terms: Term[] = [];
  let header: string[] | undefined;
  for (const [i, cells] of rows.entries()) {
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) {
      header = rows[i - 1]!.map((cell) => cell.toLowerCase());
      continue;
    }
    const next = rows[i + 1];
    if (next?.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const at = (name: string) => header?.indexOf(name) ?? -1;
    if (!header || at('not') < 0) continue;
    terms.push({
      english: cells[at('english')] ?? '',
      hindi: cells[at('hindi')] ?? '',
      not: (cells[at('not')] ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    });
  }
  return terms;
}

/**
 * Where a discouraged word is used: at the start of a word (any ending may follow, as in
 * वेब साइटें), but not as the first letters of another spelling with a nukta (स्टाफ in स्टाफ़).
 */
function variantPattern(word: string): RegExp {
  const escaped = word.normalize('NFC').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?!\\u093C)`, 'u');
}

/** Every Hindi text written in site.json (each `hi.<field>.text`, lists and rich text flattened), with where it is. */
function hindiTexts(value: unknown, path: string[] = [], out: [string, string][] = []) {
  const strings = (text: unknown, at: string[]) => {
    if (typeof text === 'string') out.push([at.join('.'), text.normalize('NFC')]);
    else if (Array.isArray(text)) text.forEach((item, i) => strings(item, [...at, String(i)]));
    else if (text && typeof text === 'object')
      for (const [key, item] of Object.entries(text)) strings(item, [...at, key]);
  };
  if (Array.isArray(value)) value.forEach((item, i) => hindiTexts(item, [...path, String(i)], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'hi' && item && typeof item === 'object')
        for (const [field, translation] of Object.entries(item as Record<string, unknown>))
          strings((translation as { text?: unknown }).text, [...path, 'hi', field, 'text']);
      else hindiTexts(item, [...path, key], out);
    }
  return out;
}

const glossary = readFileSync(join(ROOT, 'docs/glossary-hi.md'), 'utf8');
const terms = glossaryTerms(glossary);
const texts = hindiTexts(siteInput());

describe('the Hindi glossary', () => {
  it('names discouraged variants, among them सामग्री for content', () => {
    expect(terms.length).toBeGreaterThan(5);
    expect(terms.find((t) => t.english === 'content')).toMatchObject({
      hindi: 'कंटेंट',
      not: expect.arrayContaining(['सामग्री']),
    });
  });

  it('does not discourage the word it chooses', () => {
    for (const term of terms)
      for (const word of term.not)
        expect(
          variantPattern(word).test(term.hindi.normalize('NFC')),
          `${term.english}: ${word}`,
        ).toBe(false);
  });

  it('finds a variant at the start of a word, with any ending, and not inside another spelling', () => {
    expect(variantPattern('सामग्री').test('ईमानदार सामग्री, और')).toBe(true);
    expect(variantPattern('वेब साइट').test('वेब साइटें')).toBe(true);
    expect(variantPattern('स्टाफ').test('अस्पताल का स्टाफ़')).toBe(false);
    expect(variantPattern('एप').test('ऐप')).toBe(false);
  });
});

describe('the Hindi of site.json', () => {
  it('has Hindi texts to read', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('uses the glossary’s word for each term, never a discouraged variant', () => {
    const found = terms.flatMap((term) =>
      term.not.flatMap((word) =>
        texts
          .filter(([, text]) => variantPattern(word).test(text))
          .map(([path]) => `${path}: "${word}" (the glossary says ${term.hindi})`),
      ),
    );
    expect(found).toEqual([]);
  });
});
