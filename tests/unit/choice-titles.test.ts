import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteSchema } from '../../src/schema/site';
import { sectionSchemas } from '../../src/sections/registry';
import { choiceTitleOf, metaOf, type Schema } from '../../src/schema/introspect';
import { choiceLabel, defaultInWords } from '../../editor/lib/words';
import { closedLists } from '../fixtures/choices';

/** The values of every closed list shown without words, and words written for no value. */
function choicesWithoutWords(root: Schema, place: string): string[] {
  return closedLists(root, place).flatMap(({ at, schema, values }) => {
    const known = values.map(String);
    return [
      ...values
        .filter((value) => !choiceTitleOf(schema, value))
        .map((value) => `${at}: "${String(value)}" has no words`),
      ...Object.keys(metaOf(schema).choiceTitles ?? {})
        .filter((key) => !known.includes(key))
        .map((key) => `${at}: words for "${key}", which is no choice`),
    ];
  });
}

describe('the words of each choice', () => {
  it('gives every value of every closed list of site.json words to show it by', () => {
    const missing = [
      ...choicesWithoutWords(SiteSchema, 'site'),
      ...sectionSchemas.flatMap((schema) =>
        choicesWithoutWords(schema, String(schema.shape.type.value)),
      ),
    ];
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names a value without words, and words for a value that is not there', () => {
    const bare = z.object({
      look: z.enum(['plain', 'bold']).meta({ choiceTitles: { plain: 'Plain', blod: 'Bold' } }),
    });
    expect(choicesWithoutWords(bare, 'demo')).toEqual([
      'demo.look: "bold" has no words',
      'demo.look: words for "blod", which is no choice',
    ]);
  });

  it('shows a form field’s kind by its words, and keeps the value it stores', async () => {
    const { FieldSchema } = await import('../../src/schema/forms/fields');
    expect(choiceLabel(FieldSchema.shape.kind, 'email')).toBe('Email address');
    expect(choiceLabel(FieldSchema.shape.kind, 'textarea')).toBe('Several lines of text');
    expect(FieldSchema.shape.kind.parse('email')).toBe('email');
  });

  it('finds the words of a value through the field’s default and optional wrappers', async () => {
    const { CardGridSchema } = await import('../../src/sections/CardGrid/schema');
    expect(choiceLabel(CardGridSchema.shape.columns, 3)).toBe('Three columns');
    expect(choiceLabel(CardGridSchema.shape.tone, 'tint')).toBe('Pale brand tint');
  });

  it('tells a default in the words the control shows, not as it is stored', async () => {
    const { ActionSchema } = await import('../../src/schema/primitives');
    const { FormSchema } = await import('../../src/schema/forms/form');
    expect(defaultInWords(ActionSchema.shape.variant, 'primary')).toBe('Filled');
    expect(defaultInWords(FormSchema.shape.keepDraft, false)).toBe('not ticked');
    expect(defaultInWords(FormSchema.shape.messages, { success: 'Thanks' })).toBeUndefined();
  });
});
