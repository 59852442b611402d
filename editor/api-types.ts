import type { DataPath } from './problem-path';
import type { DiffLine } from './lib/text-diff';
import type { ImageInfo } from './lib/images';

/** One problem of the check, as `npm run validate` prints it, plus its path as an array. */
export interface EditorProblem {
  line: number;
  column: number;
  path: string;
  at: DataPath;
  message: string;
  severity: 'error' | 'warning';
}

export interface LoadResponse {
  file: string;
  text: string;
  data: unknown;
  version: string;
  problems: EditorProblem[];
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

export interface CheckResponse {
  problems: EditorProblem[];
}

export interface DiffResponse {
  lines: DiffLine[];
  minimal: boolean;
  note?: string;
}

export type SaveResponse =
  | { ok: true; version: string; minimal: boolean; note?: string; problems: EditorProblem[] }
  | { ok: false; reason: 'changed-on-disk'; diskVersion: string }
  | { ok: false; reason: 'invalid'; problems: EditorProblem[] };

/** Sent on the events stream whenever the file on disk changes. */
export interface DiskEvent {
  version: string;
}
