import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { EditorProblem, ImageInfo } from '../../protocol/api-types';
import type { DataPath } from '../../protocol/data-path';
import type { Removals } from '../pictures/use-removals';

export interface ChangeOptions {
  /** Changes with the same group in quick succession are one undo step (typing). */
  group?: string;
  /** The group is one step however long apart its changes are (an edit in the preview). */
  hold?: boolean;
  /** What the live region says. */
  say?: string;
}

export interface FieldsContextValue {
  change(path: DataPath, value: unknown, options?: ChangeOptions): void;
  problemsAt(path: DataPath): EditorProblem[];
  images: ImageInfo[];
  /** The site as edited now (where each picture is used, for the picture library). */
  data: unknown;
  /** Uploads to delete with the next save. */
  removals: Removals;
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

export interface FieldProps {
  /** The field's name as written in site.json (and in the docs). */
  name: string;
  /** The words shown instead of the schema's title (a list item, a translation, an entry). */
  label?: string;
  path: DataPath;
  schema: z.core.$ZodType;
  value: unknown;
}

/**
 * Draws the control for a nested value. Objects and lists render their members through it
 * rather than importing Field, which imports them: the field modules stay free of import cycles.
 */
export type RenderField = (props: FieldProps & { key?: string }) => ReactNode;

export const NestedFieldContext = createContext<RenderField | null>(null);

export function useNestedField(): RenderField {
  const value = useContext(NestedFieldContext);
  if (!value)
    throw new Error('useNestedField() must be used inside <NestedFieldContext.Provider>.');
  return value;
}

/** The language of the text a field edits, when it is a translation (no hint repeated). */
export const FieldLanguageContext = createContext<string | undefined>(undefined);
