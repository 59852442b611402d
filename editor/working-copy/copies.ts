import { randomUUID } from 'node:crypto';
import { Refusal } from '../http/refusal';
import { applyPatch, type Replacement } from '../lib/value-patch';

export interface Copy {
  /** What an editor names this copy by in its next change. */
  id: string;
  data: unknown;
}

/**
 * The versions of the site the editors' pages hold, kept by the server so a change crosses as
 * the few values it replaced (the same edits the UI makes), not as the whole site: a copy is
 * made from one before it by copying only the containers on the way to each change, so keeping
 * many costs little more than keeping one. The most recently used `limit` are kept.
 */
export function createCopies(limit = 64) {
  const copies = new Map<string, unknown>();
  const keep = (id: string, data: unknown): Copy => {
    copies.delete(id);
    copies.set(id, data);
    for (const oldest of copies.keys()) {
      if (copies.size <= limit) break;
      copies.delete(oldest);
    }
    return { id, data };
  };
  return {
    /** Keeps `data` (a whole site as an editor holds it) as a new copy. */
    remember: (data: unknown): Copy => keep(randomUUID(), data),
    /** The copy `base` with `patch` applied, kept as a new copy. */
    derive(base: string, patch: readonly Replacement[]): Copy {
      if (!copies.has(base))
        throw new Refusal(
          409,
          'The editor server no longer holds the version of the site this change was made to (it was restarted, or many edits came since).',
        );
      const data = copies.get(base);
      keep(base, data);
      return patch.length === 0 ? { id: base, data } : keep(randomUUID(), applyPatch(data, patch));
    },
  };
}

export type Copies = ReturnType<typeof createCopies>;
