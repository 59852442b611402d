import type { SiteLanguage } from '../../src/base/languages';
import type { DataPath } from '../protocol/data-path';
import type { TextEdit } from './in-place';
import type { Change } from '../protocol/api-types';

/** Which page of the site a view shows. */
export type Target =
  { kind: 'page'; index: number } | { kind: 'post'; index: number } | { kind: 'not-found' };

/** Editor → preview. */
export type ToPreview =
  | RenderMessage
  /** The check's errors, by field: shown under a text being edited in place. */
  | { type: 'problems'; problems: { path: DataPath; message: string }[] }
  /** How much smaller than its true size the page is shown: the editor's notes and toolbar in
   *  the page are drawn at their true size. */
  | { type: 'scale'; scale: number };

type RenderMessage =
  /** The whole data (the first render), or what changed since the last render's data. */
  ({ data: unknown } | { patch: Change[] }) & {
    type: 'render';
    /** Increases with every change, so the editor can tell when its change is on screen. */
    seq: number;
    target: Target;
    selected: number | null;
    /** The language the page is drawn in (texts without a current translation stay English). */
    lang: SiteLanguage;
  };

/** Preview → editor. */
export type FromPreview =
  | { type: 'ready' }
  | { type: 'rendered'; seq: number; problem?: string }
  | { type: 'select'; index: number }
  /** A text edited in place: each keystroke, then kept (commit) or put back (cancel). */
  | ({ type: 'edit-text' } & TextEdit);

/** Messages are accepted only from the same origin and the expected window, both ways. */
export function trusted(event: MessageEvent, from: Window | null | undefined): boolean {
  return event.origin === window.location.origin && from != null && event.source === from;
}
