import { describe, expect, it } from 'vitest';
import { nodeOf, unwrap, type Schema } from '../../src/schema/introspect';
import { SiteSchema } from '../../src/schema/site';
import { textFieldsOf, textUnitOf } from '../../src/schema/text-fields';

/** Every object schema reachable from the site schema, with a readable place. */
function objectsOf(root: Schema): { at: string; schema: Schema }[] {
  const seen = new Set<Schema>();
  const found: { at: string; schema: Schema }[] = [];
  const visit = (schema: Schema, at: string) => {
    const inner = unwrap(schema).inner;
    // A text unit (rich text with its {h2} blocks) is translated whole.
    if (seen.has(inner) || textUnitOf(inner)) return;
    seen.add(inner);
    const node = nodeOf(inner);
    if (node.kind === 'object') {
      found.push({ at, schema: inner });
      for (const [key, field] of Object.entries(node.fields))
        if (key !== 'hi') visit(field, `${at}.${key}`);
    } else if (node.kind === 'array') visit(node.item, `${at}[]`);
    else if (node.kind === 'record') visit(node.value, `${at}{}`);
    else if (node.kind === 'union') node.options.forEach((o, i) => visit(o, `${at}|${i}`));
  };
  visit(root, 'site');
  return found;
}

describe('the hi member of the schema', () => {
  const objects = objectsOf(SiteSchema);

  it('is on every object that holds a translatable text, and on no other', () => {
    const wrong = objects
      .filter(
        ({ schema }) =>
          textFieldsOf(schema).length > 0 !== 'hi' in (nodeOf(schema) as { fields: object }).fields,
      )
      .map(({ at }) => at);
    expect(wrong).toEqual([]);
  });

  it('finds texts, lists and rich texts as units', () => {
    const units = new Set(objects.flatMap(({ schema }) => textFieldsOf(schema).map((f) => f.unit)));
    expect([...units].sort()).toEqual(['list', 'rich', 'text']);
  });
});
