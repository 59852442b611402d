/** The subset of JSON Schema 2020-12 that z.toJSONSchema produces for site.json. */
export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  title?: string;
  description?: string;
  examples?: unknown[];
  enumDescriptions?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
}

export type Defs = Record<string, JsonSchema>;

export function refName(ref: string): string {
  const prefix = '#/$defs/';
  if (!ref.startsWith(prefix)) throw new Error(`unsupported $ref "${ref}"`);
  return ref.slice(prefix.length);
}

export function defOf(defs: Defs, name: string): JsonSchema {
  const def = defs[name];
  if (!def) throw new Error(`the JSON Schema has no definition "${name}"`);
  return def;
}

export const variantsOf = (schema: JsonSchema): JsonSchema[] | undefined =>
  schema.oneOf ?? schema.anyOf;

export const isInlineObject = (schema: JsonSchema): boolean =>
  schema.$ref === undefined && schema.properties !== undefined;

/**
 * The property whose `const` tells the variants of a union apart ("type", "kind"), when every
 * variant is an inline object carrying it.
 */
export function discriminatorOf(variants: JsonSchema[]): string | undefined {
  const [first] = variants;
  if (!first || !variants.every(isInlineObject)) return undefined;
  return Object.keys(first.properties ?? {}).find((key) =>
    variants.every((v) => v.properties?.[key]?.const !== undefined),
  );
}

/** What an editor shows on hover: the property's own description, or its definition's. */
export function descriptionOf(defs: Defs, schema: JsonSchema): string | undefined {
  if (schema.description !== undefined) return schema.description;
  return schema.$ref ? defOf(defs, refName(schema.$ref)).description : undefined;
}

/** The field's name in plain words (the editor's label): its own title, or its definition's. */
export function titleOf(defs: Defs, schema: JsonSchema): string | undefined {
  if (schema.title !== undefined) return schema.title;
  return schema.$ref ? defOf(defs, refName(schema.$ref)).title : undefined;
}

function childSchemas(schema: JsonSchema): [string, JsonSchema][] {
  const children: [string, JsonSchema][] = [];
  for (const [key, value] of Object.entries(schema.properties ?? {})) children.push([key, value]);
  if (schema.items) children.push(['[]', schema.items]);
  if (typeof schema.additionalProperties === 'object') {
    children.push(['{}', schema.additionalProperties]);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    schema[key]?.forEach((variant, i) => children.push([`${key}[${i}]`, variant]));
  }
  return children;
}

/** Every schema node with its JSON Pointer-like location, definitions first-to-last, depth first. */
export function walk(root: JsonSchema): [string, JsonSchema][] {
  const visit = (path: string, schema: JsonSchema): [string, JsonSchema][] => [
    [path, schema],
    ...childSchemas(schema).flatMap(([key, child]) => visit(`${path}/${key}`, child)),
  ];
  return Object.entries(root.$defs ?? {}).flatMap(([name, def]) => visit(`#/$defs/${name}`, def));
}

/** Locations of the properties an editor would show without hover documentation. */
export function undescribedProperties(root: JsonSchema): string[] {
  const defs = root.$defs ?? {};
  return walk(root).flatMap(([path, schema]) =>
    Object.entries(schema.properties ?? {})
      .filter(([, property]) => descriptionOf(defs, property) === undefined)
      .map(([key]) => `${path}/${key}`),
  );
}

export interface SectionTypeDoc {
  type: string;
  defName: string;
  def: JsonSchema;
}

/** The section types, in the order of the Section union (the registry's order). */
export function sectionTypeDocs(root: JsonSchema): SectionTypeDoc[] {
  const defs = root.$defs ?? {};
  return (variantsOf(defOf(defs, 'Section')) ?? []).map((variant) => {
    if (!variant.$ref) throw new Error('every Section variant must be a named definition');
    const defName = refName(variant.$ref);
    const def = defOf(defs, defName);
    const type = def.properties?.type?.const;
    if (typeof type !== 'string') throw new Error(`${defName} has no constant "type"`);
    return { type, defName, def };
  });
}
