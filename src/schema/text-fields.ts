import {
  isTranslatable,
  nodeOf,
  pickOption,
  unwrap,
  type Schema,
  type SchemaPath,
} from './introspect';

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

export function textUnitOf(schema: Schema): TextUnit | undefined {
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

/** The fields of an object schema that hold translatable text, with how they hold it. */
export function textFieldsOf(schema: Schema): { name: string; unit: TextUnit; schema: Schema }[] {
  const node = nodeOf(unwrap(schema).inner);
  if (node.kind !== 'object') return [];
  return Object.entries(node.fields).flatMap(([name, field]) => {
    const unit = textUnitOf(field);
    return unit ? [{ name, unit, schema: field }] : [];
  });
}

/**
 * Every object in `data` that `schema` gives text fields, with its path and schema (union
 * options picked by the data), outermost first. Text units are not looked into.
 */
export function eachTextObject(
  schema: Schema,
  data: unknown,
  visit: (path: SchemaPath, object: Record<string, unknown>, schema: Schema) => void,
  path: SchemaPath = [],
): void {
  if (!data || typeof data !== 'object') return;
  const here = pickOption(unwrap(schema).inner, data);
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
