import type { z } from 'zod';
import { descriptionAt, keysOf, schemaAt, type Schema } from '../schema/introspect';
import type { JsonPath } from '../base/problem';
import { didYouMean } from '../base/suggest';

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
export function explainIssue(issue: z.core.$ZodIssue, root: Schema, data: unknown): Located[] {
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
      const shape = known ? keysOf(known) : [];
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
