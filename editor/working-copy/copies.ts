import { randomUUID } from 'node:crypto';
import { Refusal } from '../refusal';
import { applyPatch, PatchMismatch } from '../lib/value-patch';
import type { Change } from '../protocol/api-types';

export interface Copy {
  /** What an editor names this copy by in its next change. */
  id: string;
  data: unknown;
  /** The copy its editor loaded, this one was made from: one editor's page, one line. */
  line: string;
}

/**
 * The versions of the site the editors' pages hold, kept by the server so a change crosses as
 * the few values it replaced (the same edits the UI makes), not as the whole site: a copy is
 * made from one before it by copying only the containers on the way to each change, so keeping
 * many costs little more than keeping one. The most recently used `limit` are kept.
 */
export function createCopies(limit = 64) {
  const copies = new Map<string, Copy>();
  const keep = (copy: Copy): Copy => {
    copies.delete(copy.id);
    copies.set(copy.id, copy);
    for (const oldest of copies.keys()) {
      if (copies.size <= limit) break;
      copies.delete(oldest);
    }
    return copy;
  };
  return {
    /**
     * Keeps `data` (a whole site as an editor holds it) as a new copy, named `id` when the
     * thread answering requests has already given the name (it answers before this one runs).
     */
    remember(data: unknown, id: string = randomUUID()): Copy {
      return keep({ id, data, line: id });
    },
    /** The copy `base` with `patch` applied, kept as a new copy. */
    derive(base: string, patch: readonly Change[]): Copy {
      const copy = copies.get(base);
      if (!copy)
        throw new Refusal(
          409,
          'The editor server no longer holds the version of the site this change was made to (it was restarted, or many edits came since).',
        );
      keep(copy);
      if (patch.length === 0) return copy;
      return keep({ id: randomUUID(), data: patched(copy.data, patch), line: copy.line });
    },
  };
}

export type Copies = ReturnType<typeof createCopies>;

/** `data` with `patch` applied; a change that does not fit the copy is the request's fault. */
function patched(data: unknown, patch: readonly Change[]): unknown {
  try {
    return applyPatch(data, patch);
  } catch (error) {
    if (error instanceof PatchMismatch) throw new Refusal(400, error.message);
    throw error;
  }
}

/**
 * Whether a check is still the newest of its line once the requests that came meanwhile are
 * read: a check keeps the site's thread busy for seconds on a large site, and the editor's page
 * needs the problems of its latest data only, so the checks typed past while one ran are not
 * run at all.
 */
export function newestOnly() {
  const newest = new Map<string, number>();
  let count = 0;
  return async (line: string): Promise<boolean> => {
    const ticket = ++count;
    newest.set(line, ticket);
    // After the requests already received are read, each having taken its own ticket.
    await new Promise((done) => setImmediate(done));
    return newest.get(line) === ticket;
  };
}
