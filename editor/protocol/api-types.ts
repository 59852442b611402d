// What the editor's page and its server send each other over the JSON API. The shapes sit here,
// below both sides, so neither imports the other's folder to know what it receives.

import type { DataPath } from './data-path';
import type { ChangesInWords } from './changes';

/** One value replaced at a path of the data (undefined: the field is removed). */
export interface Replacement {
  path: DataPath;
  value: unknown;
}

/** Items removed from and put into the list at `path`, as Array.prototype.splice does. */
export interface Splice {
  path: DataPath;
  at: number;
  remove: number;
  insert: unknown[];
}

export type Change = Replacement | Splice;

/**
 * The site a check, diff, save or draft is about: the values replaced since a copy the server
 * keeps (`base`, named by an earlier answer's `copy`), or the whole site.
 */
export type SiteBody = { base: string; patch: Change[] } | { data: unknown };

/** The name of the server's copy of the site an answer was about, for the next patch. */
export interface CopyName {
  copy?: string;
}

/** One problem of the check, as `npm run validate` prints it, plus its path as an array. */
export interface EditorProblem {
  line: number;
  column: number;
  path: string;
  at: DataPath;
  message: string;
  severity: 'error' | 'warning';
}

export interface ImageInfo {
  src: string /* "/images/x.svg" */;
  width: number;
  height: number;
}

export interface LoadResponse extends CopyName {
  file: string;
  data: unknown;
  version: string;
  /** Only for a file that is not JSON; the editor checks a readable one after it opens. */
  problems?: EditorProblem[];
  images: ImageInfo[];
}

/** A picture the editor stored in public/uploads/, as an image field takes it. */
export interface UploadResponse {
  src: string;
  width: number;
  height: number;
  /** Its dominant colour, shown while the photo loads. */
  color: string;
}

export interface CheckResponse extends CopyName {
  /** Absent when a later check of the same editor came before this one ran (`superseded`). */
  problems?: EditorProblem[];
  superseded?: true;
}

/** A unified diff (with 3 lines of context) of two texts, as lines for the Changes view. */
export interface DiffLine {
  kind: 'context' | 'add' | 'remove' | 'hunk';
  text: string;
  oldLine?: number;
  newLine?: number;
}

export interface DiffResponse extends CopyName {
  /** The changes in words; absent when the file on disk is not readable as the site. */
  changes?: ChangesInWords;
  /** The same changes as lines of the file, for developers. */
  lines: DiffLine[];
  /** Uploads the save would delete (asked for in the request's `remove`), by address. */
  removed?: string[];
  minimal: boolean;
  note?: string;
}

export type SaveResponse = CopyName &
  (
    | { ok: true; version: string; minimal: boolean; note?: string; problems: EditorProblem[] }
    | { ok: false; reason: 'changed-on-disk'; diskVersion: string }
    | { ok: false; reason: 'invalid'; problems: EditorProblem[] }
  );

/** Sent on the events stream whenever the file on disk changes. */
export interface DiskEvent {
  version: string;
  /** Who made this version, when a signed-in person saved it in the editor. */
  by?: string;
}

/** Who is signed in, as the rest of the editor may know it (no password). */
export interface Account {
  email: string;
  name: string;
}
