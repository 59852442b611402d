import type { DataPath } from './problem-path';
import type { DiffLine } from './lib/text-diff';
import type { ImageInfo } from './lib/images';
import type { Change } from './lib/value-patch';

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

export interface DiffResponse extends CopyName {
  lines: DiffLine[];
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
}
