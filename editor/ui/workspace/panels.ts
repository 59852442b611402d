import type { Account } from '../../protocol/api-types';

/** The side panels beside the preview, each shown or folded away. */
export interface Folds {
  sections: boolean;
  fields: boolean;
}
export type SidePanel = keyof Folds;

/** What a narrow screen shows, one at a time. */
export type View = 'sections' | 'fields' | 'preview';

export const OPEN: Folds = { sections: true, fields: true };

/**
 * Where a person's panels are remembered: under their account when the editor has accounts
 * (two people sharing a browser each keep their own), else under this browser.
 */
export const foldsKey = (account: Account | null) =>
  `arogya-editor.panels.${account ? account.email.toLowerCase() : 'this-browser'}`;

/** The remembered panels, or all open when nothing (readable) was remembered. */
export function readFolds(storage: Pick<Storage, 'getItem'>, key: string): Folds {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Folds> | null;
    if (kept && typeof kept === 'object')
      return {
        sections: typeof kept.sections === 'boolean' ? kept.sections : true,
        fields: typeof kept.fields === 'boolean' ? kept.fields : true,
      };
  } catch {
    // Storage refused (private browsing) or a value not of ours: the panels open.
  }
  return OPEN;
}

export function writeFolds(storage: Pick<Storage, 'setItem'>, key: string, folds: Folds) {
  try {
    storage.setItem(key, JSON.stringify(folds));
  } catch {
    // A full or refused storage only forgets the panels; nothing else depends on it.
  }
}
