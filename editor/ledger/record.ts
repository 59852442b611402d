import { parsed } from '../git/sites';
import type { Saver } from '../merge/saved-changes';
import type { Ledger } from './ledger';

/** Versions of the file's data kept to tell what a save changed (the ones editors have open). */
const KEPT = 4;

/**
 * What the server tells the ledger: each save as the data before and after it (the data an
 * editor loaded or saved is kept by version, so a save costs no parse of the file), and a
 * change made to the file by hand, which moves the ledger's places along but is no one's.
 */
export function createSaveRecord(ledger: Ledger, version: string, text: string) {
  const known = new Map<string, unknown>();
  const know = (at: string, data: unknown) => {
    known.delete(at);
    known.set(at, data);
    for (const oldest of known.keys()) if (known.size > KEPT) known.delete(oldest);
  };
  const start = parsed(text);
  if (start !== undefined) know(version, start);
  return {
    /** The file's version `at` holds `data` (an editor loaded it). */
    known: know,
    /** `by` saved `data` over the file's text `disk` (version `base`); it is now `version`. */
    async saved(
      save: { base: string; disk: string; version: string; data: unknown },
      by: Saver | undefined,
    ) {
      const before = known.get(save.base) ?? parsed(save.disk);
      know(save.version, save.data);
      if (before !== undefined) await ledger.record(before, save.data, by);
    },
    /** The file went from version `from` to `to` (`text`) on disk; `own`: the editor wrote it. */
    changedOnDisk(from: string, to: string, text: string, own: boolean) {
      const data = parsed(text);
      if (data === undefined) return;
      const before = known.get(from);
      know(to, data);
      // A publish moved the ledger's places itself when it wrote the file.
      if (!own && before !== undefined) void ledger.follow(before, data);
    },
  };
}
