import { isTranslatable, nodeOf, pickOption, unwrap, type Schema } from './introspect';
import type { JsonPath } from '../base/problem';

/*
 * Where the translatable texts of a value are, read from its schema: the part of the one
 * schema reader (introspect.ts) that knows the text mark.
 */
/**
 * How a field holds translatable text, if it does: one text, a list of texts, or rich text (a
 * list of paragraphs and `{h2}`/`{ul}` blocks made only of texts). Such a field is translated
 * as one unit; anything else is looked into for objects of its own.
 */
export type TextUnit = 'text' | 'list' | 'rich';

const textsOnly = (schema: Schema): boolean => {
  const node = nodeOf(unwrap(schema).inner);
  if (node.kind === 'object')
    return Object.values(node.fields).every((f) => textUnitOf(f) !== undefined);
  return textUnitOf(schema) === 'text';
};

// The check asks about the same few hundred schemas for every object of the site, on every
// keystroke in the editor: each answer is worked out once.
const units = new WeakMap<Schema, TextUnit | null>();
const fields = new WeakMap<Schema, TextField[]>();

export function textUnitOf(schema: Schema): TextUnit | undefined {
  let unit = units.get(schema);
  if (unit === undefined) units.set(schema, (unit = unitOf(schema) ?? null));
  return unit ?? undefined;
}

function unitOf(schema: Schema): TextUnit | undefined {
  const inner = unwrap(schema).inner;
  if (isTranslatable(inner)) return 'text';
  const node = nodeOf(inner);
  if (node.kind !== 'array') return undefined;
  const item = unwrap(node.item).inner;
  if (isTranslatable(item)) return 'list';
  const items = nodeOf(item);
  return items.kind === 'union' &&
    items.options.some(isTranslatable) &&
    items.options.every(textsOnly)
    ? 'rich'
    : undefined;
}

export interface TextField {
  name: string;
  unit: TextUnit;
  schema: Schema;
}

/** The fields of an object schema that hold translatable text, with how they hold it. */
export function textFieldsOf(schema: Schema): TextField[] {
  let found = fields.get(schema);
  if (!found) fields.set(schema, (found = fieldsOf(schema)));
  return found;
}

function fieldsOf(schema: Schema): TextField[] {
  const node = nodeOf(unwrap(schema).inner);
  if (node.kind !== 'object') return [];
  return Object.entries(node.fields).flatMap(([name, field]) => {
    const unit = textUnitOf(field);
    return unit ? [{ name, unit, schema: field }] : [];
  });
}

const picked = new WeakMap<Schema, Map<unknown, Schema>>();

/** `pickOption`, remembered per discriminator value: the walk meets each union many times. */
export function optionOf(schema: Schema, data: unknown): Schema {
  const node = nodeOf(schema);
  if (node.kind !== 'union' || !node.discriminator || Array.isArray(data))
    return pickOption(schema, data);
  const tag = (data as Record<string, unknown>)[node.discriminator];
  let byTag = picked.get(schema);
  if (!byTag) picked.set(schema, (byTag = new Map()));
  let option = byTag.get(tag);
  if (!option) byTag.set(tag, (option = pickOption(schema, data)));
  return option;
}

/**
 * Every object in `data` that `schema` gives text fields, with its path and schema (union
 * options picked by the data), outermost first. Text units are not looked into.
 */
export function eachTextObject(
  schema: Schema,
  data: unknown,
  visit: (path: JsonPath, object: Record<string, unknown>, schema: Schema) => void,
  path: JsonPath = [],
): void {
  if (!data || typeof data !== 'object') return;
  const here = optionOf(unwrap(schema).inner, data);
  if (textUnitOf(here)) return;
  const node = nodeOf(here);
  if (node.kind === 'object') {
    const object = data as Record<string, unknown>;
    if (textFieldsOf(here).length > 0) visit(path, object, here);
    for (const [key, field] of Object.entries(node.fields))
      if (key in object) eachTextObject(field, object[key], visit, [...path, key]);
  } else if (node.kind === 'array' && Array.isArray(data)) {
    data.forEach((item, i) => eachTextObject(node.item, item, visit, [...path, i]));
  } else if (node.kind === 'record') {
    for (const [key, value] of Object.entries(data))
      eachTextObject(node.value, value, visit, [...path, key]);
  }
}
