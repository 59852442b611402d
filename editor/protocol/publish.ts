// The server makes these and the editor's page shows them: here, so neither reads the other's folder.

import type { Conflict } from './conflict';

/** What Publish would do now, for its dialog. */
export interface PublishDraft {
  available: boolean;
  /** Why publishing is impossible here, in words. */
  reason?: string;
  /** The same for developers (not a git repository, no branch). */
  developers?: string;
  /** A message from your own changes (unsaved ones included), in words ("About Us: hero heading"). */
  message: string;
  /** Your own saved and unsaved changes not yet published, in words. */
  mine: string[];
  /** What colleagues saved and have not published, by person: stays unless "everything". */
  others: { name: string; changes: string[] }[];
  /** Changes to site.json no one made in the editor (by hand on disk): only with "everything". */
  outside: string[];
  /** The files Publish would commit, from the top of the repository; `everything` for all. */
  files: { mine: string[]; everything: string[] };
  /** The check's warnings about hosts the published site did not use, for either choice. */
  warnings: { mine: string[]; everything: string[] };
  /** The branch pushed to (origin/main), if there is one: for developers. */
  upstream?: string;
}

/** A value changed here and in what someone else published: where, in words, and both values. */
export interface PublishConflict extends Conflict {
  where: string;
}

export interface PublishResult {
  ok: boolean;
  /** What happened, in a sentence: shown and announced. */
  said: string;
  /** What happened in git's terms (the commit, the branch, git's own message), for developers. */
  developers?: string;
  /** The commit made (short hash), if one was. */
  commit?: string;
  /** The same commit in full: what the live site's version.json is compared with. */
  version?: string;
  pushed: boolean;
  /** What came in from the remote when it had moved on. */
  cameIn?: string[];
  /** Values both changed ("Publish everything" only): choose, then publish again with the choices. */
  conflicts?: PublishConflict[];
}

/** What the live site says of a published version, asked by the editor's server. */
export type LiveState =
  | { state: 'live'; builtAt: string }
  | { state: 'waiting' }
  | { state: 'unknown'; reason: string; developers?: string };
