import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  derivesFrom,
  descriptionAt,
  descriptionOf,
  fieldAt,
  keysOf,
  metaOf,
  nodeOf,
  pickOption,
  schemaAt,
  unwrap,
  variantsOf,
} from '../../src/schema/introspect';
import { SiteSchema } from '../../src/schema/site';
import { RuleSchema } from '../../src/schema/forms/rules';
import { RichBlockSchema, Text } from '../../src/schema/primitives';
import { CardGridSchema } from '../../src/sections/CardGrid/schema';

const site = JSON.parse(readFileSync('site.json', 'utf8')) as {
  pages: { sections: { type: string; heading?: string }[] }[];
};

const leaf = z.string().meta({ description: 'the leaf' });

describe('the schema at a path', () => {
  it('goes through objects, arrays and records', () => {
    const root = z.object({ list: z.array(z.record(z.string(), z.object({ leaf }))) });
    expect(schemaAt(root, ['list', 0, 'any', 'leaf'], {})).toBe(leaf);
  });

  it.each([
    ['optional', leaf.optional()],
    ['default', leaf.default('x')],
    ['prefault', leaf.prefault('x')],
    ['nullable', leaf.nullable()],
    ['readonly', leaf.readonly()],
    ['pipe (its input side)', leaf.pipe(z.string())],
    ['lazy', z.lazy(() => leaf)],
    ['several at once', z.lazy(() => leaf.nullable().optional()).default('x')],
  ])('goes through a %s wrapper', (_, wrapped) => {
    const root = z.object({ field: wrapped }).optional();
    expect(schemaAt(root, ['field'], {})).toBe(leaf);
    expect(unwrap(wrapped).inner).toBe(leaf);
  });

  it('is undefined where the path leaves the schema', () => {
    const root = z.object({ name: z.string(), list: z.array(z.number()) });
    expect(schemaAt(root, ['missing'], {})).toBeUndefined();
    expect(schemaAt(root, ['name', 'deeper'], {})).toBeUndefined();
    expect(schemaAt(root, ['toString'], {})).toBeUndefined();
    expect(schemaAt(root, [0], [])).toBeUndefined();
  });

  it('keeps the wrappers of the field as its parent declares it', () => {
    const field = leaf.optional();
    const root = z.object({ list: z.array(z.object({ field })) });
    expect(fieldAt(root, ['list', 3, 'field'], {})).toBe(field);
    expect(fieldAt(root, [], {})).toBe(root);
  });
});

describe('union options', () => {
  const text = z.object({ kind: z.literal('text'), body: z.string() });
  const photo = z.object({ kind: z.literal('photo'), src: z.string(), alt: z.string() });
  const either = z.discriminatedUnion('kind', [text, photo]);

  it('picks the option a discriminated union value names', () => {
    expect(pickOption(either, { kind: 'photo' })).toBe(photo);
    expect(schemaAt(z.array(either), [0, 'alt'], [{ kind: 'photo', alt: '' }])).toBe(
      photo.shape.alt,
    );
  });

  it('picks the first object option sharing a key when the discriminator does not tell', () => {
    expect(pickOption(either, { src: '', alt: '' })).toBe(photo);
    const plain = z.union([z.string(), z.object({ h2: z.string() }), z.object({ h3: leaf })]);
    expect(schemaAt(plain, ['h3'], { h3: 'x' })).toBe(leaf);
  });

  it('keeps the union when nothing in the value tells', () => {
    expect(pickOption(either, 'text')).toBe(either);
    expect(pickOption(either, { other: 1 })).toBe(either);
    expect(pickOption(either, [])).toBe(either);
  });

  it('lists the options of a discriminated union with the value choosing each', () => {
    expect(variantsOf(either)).toEqual({
      discriminator: 'kind',
      options: [
        { value: 'text', schema: text },
        { value: 'photo', schema: photo },
      ],
    });
    expect(variantsOf(z.union([text, photo]))).toBeUndefined();
  });
});

describe('descriptions and other metadata', () => {
  it('takes each entry from the outermost wrapper that sets it', () => {
    const inner = z.string().meta({ description: 'inner', title: 'Inner', examples: ['a'] });
    const field = inner.optional().meta({ description: 'outer' });
    expect(metaOf(field)).toEqual({ description: 'outer', title: 'Inner', examples: ['a'] });
    expect(descriptionOf(inner.optional())).toBe('inner');
    expect(metaOf(z.string())).toEqual({});
  });

  it('finds the description of the field at a path', () => {
    const root = z.object({ items: z.array(z.object({ name: leaf.optional() })) });
    expect(descriptionAt(root, ['items', 0, 'name'], {})).toBe('the leaf');
    expect(descriptionAt(root, ['items', 0, 'other'], {})).toBeUndefined();
  });
});

