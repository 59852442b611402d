import type { HistoryEntry } from '../../protocol/history';
import type { Change } from '../changes/change';
import { setIn } from '../../protocol/data-path';
import type { Place } from '../place';
import { pathOf, type Scope } from './subject-of';
import { absoluteTime } from './when';

/**
 * Puts the version a commit left back in place of the page or section as it is now: one
 * ordinary change, so it is unsaved until saved and Undo takes it back.
 */
export function restoreVersion(
  data: unknown,
  place: Place,
  scope: Scope,
  entry: HistoryEntry,
  what: string,
): Change {
  return {
    data: setIn(data, pathOf(place, scope), structuredClone(entry.value)),
    place: { ...place, panel: scope === 'page' ? 'settings' : 'section' },
    say: `Restored ${what} as it was on ${absoluteTime(entry.time)} (“${entry.message}”). Not saved yet: Undo takes it back.`,
  };
}
