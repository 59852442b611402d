import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { todayIso } from '../../src/content/check/jobs';

/**
 * What the check reads besides the text: every file under public/ (whether a named asset is
 * there, a picture's size, the uploads), as its path, size and time of change. Stat calls only:
 * milliseconds for a site's few hundred files, where the check takes a second.
 */
function publicState(publicDir: string): string {
  const hash = createHash('sha256');
  let entries: string[];
  try {
    entries = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    return 'none';
  }
  for (const entry of entries) {
    const path = join(publicDir, entry);
    try {
      const stats = statSync(path);
      hash.update(`${entry}\0${stats.isFile() ? stats.size : '-'}\0${stats.mtimeMs}\n`);
    } catch {
      // gone between the listing and its stat: the next listing says so
    }
  }
  return hash.digest('hex');
}

/**
 * `check` of a site.json text, answered from memory when the same text was checked while
 * public/ was as it is now, on the same day (a job whose closing date has passed is warned
 * about from the next day: `today` gives the check's date). A save checks the text the editor's
 * page checked a moment before (its Save waits for that check), an opened file was checked when
 * the editor started, and undo returns to texts checked before: on a large site each of those
 * checks took the site's thread seconds, and a save queued behind them. The last `keep` texts
 * are remembered.
 */
export function rememberedCheck<T>(
  check: (text: string) => T,
  publicDir: string,
  { keep = 4, today = todayIso }: { keep?: number; today?: () => string } = {},
): (text: string) => T {
  const known: { text: string; state: string; answer: T }[] = [];
  return (text) => {
    const state = `${today()} ${publicState(publicDir)}`;
    const index = known.findIndex((k) => k.text === text && k.state === state);
    const found = index >= 0 ? known.splice(index, 1)[0]! : { text, state, answer: check(text) };
    known.unshift(found);
    known.length = Math.min(known.length, keep);
    return found.answer;
  };
}
