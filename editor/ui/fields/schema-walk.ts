import { z } from 'zod';
import {
  AssetPath,
  ImageSchema,
  LinkSchema,
  RichTextSchema,
  RichBlockSchema,
} from '../../../src/schema/primitives';

type Schema = z.core.$ZodType;

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

interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  element?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, string>;
  values?: (string | number | boolean)[];
  options?: Schema[];
  discriminator?: string;
  valueType?: Schema;
  format?: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  in?: Schema;
}

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether `schema` is `base` or a copy of it made by `.meta()` / `.describe()`. */
function derivesFrom(schema: Schema, base: Schema): boolean {
  for (let s: Schema | undefined = schema; s; s = (s as { _zod: { parent?: Schema } })._zod.parent)
    if (s === base) return true;
  return false;
}

export function descriptionOf(schema: Schema): string | undefined {
  return z.globalRegistry.get(schema)?.description;
}

/** Through optional/default wrappers to the schema that says what the value is. */
export function unwrap(schema: Schema): {
  inner: Schema;
  optional: boolean;
  description?: string;
  defaultValue?: unknown;
} {
  let inner = schema;
  let optional = false;
  let description = descriptionOf(schema);
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type === 'pipe' && def.in) {
      inner = def.in;
      continue;
    } else if (def.type !== 'readonly') break;
    inner = def.innerType!;
    description ??= descriptionOf(inner);
  }
  return { inner, optional, description: description ?? descriptionOf(inner), defaultValue };
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
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (derivesFrom(schema, LinkSchema)) return { kind: 'text', format: 'link' };
      if (derivesFrom(schema, AssetPath)) return { kind: 'text', format: 'asset' };
      if (def.format === 'date') return { kind: 'text', format: 'date' };
      if (def.format === 'email') return { kind: 'text', format: 'email' };
      return { kind: 'text', format: LONG_NAMES.has(name) ? 'long' : 'plain' };
    case 'number':
      return { kind: 'number', integer: (schema as unknown as { isInt?: boolean }).isInt === true };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'literal', value: def.values?.[0] ?? '' };
    case 'object':
      if (derivesFrom(schema, ImageSchema)) return { kind: 'image' };
      return {
        kind: 'object',
        fields: Object.entries(def.shape ?? {}).map(([field, child]) => {
          const { optional, description, defaultValue } = unwrap(child);
          return { name: field, schema: child, optional, description, defaultValue };
        }),
      };
    case 'array': {
      if (derivesFrom(schema, RichTextSchema) || derivesFrom(def.element!, RichBlockSchema))
        return { kind: 'rich' };
      const max = def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
      return { kind: 'list', item: def.element!, ...(max !== undefined ? { max } : {}) };
    }
    case 'union':
      if (def.discriminator) {
        const key = def.discriminator;
        return {
          kind: 'variants',
          discriminator: key,
          options: (def.options ?? []).map((option) => {
            const literal = defOf(defOf(option).shape![key]!);
            return { value: String(literal.values?.[0]), schema: option };
          }),
        };
      }
      {
        const literals = (def.options ?? []).map(defOf);
        if (literals.length > 0 && literals.every((d) => d.type === 'literal')) {
          const values = literals.map((d) => d.values![0]!);
          return { kind: 'choice', options: values.map(String), values };
        }
      }
      return { kind: 'json' };
    case 'record':
      return { kind: 'record', value: def.valueType! };
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
      const min = defOf(inner).checks?.find((c) => c._zod.def.check === 'min_length');
      return min ? [emptyValue(shape.item)] : [];
    }
    case 'record':
      return {};
    case 'json':
      return '';
  }
}
