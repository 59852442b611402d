// A merge's conflicts reach the editor's page from its own disk merges and from the server's
// publish, and the page's choices go back with a publish: one shape for all three.

import type { DataPath } from './data-path';

export type Side = 'ours' | 'theirs';

/** The same value changed on both sides, differently. `undefined` is a removed value. */
export interface Conflict {
  /** Stable across merges of the same three values: the key a choice is given under. */
  id: string;
  /** Where it is in the merged value (or in the side that still has it). */
  path: DataPath;
  base: unknown;
  ours: unknown;
  theirs: unknown;
}

/** Which side each conflict keeps, by conflict id; an unchosen conflict keeps ours. */
export type Choices = Readonly<Record<string, Side>>;
