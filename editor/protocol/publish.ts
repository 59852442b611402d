// The server makes these and the editor's page shows them: here, so neither reads the other's folder.

import type { Conflict } from './conflict';

/** What Publish would do now, for its dialog. */
export interface PublishDraft {
  available: boolean;
  /** Why publishing is impossible here (not a git repository, no branch). */
  reason?: string;
  /** A message from the changes since the last commit, in words ("About Us: hero heading"). */
  message: string;
  /** The files the commit would hold, from the top of the repository. */
  files: string[];
  /** The branch pushed to (origin/main), if there is one. */
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
  /** The commit made (short hash), if one was. */
  commit?: string;
  pushed: boolean;
  /** What came in from the remote when it had moved on. */
  cameIn?: string[];
  /** Values both changed: choose, then publish again with the choices. */
  conflicts?: PublishConflict[];
}
