import { z } from 'zod';
import type { JsonPath } from '../base/problem';
import { TRANSLATABLE } from './text';

/**
 * The one reader of zod schemas: the messages, the repair step and the editor's forms ask here
 * what a schema is, so only this file knows how zod keeps it (`_zod.def`). The docs read the
 * JSON Schema that `z.toJSONSchema` writes instead: a published format that already carries the
 * names, patterns and limits the reference prints, which this module does not repeat.
 */

export type Schema = z.core.$ZodType;
export type Choice = string | number | boolean;

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  getter?: () => Schema;
  defaultValue?: unknown;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, Choice>;
  values?: Choice[];
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** What a value of the schema is, read from the schema as given (wrappers are `other`). */
export type Node =
  | { kind: 'string'; format?: string }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum' | 'literal'; values: Choice[] }
  | { kind: 'object'; fields: Record<string, Schema> }
  | { kind: 'array'; item: Schema; min?: number; max?: number }
  | { kind: 'record'; value: Schema }
  | { kind: 'union'; options: Schema[]; discriminator?: string }
  | { kind: 'other'; type: string };

const lengthCheck = (def: Def, check: 'min_length' | 'max_length') =>
  def.checks?.find((c) => c._zod.def.check === check)?._zod.def;

export function nodeOf(schema: Schema): Node {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return { kind: 'string', ...(def.format ? { format: def.format } : {}) };
    case 'number':
      return { kind: 'number', integer: schema instanceof z.ZodNumber && schema.isInt };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'literal', values: def.values ?? [] };
    case 'object':
      return { kind: 'object', fields: def.shape ?? {} };
    case 'array': {
      const min = lengthCheck(def, 'min_length')?.minimum;
      const max = lengthCheck(def, 'max_length')?.maximum;
      return {
        kind: 'array',
        item: def.element!,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case 'record':
      return { kind: 'record', value: def.valueType! };
    case 'union':
      return {
        kind: 'union',
        options: def.options ?? [],
        ...(def.discriminator ? { discriminator: def.discriminator } : {}),
      };
    default:
      return { kind: 'other', type: def.type };
  }
}

/** The schema a wrapper wraps, or undefined when `schema` says what the value is itself. */
function wrapped(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return def.innerType;
    case 'pipe':
      // The input side is what an author writes in site.json.
      return def.in;
    case 'lazy':
      return def.getter!();
    default:
      return undefined;
  }
}

/** The schema and every wrapper around it, outermost first. */
function layersOf(schema: Schema): Schema[] {
  const layers = [schema];
  // A lazy schema that returns itself would never end; no real schema wraps this deep.
  for (let next = wrapped(schema); next && layers.length < 32; next = wrapped(next))
    layers.push(next);
  return layers;
}

export interface Meta {
  description?: string;
  title?: string;
  examples?: unknown[];
  choiceTitles?: Record<string, string>;
}

declare module 'zod/v4/core' {
  interface GlobalMeta {
    /**
     * The words each value of a closed list is shown with ("email" → "Email address"), keyed by
     * the value as text; the stored value stays the value. Written into the JSON Schema too, as
     * an annotation keyword validators ignore (ajv runs with `strict: false`).
     */
    choiceTitles?: Record<string, string>;
  }
}

