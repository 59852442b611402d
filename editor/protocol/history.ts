// The History panel shows what the server reads from git: the shapes in between.

import type { DiffLine } from './api-types';

/** A commit that changed the subject: who, when, why, the change, and the version it made. */
export interface HistoryEntry {
  commit: string;
  author: string;
  email: string;
  /** Seconds since 1970. */
  time: number;
  message: string;
  change: 'added' | 'changed';
  /** The change as lines of the file, for developers. */
  lines: DiffLine[];
  /** The subject as this commit left it (what Restore puts back). */
  value: unknown;
  /** The subject before this commit; absent when the commit added it. */
  before?: unknown;
}

/** How many entries one answer lists at most; an answer with fewer and a `next` ran out of time. */
export const HISTORY_PAGE_SIZE = 20;

export type HistoryResponse =
  | {
      kind: 'unavailable';
      message: string;
      /** The technical reason, for developers. */
      developers?: string;
    }
  | {
      kind: 'history';
      entries: HistoryEntry[];
      /** Pass back as `before` for the older entries; absent at the start of the history. */
      next?: string;
      /** Commits of the file looked through, and how many it has. */
      scanned: number;
      total: number;
    };