describe('kinds and choices', () => {
  it('says what a value of the schema is', () => {
    expect(nodeOf(z.string())).toEqual({ kind: 'string' });
    expect(nodeOf(z.iso.date())).toEqual({ kind: 'string', format: 'date' });
    expect(nodeOf(z.number().int())).toEqual({ kind: 'number', integer: true });
    expect(nodeOf(z.number())).toEqual({ kind: 'number', integer: false });
    expect(nodeOf(z.array(z.string()).min(1).max(3))).toEqual({
      kind: 'array',
      item: expect.anything() as unknown,
      min: 1,
      max: 3,
    });
    expect(nodeOf(z.string().optional())).toEqual({ kind: 'other', type: 'optional' });
  });

  it('lists the values of an enum, a literal and a union of literals', () => {
    expect(choicesOf(z.enum(['a', 'b']).default('a'))).toEqual(['a', 'b']);
    expect(choicesOf(z.literal(['x', 'y']))).toEqual(['x', 'y']);
    expect(choicesOf(z.union([z.literal(2), z.literal('3'), z.enum(['four'])]))).toEqual([
      2,
      '3',
      'four',
    ]);
    expect(choicesOf(z.union([z.literal(2), z.string()]))).toBeUndefined();
    expect(choicesOf(z.string())).toBeUndefined();
  });

  it('says whether a field may be left out, and its default', () => {
    expect(unwrap(z.string())).toMatchObject({ optional: false, hasDefault: false });
    expect(unwrap(z.string().optional())).toMatchObject({ optional: true, hasDefault: false });
    expect(unwrap(z.string().default('x').optional())).toEqual({
      inner: expect.anything() as unknown,
      optional: true,
      hasDefault: true,
      defaultValue: 'x',
    });
    expect(unwrap(z.string().nullable())).toMatchObject({ optional: false });
  });

  it('knows a schema from the one it was copied from by .meta()', () => {
    expect(derivesFrom(Text.meta({ description: 'a copy' }), Text)).toBe(true);
    expect(derivesFrom(z.string(), Text)).toBe(false);
  });
});

describe('the site schema', () => {
  const pageIndex = site.pages.findIndex((p) => p.sections.some((s) => s.type === 'card-grid'));
  const sections = site.pages[pageIndex]!.sections;
  const grid = sections.findIndex((s) => s.type === 'card-grid');

  it('reads a section by the type its data has', () => {
    const at = ['pages', pageIndex, 'sections', grid];
    expect(schemaAt(SiteSchema, at, site)).toBe(CardGridSchema);
    expect(choicesOf(schemaAt(SiteSchema, [...at, 'columns'], site)!)).toEqual([2, 3, 4]);
    expect(descriptionAt(SiteSchema, [...at, 'heading'], site)).toBe('Section heading.');
    expect(unwrap(fieldAt(SiteSchema, [...at, 'columns'], site)!)).toMatchObject({
      optional: true,
      defaultValue: 3,
    });
  });

  it('reads form rules by their kind and rich text blocks by their key', () => {
    expect(variantsOf(RuleSchema)?.options.map((o) => o.value)).toContain('minLength');
    expect(keysOf(pickOption(RuleSchema, { kind: 'digits' }))).toEqual([
      'kind',
      'length',
      'message',
      'hi',
    ]);
    expect(descriptionAt(RuleSchema, ['message'], { kind: 'email' })).toBe(
      'Shown under the field when the rule fails.',
    );
    expect(keysOf(pickOption(RichBlockSchema, { ul: [] }))).toEqual(['ul']);
  });

  it('describes the shared blocks, a record behind a default', () => {
    expect(unwrap(SiteSchema.shape.blocks)).toMatchObject({ optional: true, defaultValue: {} });
    expect(descriptionOf(SiteSchema.shape.blocks)).toMatch(/^Shared groups of sections/);
    expect(nodeOf(schemaAt(SiteSchema, ['blocks', 'any'], site)!).kind).toBe('array');
  });
});
