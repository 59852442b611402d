import { z } from 'zod';
import { SiteSchema, type Site } from '../../schema/site';
import type { JsonPath } from '../../base/problem';
import { fieldAt, metaOf, nodeOf, schemaAt, unwrap } from '../../schema/introspect';

type Mutable = Record<string | number, unknown>;

/** What the schema accepts once the parts it refuses are set aside, so the other checks can run. */
export interface Repaired {
  site?: Site;
  /** Where the data was changed (in the file's own paths): problems found there are not real. */
  touched: JsonPath[];
  /** Maps a path of the repaired data back to the file's path. */
  original(path: JsonPath): JsonPath;
  /** Addresses of pages set aside: they are still in the file, so links to them are fine. */
  setAsideRoutes: string[];
}

// Stand-ins tried for a broken required value: they only let the rest of the file be checked.
const STAND_INS: unknown[] = ['x', '/', 'https://example.org', '2000-01-01', 1, true, [], {}];
const ROUNDS = 6;

/**
 * Repairs the data the way an editor would set a mistake aside: a broken optional field is
 * dropped, a broken required value gets a stand-in its schema accepts, and anything else removes
 * the nearest list item (a section, a post, a rule). Removals are remembered so every later
 * problem is reported at the file's own index.
 */
export function repair(data: unknown, firstIssues: readonly z.core.$ZodIssue[]): Repaired {
  const work = structuredClone(data);
  const removals: { array: JsonPath; index: number }[] = [];
  const touched: JsonPath[] = [];
  const setAsideRoutes: string[] = [];
  const original = (path: JsonPath): JsonPath => {
    const out = [...path];
    for (let r = removals.length - 1; r >= 0; r--) {
      const { array, index } = removals[r]!;
      const at = out[array.length];
      if (typeof at === 'number' && at >= index && array.every((part, i) => out[i] === part))
        out[array.length] = at + 1;
    }
    return out;
  };

  let issues = firstIssues;
  for (let round = 0; round < ROUNDS; round++) {
    const removeNow: JsonPath[] = [];
    for (const issue of issues) {
      const path = issue.path as JsonPath;
      if (issue.code === 'unrecognized_keys') {
        const target = valueAt(work, path) as Mutable | undefined;
        for (const key of issue.keys) {
          if (target) delete target[key];
          touched.push([...original(path), key]);
        }
        continue;
      }
      touched.push(original(path));
      if (!patch(work, path)) {
        const item = nearestItem(path);
        if (!item) return { touched, original, setAsideRoutes };
        removeNow.push(item);
      }
    }
    // Deepest and latest first, so the paths still to be removed keep their meaning.
    const unique = [...new Map(removeNow.map((p) => [JSON.stringify(p), p])).values()];
    for (const item of unique.sort(comparePaths).reverse()) {
      const array = item.slice(0, -1);
      const list = valueAt(work, array);
      if (!Array.isArray(list)) return { touched, original, setAsideRoutes };
      const [removed] = list.splice(item[item.length - 1] as number, 1) as unknown[];
      const route = (removed as { path?: unknown } | undefined)?.path;
      if (array.length === 1 && array[0] === 'pages' && typeof route === 'string')
        setAsideRoutes.push(route);
      removals.push({ array, index: item[item.length - 1] as number });
    }
    const parsed = SiteSchema.safeParse(work);
    if (parsed.success) return { site: parsed.data, touched, original, setAsideRoutes };
    issues = parsed.error.issues;
  }
  return { touched, original, setAsideRoutes };
}

function valueAt(data: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((v, k) => (v as Mutable | undefined)?.[k], data);
}

/** Drops an optional field or puts in a stand-in; false when neither fits. */
function patch(work: unknown, path: JsonPath): boolean {
  if (path.length === 0) return false;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = valueAt(work, parentPath) as Mutable | undefined;
  if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return false;
  const schema = schemaAt(SiteSchema, path, work);
  if (!schema) return false;
  const field = fieldAt(SiteSchema, path, work);
  const declared = field && unwrap(field);
  // Only a plain optional field is dropped; a defaulted one gets a stand-in, as it always has
  // (which problems the later checks report depends on it).
  if (declared?.optional && !declared.hasDefault) {
    delete parent[key];
    return true;
  }
  const fit = [...(metaOf(schema).examples ?? []), ...valuesOf(schema), ...STAND_INS].find(
    (v) => z.safeParse(schema, v).success,
  );
  if (fit === undefined) return false;
  parent[key] = structuredClone(fit);
  return true;
}

/** The allowed values of an enum or a literal, which always fit. */
function valuesOf(schema: z.core.$ZodType): unknown[] {
  const node = nodeOf(schema);
  return node.kind === 'enum' || node.kind === 'literal' ? node.values : [];
}

/** The path of the nearest list item holding `path` (the item itself when it is one). */
function nearestItem(path: JsonPath): JsonPath | undefined {
  for (let i = path.length - 1; i >= 0; i--)
    if (typeof path[i] === 'number') return path.slice(0, i + 1);
  return undefined;
}

function comparePaths(a: JsonPath, b: JsonPath): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}

/** Whether `path` is `prefix` or inside it. */
export function within(path: JsonPath, prefix: JsonPath): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => path[i] === part);
}
