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
    else if (node.kind === 'union')
      node.options.forEach((o, i) => {
        // A kind of object picked from a list (a form rule's kind): the list shows its title.
        if (node.discriminator && !titleOf(o)) missing.push(`${at}|${i}: no title`);
        visit(o, `${at}|${i}`);
      });
  };
  visit(root, place);
  return missing;
}

/** Every title and description reachable from `root`, each with where it is. */
function wordsOf(
  root: Schema,
  place: string,
): { at: string; title?: string; description?: string }[] {
  const found: { at: string; title?: string; description?: string }[] = [];
  const seen = new Set<Schema>();
  const visit = (schema: Schema, at: string) => {
    const title = titleOf(schema);
    const description = descriptionOf(schema);
    found.push({ at, ...(title ? { title } : {}), ...(description ? { description } : {}) });
    const inner = unwrap(schema).inner;
    if (seen.has(inner)) return;
    seen.add(inner);
    const node = nodeOf(inner);
    if (node.kind === 'object')
      for (const [key, field] of Object.entries(node.fields)) visit(field, `${at}.${key}`);
    else if (node.kind === 'array') visit(node.item, `${at}[]`);
    else if (node.kind === 'record') visit(node.value, `${at}.<name>`);
    else if (node.kind === 'union') node.options.forEach((o, i) => visit(o, `${at}|${i}`));
  };
  visit(root, place);
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
