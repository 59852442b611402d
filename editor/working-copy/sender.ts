import type { SiteBody } from '../protocol/api-types';
import { patchBetween } from '../lib/value-patch';

/**
 * How the editor's page names the site it holds to its server: as the values replaced since a
 * copy the server keeps (editor/working-copy/copies.ts), found by the identity walk the preview
 * uses, so a keystroke's request is the same few bytes on a site of any size. The whole site
 * is sent only when the server holds no copy of it yet, or more than `limit` values changed.
 */
export function createSender(limit = 1000) {
  let held: { data: unknown; id: string } | null = null;
  return {
    /** The server keeps `data` as copy `id` (said by its answer to load, check, diff or save). */
    held(data: unknown, id: string) {
      held = { data, id };
    },
    /** The server no longer keeps the copy named last (it was restarted). */
    forget() {
      held = null;
    },
    body(data: unknown): SiteBody {
      const patch = held ? patchBetween(held.data, data, limit) : undefined;
      return held && patch ? { base: held.id, patch } : { data };
    },
  };
}
