import type { HistoryEntry } from '../../protocol/history';
import { getIn, setIn, updateList, type DataPath } from '../../protocol/data-path';

/**
 * The site as it is now with the subject as a version found it and as it left it: the change
 * named in the words the site uses today (its page's name, its section's place). Before a
 * version that added the subject, the site is without it.
 */
export function besideNow(data: unknown, at: DataPath, entry: HistoryEntry): [unknown, unknown] {
  const after = setIn(data, at, entry.value);
  if (entry.before !== undefined) return [setIn(data, at, entry.before), after];
  const index = at[at.length - 1];
  const list = at.slice(0, -1);
  const without =
    typeof index === 'number' && Array.isArray(getIn(data, list))
      ? updateList(data, list, (items) => items.filter((_, i) => i !== index))
      : setIn(data, at, undefined);
  return [without, after];
}
