import type { JsonPath } from '../../base/problem';

/** Visits every string in the data with its path and the key it sits under. */
export function walkStrings(
  value: unknown,
  path: JsonPath,
  visit: (text: string, path: JsonPath, key: string | number | undefined) => void,
) {
  if (typeof value === 'string') visit(value, path, path[path.length - 1]);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, [...path, i], visit));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...path, key], visit);
  }
}
