import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../../src/schema/site';
import { sectionSchemas } from '../../src/sections/registry';
import { BlockRefSchema } from '../../src/sections/Block/schema';
import { descriptionOf, nodeOf, titleOf, unwrap, type Schema } from '../../src/schema/introspect';

/** Every field reachable from `root`, named by its place, with what its meta lacks. */
function fieldsWithoutWords(root: Schema, place: string): string[] {
  const missing: string[] = [];
  const seen = new Set<Schema>();
  const visit = (schema: Schema, at: string) => {
    const inner = unwrap(schema).inner;
    if (seen.has(inner)) return;
    seen.add(inner);
    const node = nodeOf(inner);
    if (node.kind === 'object')
      for (const [key, field] of Object.entries(node.fields)) {
        const lacks = [
          titleOf(field) ? '' : 'title',
          descriptionOf(field) ? '' : 'description',
        ].filter(Boolean);
        if (lacks.length) missing.push(`${at}.${key}: no ${lacks.join(' and no ')}`);
        visit(field, `${at}.${key}`);
      }
    else if (node.kind === 'array') visit(node.item, `${at}[]`);
    else if (node.kind === 'record') visit(node.value, `${at}.<name>`);
    else if (node.kind === 'union') node.options.forEach((o, i) => visit(o, `${at}|${i}`));
  };
  visit(root, place);
  return missing;
}

describe('the words of the schema', () => {
  it('gives every field of site.json a title and a description (the editor labels it with the title)', () => {
    expect(fieldsWithoutWords(SiteSchema, 'site')).toEqual([]);
  });

  it('gives every section type a display name and a one-line description', () => {
    const missing = [...sectionSchemas, BlockRefSchema]
      .filter((schema) => !titleOf(schema) || !descriptionOf(schema))
      .map((schema) => schema.shape.type.value);
    expect(missing).toEqual([]);
  });

  it('names a field that lacks a title, so the place to fix is plain', async () => {
    const { z } = await import('zod');
    const bare = z.object({ heading: z.string().meta({ description: 'Said.' }) });
    expect(fieldsWithoutWords(bare, 'demo')).toEqual(['demo.heading: no title']);
  });
});
