import { z } from 'zod';
import type { JsonPath } from './resolve-context';
import { didYouMean } from './suggest';

type AnyZod = z.core.$ZodType;

function def(schema: AnyZod): z.core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
}

/** Unwraps optional/default/pipe/readonly wrappers to the schema that does the work. */
function unwrap(schema: AnyZod): AnyZod {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const d = def(current);
    if (
      d.type === 'optional' ||
      d.type === 'default' ||
      d.type === 'readonly' ||
      d.type === 'nullable' ||
      d.type === 'prefault'
    ) {
      current = d.innerType as AnyZod;
    } else if (d.type === 'pipe') {
      current = d.in as AnyZod;
    } else break;
  }
  return current;
}

/**
 * The schema that governs the value at `path` in `data`, following discriminated unions by the
 * data's own discriminator. Used only to suggest field names, so an unknown shape returns undefined.
 */
export function schemaAt(root: AnyZod, path: JsonPath, data: unknown): AnyZod | undefined {
  let schema: AnyZod | undefined = unwrap(root);
  let value = data;
  for (const part of path) {
    if (!schema) return undefined;
    schema = pickUnionOption(schema, value);
    const d = def(schema);
    if (d.type === 'object' && typeof part === 'string')
      schema = (d.shape as Record<string, AnyZod>)[part];
    else if (d.type === 'array') schema = d.element as AnyZod;
    else if (d.type === 'record') schema = d.valueType as AnyZod;
    else return undefined;
    value = (value as Record<string | number, unknown> | undefined)?.[part];
    schema = schema && unwrap(schema);
  }
  return schema && pickUnionOption(schema, value);
}

function pickUnionOption(schema: AnyZod, value: unknown): AnyZod {
  const d = def(schema);
  if (d.type !== 'union') return schema;
  const options = (d.options as AnyZod[]).map(unwrap);
  const discriminator = d.discriminator as string | undefined;
  if (discriminator && value && typeof value === 'object') {
    const wanted = (value as Record<string, unknown>)[discriminator];
    const match = options.find((o) => {
      const shape = def(o).shape as Record<string, AnyZod> | undefined;
      const literal = shape?.[discriminator];
      return literal && (def(unwrap(literal)).values as unknown[] | undefined)?.includes(wanted);
    });
    if (match) return match;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const objectOption = options.find((o) => {
      if (def(o).type !== 'object') return false;
      const keys = Object.keys(def(o).shape as object);
      return Object.keys(value).some((k) => keys.includes(k));
    });
    if (objectOption) return objectOption;
  }
  return schema;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

export interface Located {
  path: JsonPath;
  /** Point at this property name inside the object at `path`. */
  key?: string;
  message: string;
}

/** One editor-friendly message per zod issue (several for an issue listing several keys). */
export function explainIssue(issue: z.core.$ZodIssue, root: AnyZod, data: unknown): Located[] {
  const path = issue.path as JsonPath;
  const valueAt = (p: JsonPath) =>
    p.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], data);
  const last = path[path.length - 1];
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(path);
      if (value === undefined)
        return [{ path, message: `"${String(last)}" is required (expected ${issue.expected})` }];
      const unquoted = unquote(value, issue.expected);
      if (unquoted) return [{ path, message: unquoted }];
      return [{ path, message: `expected ${issue.expected}, got ${describeValue(value)}` }];
    }
    case 'invalid_union': {
      const discriminator = (issue as { discriminator?: string }).discriminator;
      const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
      if (discriminator) {
        const value = valueAt(path);
        const what = discriminator === 'type' ? 'section type' : discriminator;
        if (value === undefined)
          return [
            {
              path,
              message: `"${discriminator}" is required: one of ${options.map((o) => `"${o}"`).join(', ')}`,
            },
          ];
        return [
          {
            path,
            message: `unknown ${what} ${typeof value === 'string' ? JSON.stringify(value) : describeValue(value)}${(typeof value === 'string' ? didYouMean(value, options) : '') || ` — expected one of ${options.map((o) => `"${o}"`).join(', ')}`}`,
          },
        ];
      }
      const branches = (issue as { errors?: z.core.$ZodIssue[][] }).errors ?? [];
      // A union of literals (`2 | 3 | 4`) is one choice among values, not several mistakes.
      const literals = branches.every(
        (b) => b.length === 1 && b[0]!.code === 'invalid_value' && b[0]!.path.length === 0,
      );
      if (literals && branches.length > 0) {
        const values = branches.flatMap((b) => (b[0] as z.core.$ZodIssueInvalidValue).values);
        return explainIssue({ ...branches[0]![0]!, path, values } as z.core.$ZodIssue, root, data);
      }
      // A plain union: the closest branch's own problems say the most.
      const best = [...branches].sort((a, b) => a.length - b.length)[0];
      if (best && best.length > 0) {
        return best.flatMap((inner) =>
          explainIssue(
            { ...inner, path: [...path, ...inner.path] } as z.core.$ZodIssue,
            root,
            data,
          ),
        );
      }
      return [{ path, message: `${describeValue(valueAt(path))} is not an accepted form here` }];
    }
    case 'unrecognized_keys': {
      const known = schemaAt(root, path, data);
      const shape =
        known && def(known).type === 'object' ? Object.keys(def(known).shape as object) : [];
      return issue.keys.map((key) => ({
        path,
        key,
        message: `unknown field "${key}"${didYouMean(
          key,
          shape.filter((k) => !(k in ((valueAt(path) as object) ?? {}))),
        )}`,
      }));
    }
    case 'invalid_value': {
      const value = valueAt(path);
      const unquoted = issue.values.some((v) => String(v) === value)
        ? unquote(value, typeof issue.values.find((v) => String(v) === value))
        : undefined;
      if (unquoted) return [{ path, message: unquoted }];
      const words = issue.values.filter((v): v is string => typeof v === 'string');
      const listed = issue.values.map((o) => JSON.stringify(o)).join(' or ');
      return [
        {
          path,
          message: `${describeValue(value)} is not allowed${(typeof value === 'string' ? didYouMean(value, words) : '') || ` — expected ${listed}`}`,
        },
      ];
    }
    case 'too_small': {
      if (issue.origin === 'array')
        return [
          {
            path,
            message: `needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`,
          },
        ];
      if (issue.origin === 'string')
        return [
          {
            path,
            message: issue.message.startsWith('Too small')
              ? `must be at least ${String(issue.minimum)} characters`
              : issue.message,
          },
        ];
      return [{ path, message: `must be at least ${String(issue.minimum)}` }];
    }
    case 'too_big': {
      if (issue.origin === 'array')
        return [{ path, message: `allows at most ${String(issue.maximum)} items` }];
      if (issue.origin === 'string')
        return [{ path, message: `must be at most ${String(issue.maximum)} characters` }];
      return [{ path, message: `must be at most ${String(issue.maximum)}` }];
    }
    case 'invalid_format': {
      const value = valueAt(path);
      if (issue.format === 'date') return [{ path, message: dateMessage(value) }];
      if (!issue.message.startsWith('Invalid')) return [{ path, message: issue.message }];
      if (value === '') return [{ path, message: 'must not be empty' }];
      if (issue.format === 'regex') {
        // The pattern is for the schema, not for editors: the field's own description says what fits.
        const hint = descriptionAt(root, path, data);
        return [
          {
            path,
            message: `${describeValue(value)} does not have the form this field needs${hint ? ` — ${hint}` : ''}`,
          },
        ];
      }
      return [{ path, message: `${describeValue(value)} is not a valid ${issue.format}` }];
    }
    default:
      return [{ path, message: issue.message }];
  }
}

