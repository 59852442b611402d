import type { z } from 'zod';
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
      // A plain union: the closest branch's own problems say the most.
      const branches = (issue as { errors?: z.core.$ZodIssue[][] }).errors ?? [];
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
      const options = issue.values.map(String);
      return [
        {
          path,
          message: `${describeValue(value)} is not allowed${(typeof value === 'string' ? didYouMean(value, options) : '') || ` — expected ${options.map((o) => JSON.stringify(o)).join(' or ')}`}`,
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
      const generic = issue.message.startsWith('Invalid');
      return [
        {
          path,
          message: generic
            ? `${describeValue(valueAt(path))} is not a valid ${issue.format}`
            : issue.message,
        },
      ];
    }
    default:
      return [{ path, message: issue.message }];
  }
}
