import {
  AssetPath,
  ImageSchema,
  LinkSchema,
  RichTextSchema,
  RichBlockSchema,
} from '../../../src/schema/primitives';
import {
  choicesOf,
  derivesFrom,
  nodeOf,
  unwrap,
  variantsOf,
  type Schema,
} from '../../../src/schema/introspect';
import { isTranslatedLanguage } from '../../../src/base/languages';

import { inWords } from '../../lib/schema-words';

export { unwrap } from '../../../src/schema/introspect';
export { shownDescriptionOf as descriptionOf } from '../../lib/schema-words';

/** How a schema is edited: the control a field gets. */
export type Shape =
  | { kind: 'text'; format: 'plain' | 'long' | 'link' | 'asset' | 'date' | 'email' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  /** `values` when the choices are literals that are not all strings (e.g. 2 | 3 | 4). */
  | { kind: 'choice'; options: string[]; values?: (string | number | boolean)[] }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'object'; fields: FieldInfo[] }
  | { kind: 'variants'; discriminator: string; options: { value: string; schema: Schema }[] }
  | { kind: 'image' }
  | { kind: 'rich' }
  | { kind: 'list'; item: Schema; max?: number }
  | { kind: 'record'; value: Schema }
  | { kind: 'json' };

export interface FieldInfo {
  name: string;
  schema: Schema;
  optional: boolean;
  description?: string;
  defaultValue?: unknown;
}

const LONG_NAMES = new Set([
  'text',
  'description',
  'excerpt',
  'body',
  'quote',
  'message',
  'answer',
]);

/** The control for a value of `schema` (already unwrapped), named `name` in its parent. */
export function shapeOf(schema: Schema, name = ''): Shape {
  const node = nodeOf(schema);
  switch (node.kind) {
    case 'string':
      if (derivesFrom(schema, LinkSchema)) return { kind: 'text', format: 'link' };
      if (derivesFrom(schema, AssetPath)) return { kind: 'text', format: 'asset' };
      if (node.format === 'date') return { kind: 'text', format: 'date' };
      if (node.format === 'email') return { kind: 'text', format: 'email' };
      return { kind: 'text', format: LONG_NAMES.has(name) ? 'long' : 'plain' };
    case 'number':
      return { kind: 'number', integer: node.integer };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', options: node.values.map(String) };
    case 'literal':
      return { kind: 'literal', value: node.values[0] ?? '' };
    case 'object':
      if (derivesFrom(schema, ImageSchema)) return { kind: 'image' };
      return {
        kind: 'object',
        // A language's translations are no field of their own: each is drawn beside its English.
        fields: Object.entries(node.fields)
          .filter(([field]) => !isTranslatedLanguage(field))
          .map(([field, child]) => {
            const { optional, description, defaultValue } = unwrap(child);
            return {
              name: field,
              schema: child,
              optional,
              description: inWords(description),
              defaultValue,
            };
          }),
      };
    case 'array':
      if (derivesFrom(schema, RichTextSchema) || derivesFrom(node.item, RichBlockSchema))
        return { kind: 'rich' };
      return {
        kind: 'list',
        item: node.item,
        ...(node.max !== undefined ? { max: node.max } : {}),
      };
    case 'union': {
      const variants = variantsOf(schema);
      if (variants)
        return {
          kind: 'variants',
          discriminator: variants.discriminator,
          options: variants.options.map(({ value, schema: option }) => ({
            value: String(value),
            schema: option,
          })),
        };
      const values = choicesOf(schema);
      if (values) return { kind: 'choice', options: values.map(String), values };
      return { kind: 'json' };
    }
    case 'record':
      return { kind: 'record', value: node.value };
    default:
      return { kind: 'json' };
  }
}

/** A new value for `schema`: required fields present and empty, so the checks say what to fill. */
export function emptyValue(schema: Schema): unknown {
  const { inner, defaultValue } = unwrap(schema);
  if (defaultValue !== undefined) return structuredClone(defaultValue);
  const shape = shapeOf(inner);
  switch (shape.kind) {
    case 'text':
      return '';
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'choice':
      return shape.options[0];
    case 'literal':
      return shape.value;
    case 'object':
      return Object.fromEntries(
        shape.fields.filter((f) => !f.optional).map((f) => [f.name, emptyValue(f.schema)]),
      );
    case 'variants':
      return shape.options[0] ? emptyValue(shape.options[0].schema) : {};
    case 'image':
      return { src: '', alt: '', width: 1, height: 1 };
    case 'rich':
      return [''];
    case 'list': {
      const node = nodeOf(inner);
      return node.kind === 'array' && node.min !== undefined ? [emptyValue(shape.item)] : [];
    }
    case 'record':
      return {};
    case 'json':
      return '';
  }
}
