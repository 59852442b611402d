import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeMinimal } from '../../editor/lib/minimal-diff';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/editor');
const SITE = readFileSync(join(ROOT, 'site.json'), 'utf8');
const read = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');

/** Lines of `after` that are not lines of `before` at the same place, and the other way round. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

// Each golden case: a hand-formatted input, the data an editor intends, and the exact file text
// the writer must produce (reviewed by eye: only the lines that changed in meaning differ).
const GOLDEN: [name: string, input: string][] = [
  ['change-text', 'site-2'],
  ['insert-section', 'site-2'],
  ['insert-first-and-last', 'site-2'],
  ['remove-first', 'site-2'],
  ['remove-middle', 'site-2'],
  ['remove-last', 'site-2'],
  ['remove-only', 'hand-formatted'],
  ['move-section', 'site-2'],
  ['move-last-up', 'site-2'],
  ['nested-list-edits', 'site-2'],
  ['key-added-removed', 'site-2'],
  ['keys-removed-first-and-last', 'site-2'],
  ['string-to-object', 'site-2'],
  ['edit-and-move', 'site-2'],
  ['hand-inline-arrays', 'hand-formatted'],
  ['hand-insert-section', 'hand-formatted'],
  ['hand-move-section', 'hand-formatted'],
  ['tabs-empty-list', 'tabs'],
];

describe('writeMinimal on golden files', () => {
  it.each(GOLDEN)('%s (from %s.json) writes exactly the expected text', (name, input) => {
    const intended = JSON.parse(read(`cases/${name}.intended.json`)) as unknown;
    const result = writeMinimal(read(`${input}.json`), intended);
    expect(result).toEqual({ text: read(`cases/${name}.expected.json`), minimal: true });
    expect(JSON.parse(result.text)).toEqual(intended);
  });
});

describe('writeMinimal', () => {
  const site = () => JSON.parse(SITE) as { pages: { sections: Json[] }[] };

  it('writes a changed text as a one-line diff of the real site.json', () => {
    const data = site();
    (data.pages[1]?.sections[0] as { heading: string }).heading = 'About Arogya "Infotech"';
    const { text, minimal } = writeMinimal(SITE, data);
    expect(minimal).toBe(true);
    expect(changedLines(SITE, text)).toEqual({
      removed: [expect.stringContaining('"heading": ')],
      added: [expect.stringContaining('"heading": "About Arogya \\"Infotech\\""')],
    });
  });

  it('moves a section of the real site.json with its own lines unchanged', () => {
    const data = site();
    const sections = data.pages[0]?.sections ?? [];
    const moved = sections[3];
    sections.splice(3, 1);
    sections.splice(1, 0, moved ?? null);
    const { text, minimal } = writeMinimal(SITE, data);
    expect(minimal).toBe(true);
    // The moved section, as the original file spelled it (indentation and all), is in the output.
    const original = `\n        ${JSON.stringify(moved, null, 2).replace(/\n/g, '\n        ')},\n`;
    expect(SITE).toContain(original);
    expect(text).toContain(original);
    expect(text.indexOf(original)).toBeLessThan(SITE.indexOf(original));
    expect(text.split('\n').sort()).toEqual(SITE.split('\n').sort());
  });

  it('returns the file unchanged when nothing changed', () => {
    const hand = read('hand-formatted.json');
    expect(writeMinimal(hand, JSON.parse(hand))).toEqual({ text: hand, minimal: true });
  });

  it('drops properties set to undefined, as JSON would', () => {
    const hand = read('tabs.json');
    const data = { ...(JSON.parse(hand) as object), tags: undefined };
    const { text } = writeMinimal(hand, data);
    expect(text).toBe(
      '{\n\t"name": "Arogya Infotech",\n\t"aliases": [\n\t\t{\n\t\t\t"from": "/WhyArogyaInfotech",\n\t\t\t"to": "/whyarogyainfotech"\n\t\t}\n\t]\n}\n',
    );
  });

  it('keeps Windows line endings in new lines', () => {
    const crlf = read('site-2.json').replace(/\n/g, '\r\n');
    const data = JSON.parse(crlf) as { pages: { sections: Json[] }[] };
    data.pages[0]?.sections.push({ type: 'faq', collection: 'home-faq' });
    const { text, minimal } = writeMinimal(crlf, data);
    expect(minimal).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('\r\n        {\r\n          "type": "faq",\r\n');
  });

  it('falls back to a full write in the file’s indentation, and says why, when the file repeats a key', () => {
    const repeated = '{\n    "a": 1,\n    "a": 2,\n    "b": [1]\n}\n';
    expect(writeMinimal(repeated, { a: 3, b: [1, 2] })).toEqual({
      text: '{\n    "a": 3,\n    "b": [\n        1,\n        2\n    ]\n}\n',
      minimal: false,
      note: 'The whole file was rewritten with its own indentation, because the smallest edit could not be made (an object repeats a key); the Changes view may show lines that did not change in meaning.',
    });
  });

  it('falls back to a full write when the file on disk is not JSON', () => {
    const result = writeMinimal('{ "a": 1,, }\n', { a: 2 });
    expect(result).toMatchObject({ text: '{\n  "a": 2\n}\n', minimal: false });
    expect(result.note).toContain('because the file on disk is not valid JSON');
  });

  it('refuses a value JSON cannot hold', () => {
    expect(() => writeMinimal('{}', undefined)).toThrow('there is no JSON value to write');
  });
});

// ---------------------------------------------------------------------------------------------
// Random edits of a part of the real site.json: the written text always reads back as the
// intended data, without falling back to a full write.

/**
 * The real site.json cut to the first page with each kind of section not seen before, and two
 * posts, written as the editor writes it. The writer's rules do not depend on the file's length,
 * and every run writes the whole file: the 770 KB file took 0.15–0.6 s a run, 450 runs.
 */
