import type { Values } from './validate';

const key = (formId: string) => `form-draft:${formId}`;

/** What was typed into a form earlier in this tab, if anything. */
export function readDraft(formId: string): Values | undefined {
  try {
    const raw = sessionStorage.getItem(key(formId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return undefined;
  }
}

/** Keeps the draft; a full or blocked storage is not the visitor's problem, so it is ignored. */
export function saveDraft(formId: string, values: Values) {
  try {
    sessionStorage.setItem(key(formId), JSON.stringify(values));
  } catch {
    // Quota exceeded or storage disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(formId: string) {
  try {
    sessionStorage.removeItem(key(formId));
  } catch {
    // Storage disabled: nothing was kept.
  }
}
