import { createContext, useContext } from 'react';
import type { EditorProblem } from '../../api-types';
import type { ImageInfo } from '../../lib/images';
import type { DataPath } from '../../problem-path';

export interface ChangeOptions {
  /** Changes with the same group in quick succession are one undo step (typing). */
  group?: string;
  /** What the live region says. */
  say?: string;
}

export interface FieldsContextValue {
  change(path: DataPath, value: unknown, options?: ChangeOptions): void;
  problemsAt(path: DataPath): EditorProblem[];
  images: ImageInfo[];
  /** Every page's address, suggested in link fields. */
  pagePaths: string[];
  /** The field a problem was chosen for: named entries show the one that holds it. */
  focusPath: DataPath | null;
}

export const FieldsContext = createContext<FieldsContextValue | null>(null);

export function useFields(): FieldsContextValue {
  const value = useContext(FieldsContext);
  if (!value) throw new Error('useFields() must be used inside <FieldsContext.Provider>.');
  return value;
}

/** The element id of a field's control, so a problem in the list can move focus to it. */
export const idFor = (path: DataPath) =>
  `field-${path.map((part) => String(part).replace(/[^\w-]/g, '_')).join('.')}`;
