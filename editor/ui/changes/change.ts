import type { Place } from '../place';

/** A change as the undo stack records it (less its time): the new data and what to announce. */
export interface Change {
  data: unknown;
  /** Where the editor stands afterwards; without it, where it stood. */
  place?: Place;
  /** Changes with the same group in quick succession are one undo step (typing). */
  group?: string;
  /** The group is one step however long apart its changes are. */
  hold?: boolean;
  say: string;
}

/** A change to the site's structure moves the editor to what it changed. */
export interface SiteChange extends Change {
  place: Place;
}
