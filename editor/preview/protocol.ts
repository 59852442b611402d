/** Which page of the site a view shows. */
export type Target =
  { kind: 'page'; index: number } | { kind: 'post'; index: number } | { kind: 'not-found' };

/** Editor → preview. */
export type ToPreview = {
  type: 'render';
  /** Increases with every change, so the editor can tell when its change is on screen. */
  seq: number;
  data: unknown;
  target: Target;
  selected: number | null;
};

/** Preview → editor. */
export type FromPreview =
  | { type: 'ready' }
  | { type: 'rendered'; seq: number; problem?: string }
  | { type: 'select'; index: number };

/** Messages are accepted only from the same origin and the expected window, both ways. */
export function trusted(event: MessageEvent, from: Window | null | undefined): boolean {
  return event.origin === window.location.origin && from != null && event.source === from;
}