const PART = (() => {
  const data = JSON.parse(SITE) as {
    pages: { sections: { type: string }[] }[];
    blog: { posts: Json[] };
  };
  const seen = new Set<string>();
  data.pages = data.pages.filter((page) => {
    const types = page.sections.map((section) => section.type);
    if (types.every((type) => seen.has(type))) return false;
    for (const type of types) seen.add(type);
    return true;
  });
  data.blog.posts = data.blog.posts.slice(0, 2);
  return `${JSON.stringify(data, null, 2)}\n`;
})();

/** Every object and array in the data. */
function containers(value: Json, out: Container[] = []): Container[] {
  if (value !== null && typeof value === 'object') {
    out.push(value);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

interface Edit {
  kind: 'set' | 'remove' | 'insert' | 'move' | 'copy';
  at: number;
  i: number;
  j: number;
  value: Json;
  key: string;
}

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('set', 'remove', 'insert', 'move', 'copy'),
  at: fc.nat(),
  i: fc.nat(),
  j: fc.nat(),
  value: fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.jsonValue({ maxDepth: 3 }),
  ) as fc.Arbitrary<Json>,
  key: fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== '__proto__'),
});

function applyEdit(data: Json, edit: Edit) {
  const all = containers(data);
  const target = all[edit.at % all.length] as Container;
  if (Array.isArray(target)) {
    const n = target.length;
    const i = n ? edit.i % n : 0;
    const j = edit.j % (n + 1);
    if (edit.kind === 'set' && n) target[i] = edit.value;
    else if (edit.kind === 'remove' && n) target.splice(i, 1);
    else if (edit.kind === 'move' && n)
      target.splice(Math.min(j, n - 1), 0, ...target.splice(i, 1));
    else if (edit.kind === 'copy' && n) target.splice(j, 0, structuredClone(target[i] ?? null));
    else target.splice(j, 0, edit.value);
  } else {
    const keys = Object.keys(target);
    const key = keys.length ? (keys[edit.i % keys.length] as string) : edit.key;
    if (edit.kind === 'remove') delete target[key];
    else if (edit.kind === 'insert') target[edit.key] = edit.value;
    else target[key] = edit.value;
  }
}

describe('writeMinimal on random edits of a part of the real site.json', () => {
  it('always reads back as the intended data, as a minimal write (fast-check, 150 runs, seed 1414)', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 4 }), (edits) => {
        const data = JSON.parse(PART) as Json;
        for (const edit of edits) applyEdit(data, edit);
        const result = writeMinimal(PART, data);
        expect(result.note).toBeUndefined();
        expect(result.minimal).toBe(true);
        expect(JSON.parse(result.text)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      { numRuns: 150, seed: 1414 },
    );
  });

  it('writes any one changed text as exactly one changed line (fast-check, 100 runs, seed 1414)', () => {
    const paths = stringPaths(JSON.parse(PART) as Json);
    fc.assert(
      fc.property(fc.nat(), fc.string({ unit: 'grapheme', minLength: 1 }), (pick, text) => {
        const data = JSON.parse(PART) as Json;
        const path = paths[pick % paths.length] ?? [];
        const parent = path
          .slice(0, -1)
          .reduce<Json>((node, k) => (node as Record<string, Json>)[k] as Json, data);
        const key = path[path.length - 1] as string;
        fc.pre((parent as Record<string, Json>)[key] !== text);
        (parent as Record<string, Json>)[key] = text;
        const { removed, added } = changedLines(PART, writeMinimal(PART, data).text);
        expect([removed.length, added.length]).toEqual([1, 1]);
      }),
      { numRuns: 100, seed: 1414 },
    );
  });
  it('moves any item of any list with its own lines: only commas change (fast-check, 100 runs, seed 1414)', () => {
    const lists = containers(JSON.parse(PART) as Json).filter(
      (c) => Array.isArray(c) && c.length > 1,
    );
    // Commas are the one thing a moved item may gain or lose, as its neighbours change.
    const lines = (text: string) =>
      text
        .split('\n')
        .map((l) => l.replace(/,$/, ''))
        .sort();
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (pick, from, to) => {
        const data = JSON.parse(PART) as Json;
        const list = containers(data).filter((c) => Array.isArray(c) && c.length > 1)[
          pick % lists.length
        ] as Json[];
        const [item] = list.splice(from % list.length, 1);
        list.splice(to % (list.length + 1), 0, item ?? null);
        const { text, minimal } = writeMinimal(PART, data);
        expect(minimal).toBe(true);
        expect(lines(text)).toEqual(lines(PART));
      }),
      { numRuns: 100, seed: 1414 },
    );
  });

  it('inserts a new item into any list without rewriting other lines (fast-check, 100 runs, seed 1414)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.jsonValue({ maxDepth: 2 }), (pick, at, value) => {
        const data = JSON.parse(PART) as Json;
        const lists = containers(data).filter((c): c is Json[] => Array.isArray(c) && c.length > 0);
        const list = lists[pick % lists.length] as Json[];
        list.splice(at % (list.length + 1), 0, value as Json);
        const { removed } = changedLines(PART, writeMinimal(PART, data).text);
        // At most the line that gains a comma, when the new item goes last.
        expect(removed.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100, seed: 1414 },
    );
  });
});

/** The path of every string in the data. */
function stringPaths(value: Json, path: string[] = [], out: string[][] = []): string[][] {
  if (typeof value === 'string') out.push(path);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) stringPaths(v, [...path, k], out);
  return out;
}
