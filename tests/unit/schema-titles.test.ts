import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../../src/schema/site';
import { sectionSchemas } from '../../src/sections/registry';
import { BlockRefSchema } from '../../src/sections/Block/schema';
import { descriptionOf, titleOf, type Schema } from '../../src/schema/introspect';
import { walkSchema } from '../fixtures/schema-walk';

/** Every field reachable from `root`, named by its place, with what its meta lacks. */
function fieldsWithoutWords(root: Schema, place: string): string[] {
  const missing: string[] = [];
  walkSchema(root, place, (_schema, at, node, first) => {
    if (!first) return;
    if (node.kind === 'object')
      for (const [key, field] of Object.entries(node.fields)) {
        const lacks = [
          titleOf(field) ? '' : 'title',
          descriptionOf(field) ? '' : 'description',
        ].filter(Boolean);
        if (lacks.length) missing.push(`${at}.${key}: no ${lacks.join(' and no ')}`);
      }
    // A kind of object picked from a list (a form rule's kind): the list shows its title.
    else if (node.kind === 'union' && node.discriminator)
      node.options.forEach((o, i) => {
        if (!titleOf(o)) missing.push(`${at}|${i}: no title`);
      });
  });
  return missing;
}

/** Every title and description reachable from `root`, each with where it is. */
function wordsOf(
  root: Schema,
  place: string,
): { at: string; title?: string; description?: string }[] {
  const found: { at: string; title?: string; description?: string }[] = [];
  walkSchema(root, place, (schema, at) => {
    const title = titleOf(schema);
    const description = descriptionOf(schema);
    found.push({ at, ...(title ? { title } : {}), ...(description ? { description } : {}) });
  });
  return found;
}

/** A field's name as code writes it: "closeLabel", "constants.promoDelayMs", "blog.posts". */
const CODE_WORD = /\b[a-z]{2,}[A-Z][A-Za-z]*\b|\b[a-z]+\.[a-z]+[A-Z]\w*|\b[a-z]{2,}\.[a-z]{2,}\b/;

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

  it('writes titles in words and descriptions without field names as code (the editor shows both)', () => {
    const roots = [SiteSchema, ...sectionSchemas, BlockRefSchema];
    const code = roots
      .flatMap((root, i) => wordsOf(root, i === 0 ? 'site' : `section ${i}`))
      .flatMap(({ at, title, description }) => [
        ...(title && (CODE_WORD.test(title) || /[.[\]_{}]/.test(title))
          ? [`${at} title: ${title}`]
          : []),
        ...(description &&
        CODE_WORD.test(description.replace(/"[^"]*"|\b[\w-]+\.(?:org|xml|json)\b/g, ''))
          ? [`${at} description: ${description}`]
          : []),
      ]);
    expect([...new Set(code)]).toEqual([]);
  });

  it('names a field that lacks a title, so the place to fix is plain', async () => {
    const { z } = await import('zod');
    const bare = z.object({ heading: z.string().meta({ description: 'Said.' }) });
    expect(fieldsWithoutWords(bare, 'demo')).toEqual(['demo.heading: no title']);
  });
});
