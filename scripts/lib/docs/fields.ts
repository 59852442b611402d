import {
  descriptionOf,
  titleOf,
  discriminatorOf,
  isInlineObject,
  refName,
  variantsOf,
  type Defs,
  type JsonSchema,
} from './json-schema';
import { code, codeJson, link, plain, table } from './markdown';

export interface DocContext {
  defs: Defs;
  /** The heading anchor that documents each definition. */
  anchors: ReadonlyMap<string, string>;
}

export function defLink(ctx: DocContext, name: string): string {
  const anchor = ctx.anchors.get(name);
  if (!anchor) throw new Error(`no heading documents the definition "${name}"`);
  return link(name, anchor);
}

const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function numberLimits(s: JsonSchema): string[] {
  // zod bounds every integer by the safe-integer range; that says nothing to an editor.
  const min =
    s.minimum !== undefined && s.minimum > Number.MIN_SAFE_INTEGER ? s.minimum : undefined;
  const max =
    s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : undefined;
  if (min !== undefined && max !== undefined) return [`${min} to ${max}`];
  return [
    ...(min !== undefined ? [`≥ ${min}`] : []),
    ...(s.exclusiveMinimum !== undefined ? [`> ${s.exclusiveMinimum}`] : []),
    ...(max !== undefined ? [`≤ ${max}`] : []),
    ...(s.exclusiveMaximum !== undefined ? [`< ${s.exclusiveMaximum}`] : []),
  ];
}

function itemLimits({ minItems: min, maxItems: max }: JsonSchema): string[] {
  if (min !== undefined && max !== undefined) {
    return [min === max ? countOf(min, 'item') : `${min} to ${max} items`];
  }
  if (min !== undefined && min > 0) return [`at least ${countOf(min, 'item')}`];
  if (max !== undefined) return [`at most ${countOf(max, 'item')}`];
  return [];
}

function lengthLimits({ minLength: min, maxLength: max }: JsonSchema): string[] {
  return [
    ...(min === 1 ? ['non-empty'] : min !== undefined ? [`at least ${min} characters`] : []),
    ...(max !== undefined ? [`at most ${countOf(max, 'character')}`] : []),
  ];
}

const limitsOf = (s: JsonSchema): string[] => [
  ...numberLimits(s),
  ...itemLimits(s),
  ...lengthLimits(s),
];

function baseType(ctx: DocContext, s: JsonSchema): string {
  if (s.$ref) return defLink(ctx, refName(s.$ref));
  if (s.const !== undefined) return codeJson(s.const);
  if (s.enum) return s.enum.map(codeJson).join(' | ');
  const variants = variantsOf(s);
  if (variants) {
    return discriminatorOf(variants) ? 'object' : variants.map((v) => baseType(ctx, v)).join(' | ');
  }
  if (s.type === 'array') {
    if (!s.items) return 'array';
    if (isInlineObject(s.items)) return 'array of objects';
    const item = baseType(ctx, s.items);
    return `array of ${item.includes(' | ') ? `(${item})` : item}`;
  }
  if (s.type === 'object' && typeof s.additionalProperties === 'object') {
    return `map of name → ${baseType(ctx, s.additionalProperties)}`;
  }
  if (s.type === 'string' && s.format) return `string (${s.format})`;
  return s.type ?? 'any';
}

/** A short type for a table cell: "integer, ≥ 0", "array of [Action](#action), at most 3 items". */
export function typeLabel(ctx: DocContext, s: JsonSchema): string {
  return [baseType(ctx, s), ...limitsOf(s)].join(', ');
}

function requirement(property: JsonSchema, required: boolean): string {
  if (required) return 'required';
  return property.default === undefined ? 'optional' : `default ${codeJson(property.default)}`;
}

export const FIELD_HEADERS = ['field', 'type', 'required or default', 'description'];

/**
 * One row per property; inline objects, arrays of inline objects and unions of inline objects
 * are flattened into dotted names ("labels.email", "breakpoints[].minWidth", "background.src")
 * so the table shows everything an editor can write.
 */
export function fieldRows(ctx: DocContext, schema: JsonSchema, prefix = '', note = ''): string[][] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const title = titleOf(ctx.defs, property);
    const description = `${title ? `**${plain(title)}.** ` : ''}${plain(descriptionOf(ctx.defs, property) ?? '')}`;
    return [
      [
        code(name),
        typeLabel(ctx, property),
        requirement(property, required.has(key)),
        `${note}${description}`,
      ],
      ...nestedRows(ctx, name, property),
    ];
  });
}

function nestedRows(ctx: DocContext, name: string, property: JsonSchema): string[][] {
  if (isInlineObject(property)) return fieldRows(ctx, property, `${name}.`);
  if (property.items && isInlineObject(property.items)) {
    return fieldRows(ctx, property.items, `${name}[].`);
  }
  const variants = variantsOf(property);
  const key = variants && discriminatorOf(variants);
  return variants && key ? unionRows(ctx, name, variants, key) : [];
}

function unionRows(ctx: DocContext, name: string, variants: JsonSchema[], key: string) {
  const tagOf = (v: JsonSchema) => codeJson(v.properties?.[key]?.const);
  const meaning = (v: JsonSchema) =>
    `${tagOf(v)}: ${plain(v.description ?? v.properties?.[key]?.description ?? '')}`;
  const tagRow = [
    code(`${name}.${key}`),
    variants.map(tagOf).join(' | '),
    'required',
    variants.map(meaning).join(' '),
  ];
  return [
    tagRow,
    ...variants.flatMap((v) => {
      const { [key]: _tag, ...rest } = v.properties ?? {};
      return fieldRows(ctx, { ...v, properties: rest }, `${name}.`, `With ${key} ${tagOf(v)}: `);
    }),
  ];
}

export const fieldTable = (ctx: DocContext, schema: JsonSchema): string =>
  table(FIELD_HEADERS, fieldRows(ctx, schema));