/** "write 3 without quotes" for a number or true/false given as text, where one is expected. */
function unquote(value: unknown, expected: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (expected === 'number' && trimmed !== '' && Number.isFinite(Number(trimmed)))
    return `write ${trimmed} without quotes: this field takes a number, not text`;
  if (expected === 'boolean' && (trimmed === 'true' || trimmed === 'false'))
    return `write ${trimmed} without quotes: this field takes true or false, not text`;
  return undefined;
}

function dateMessage(value: unknown): string {
  const shape = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return shape
    ? `${describeValue(value)} is not a real date: write YYYY-MM-DD with a month 01–12 and a day that month has`
    : `${describeValue(value)} is not a date written YYYY-MM-DD, e.g. "2025-01-10"`;
}

/** The description editors see on hover for the field at `path`, from its schema's metadata. */
function descriptionAt(root: AnyZod, path: JsonPath, data: unknown): string | undefined {
  const parent = schemaAt(root, path.slice(0, -1), data);
  const key = path[path.length - 1];
  if (!parent) return undefined;
  const d = def(parent);
  let field: AnyZod | undefined =
    d.type === 'object' && typeof key === 'string'
      ? (d.shape as Record<string, AnyZod>)[key]
      : d.type === 'array'
        ? (d.element as AnyZod)
        : d.type === 'record'
          ? (d.valueType as AnyZod)
          : undefined;
  // Metadata may sit on any wrapper (optional, default) or on the inner schema.
  for (let i = 0; field && i < 10; i++) {
    const description = z.globalRegistry.get(field as never)?.description;
    if (description) return description;
    const fd = def(field);
    field = (fd.innerType ?? (fd.type === 'pipe' ? fd.in : undefined)) as AnyZod | undefined;
  }
  return undefined;
}