/** The schema's metadata; each entry from the outermost wrapper that sets it. */
export function metaOf(schema: Schema): Meta {
  const layers = layersOf(schema).map((layer) => z.globalRegistry.get(layer) ?? {});
  const description = layers.find((m) => m.description !== undefined)?.description;
  const title = layers.find((m) => m.title !== undefined)?.title;
  const examples = layers.find((m) => Array.isArray(m.examples))?.examples as unknown[] | undefined;
  const choiceTitles = layers.find((m) => m.choiceTitles !== undefined)?.choiceTitles;
  return {
    ...(description !== undefined ? { description } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(examples ? { examples } : {}),
    ...(choiceTitles ? { choiceTitles } : {}),
  };
}

export const descriptionOf = (schema: Schema): string | undefined => metaOf(schema).description;

export interface Unwrapped {
  /** The schema that says what the value is. */
  inner: Schema;
  /** The value may be left out of its object (it is optional, or has a default). */
  optional: boolean;
  hasDefault: boolean;
  /** What zod puts in when the value is left out (the outermost default). */
  defaultValue?: unknown;
  description?: string;
}

/** Through optional/default/nullable/readonly/pipe/lazy wrappers to the schema that does the work. */
export function unwrap(schema: Schema): Unwrapped {
  const layers = layersOf(schema);
  const outermostDefault = layers.find((l) => ['default', 'prefault'].includes(defOf(l).type));
  const description = descriptionOf(schema);
  return {
    inner: layers[layers.length - 1]!,
    optional: schema._zod.optin !== undefined,
    hasDefault: outermostDefault !== undefined,
    ...(outermostDefault ? { defaultValue: defOf(outermostDefault).defaultValue } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

/** The values a schema allows when they are a closed list: an enum, literals, or a union of them. */
export function choicesOf(schema: Schema): Choice[] | undefined {
  const node = nodeOf(unwrap(schema).inner);
  if (node.kind === 'enum' || node.kind === 'literal') return node.values;
  if (node.kind !== 'union' || node.options.length === 0) return undefined;
  const each = node.options.map(choicesOf);
  return each.every((values) => values !== undefined) ? each.flat() : undefined;
}

/** The options of a discriminated union, each with the discriminator value that chooses it. */
export function variantsOf(
  schema: Schema,
): { discriminator: string; options: { value: Choice; schema: Schema }[] } | undefined {
  const node = nodeOf(unwrap(schema).inner);
  if (node.kind !== 'union' || !node.discriminator) return undefined;
  const key = node.discriminator;
  return {
    discriminator: key,
    options: node.options.map((option) => ({
      value: choicesOf(childOf(option, key)!)![0]!,
      schema: option,
    })),
  };
}

/** Whether `schema` is `base` or a copy of it made by `.meta()` / `.describe()`. */
export function derivesFrom(schema: Schema, base: Schema): boolean {
  for (let s: Schema | undefined = schema; s; s = s._zod.parent) if (s === base) return true;
  return false;
}

/** The schema of `key` inside a value of `schema`, wrappers kept (they say optional, default). */
export function childOf(schema: Schema, key: string | number): Schema | undefined {
  const node = nodeOf(unwrap(schema).inner);
  if (node.kind === 'object')
    return typeof key === 'string' && Object.hasOwn(node.fields, key)
      ? node.fields[key]
      : undefined;
  if (node.kind === 'array') return node.item;
  if (node.kind === 'record') return node.value;
  return undefined;
}

/** The field names of an object schema; none for anything else. */
export function keysOf(schema: Schema): string[] {
  const node = nodeOf(unwrap(schema).inner);
  return node.kind === 'object' ? Object.keys(node.fields) : [];
}

/**
 * The option of a union that `value` is written in: the one its discriminator names, else the
 * first object option sharing a key with it; the union itself when neither tells.
 */
export function pickOption(schema: Schema, value: unknown): Schema {
  const node = nodeOf(schema);
  if (node.kind !== 'union') return schema;
  const options = node.options.map((o) => unwrap(o).inner);
  if (!value || typeof value !== 'object') return schema;
  const { discriminator } = node;
  if (discriminator) {
    const wanted = (value as Record<string, unknown>)[discriminator];
    const match = options.find((o) => {
      const tag = nodeOf(o).kind === 'object' ? childOf(o, discriminator) : undefined;
      return tag && choicesOf(tag)?.includes(wanted as Choice);
    });
    if (match) return match;
  }
  if (Array.isArray(value)) return schema;
  const keys = Object.keys(value);
  const objectOption = options.find(
    (o) => nodeOf(o).kind === 'object' && keysOf(o).some((k) => keys.includes(k)),
  );
  return objectOption ?? schema;
}

/**
 * The schema that governs the value at `path` in `data`, unwrapped, with unions resolved to the
 * option the data is written in. Undefined where the path leaves the schema.
 */
export function schemaAt(root: Schema, path: JsonPath, data: unknown): Schema | undefined {
  let schema: Schema | undefined = root;
  let value = data;
  for (const part of path) {
    schema = childOf(pickOption(unwrap(schema).inner, value), part);
    if (!schema) return undefined;
    value = (value as Record<string | number, unknown> | undefined)?.[part];
  }
  return pickOption(unwrap(schema).inner, value);
}

/** The schema of the field at `path` as its parent declares it, wrappers and metadata kept. */
export function fieldAt(root: Schema, path: JsonPath, data: unknown): Schema | undefined {
  if (path.length === 0) return root;
  const parent = schemaAt(root, path.slice(0, -1), data);
  return parent && childOf(parent, path[path.length - 1]!);
}

/** The description editors see on hover for the field at `path`. */
export const descriptionAt = (root: Schema, path: JsonPath, data: unknown): string | undefined =>
  ((field) => field && descriptionOf(field))(fieldAt(root, path, data));

/** Whether the schema is a string marked as translatable (`text.ts`), however refined. */
export const isTranslatable = (schema: Schema): boolean =>
  defOf(schema).type === 'string' &&
  (defOf(schema).checks ?? []).some((check) => (check as unknown) === TRANSLATABLE);

/** The plain-words name of a field or type, as the editor labels it. */
export const titleOf = (schema: Schema): string | undefined => metaOf(schema).title;

/** The words a value of a closed list is shown with, when the schema gives them. */
export function choiceTitleOf(schema: Schema, value: Choice): string | undefined {
  const titles = metaOf(schema).choiceTitles;
  const key = String(value);
  return titles && Object.hasOwn(titles, key) ? titles[key] : undefined;
}
