// Fetched once the form is live (drafts are restored after hydration, never during it), not with
// the page: its first render carries what drawing the form takes.
import { CONSENT_FIELD, CONSENT_GIVEN } from '../base/consent';
import type { FormConfig } from '../content/form-config';
import { choicesOf } from './position';
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

/** What a draft keeps of the values: no file, which cannot be put back into its input. */
export function draftOf(form: FormConfig, values: Values): Values {
  const files = new Set(form.fields.filter((f) => f.kind === 'file').map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !files.has(name)));
}

/**
 * The values of a draft this form can take back: those of its typed fields and its consent box,
 * and of a choice only one it offers (a draft written on the other language's page names it in
 * that language).
 */
export function fromDraft(form: FormConfig, draft: Values): Values {
  const taken: Values = {};
  for (const field of form.fields) {
    const value = draft[field.name];
    if (value === undefined || field.kind === 'file' || field.kind === 'hidden') continue;
    if (field.kind === 'select' && !choicesOf(field).some((c) => c.value === value)) continue;
    taken[field.name] = value;
  }
  if (form.consent && draft[CONSENT_FIELD] === CONSENT_GIVEN) taken[CONSENT_FIELD] = CONSENT_GIVEN;
  return taken;
}

/** The draft's values for what is still empty: what the visitor or the address gave is newer. */
export function underneath(current: Values, draft: Values): Values {
  return { ...current, ...Object.fromEntries(Object.entries(draft).filter(([n]) => !current[n])) };
}
