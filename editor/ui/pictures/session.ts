import { useSyncExternalStore } from 'react';
import type { ImageInfo } from '../../protocol/api-types';

// Pictures uploaded and deleted since the editor loaded the list of files: the library offers
// an upload at once (in any field) and no longer offers a deleted one, without asking again.
let state: { uploaded: readonly ImageInfo[]; deleted: ReadonlySet<string> } = {
  uploaded: [],
  deleted: new Set(),
};
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  for (const listener of listeners) listener();
};

export const rememberUpload = (image: ImageInfo) =>
  set({ ...state, uploaded: [...state.uploaded.filter((i) => i.src !== image.src), image] });

export const rememberDeleted = (srcs: readonly string[]) =>
  set({ ...state, deleted: new Set([...state.deleted, ...srcs]) });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The uploads and deletions of this session, updated as they happen. */
export const useSessionPictures = () => useSyncExternalStore(subscribe, () => state);
