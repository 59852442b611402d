// The page, its preview and the server all name a value by its path, so paths sit below all three.

/** A JSON path as an array: the form the editor's fields are addressed by. */
export type DataPath = (string | number)[];

/** The path as a stable key (for maps of problems by field). */
export const pathKey = (path: DataPath): string => JSON.stringify(path);

/** The value at `path` in plain JSON data. */
export function getIn(data: unknown, path: DataPath): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** A copy of `data` with `value` at `path` (copying only the containers on the way); undefined removes a field. */
export function setIn(data: unknown, path: DataPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...DataPath];
  if (Array.isArray(data)) {
    const copy = data.slice();
    copy[head as number] = setIn(data[head as number], rest, value);
    return copy;
  }
  const object = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const next = setIn(object[head], rest, value);
  const copy = { ...object };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** A copy of `data` with the list at `path` changed by `change`. */
export function updateList(
  data: unknown,
  path: DataPath,
  change: (list: unknown[]) => unknown[],
): unknown {
  const list = getIn(data, path);
  return setIn(data, path, change(Array.isArray(list) ? list.slice() : []));
}

export function move<T>(list: T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

export const samePath = (a: DataPath, b: DataPath) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

export const startsWith = (path: DataPath, prefix: DataPath) =>
  prefix.length <= path.length && prefix.every((part, i) => part === path[i]);
