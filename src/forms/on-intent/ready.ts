import type { Dispatch, SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { CONSENT_FIELD, CONSENT_GIVEN } from '../../base/consent';
import type { FormConfig } from '../../content/form-config';
import type { Control } from '../FieldView';
import { validate, type Errors, type Files, type Values } from '../validate';

/** What the form shows of the checks. */
export interface Shown {
  setErrors: (errors: Errors) => void;
  clearOutcome: () => void;
  setValues: Dispatch<SetStateAction<Values>>;
}

/** The file chosen in each file field of the form. */
function chosenFiles(form: FormConfig, controls: Map<string, Control>): Files {
  const files: Files = {};
  for (const field of form.fields) {
    const control = controls.get(field.name);
    const file = control instanceof HTMLInputElement ? control.files?.[0] : undefined;
    if (field.kind === 'file' && file) files[field.name] = file;
  }
  return files;
}

/** Whether the values may be sent; if not, the first problem is shown and focused. */
export function readyToSend(
  element: HTMLFormElement,
  form: FormConfig,
  values: Values,
  controls: Map<string, Control>,
  shown: Shown,
): boolean {
  const files = chosenFiles(form, controls);
  if (form.validation === 'custom') {
    const found = validate(form.fields, values, files);
    const unticked = form.consent && values[CONSENT_FIELD] !== CONSENT_GIVEN;
    if (unticked && form.consent?.message) found[CONSENT_FIELD] = form.consent.message;
    shown.setErrors(found);
    const firstInvalid = [...form.fields.map((f) => f.name), CONSENT_FIELD].find(
      (name) => found[name],
    );
    if (firstInvalid) {
      shown.clearOutcome();
      controls.get(firstInvalid)?.focus();
      return false;
    }
    // A box without words of its own is left to the browser's message.
    return !unticked || (controls.get(CONSENT_FIELD)?.reportValidity() ?? true);
  }
  // The browser's "required" takes spaces for an answer: empty such a field and let the
  // browser say what it says about an empty one.
  const blank = form.fields.filter(
    (f) => f.rules.some((r) => r.kind === 'required') && values[f.name]?.trim() === '',
  );
  if (blank.length > 0) {
    flushSync(() =>
      shown.setValues((current) => ({
        ...current,
        ...Object.fromEntries(blank.map((f) => [f.name, ''])),
      })),
    );
    element.reportValidity();
    return false;
  }
  // No attribute checks a file's type or size: the rules' messages become the browser's.
  const fileProblems = validate(
    form.fields.filter((f) => f.kind === 'file'),
    values,
    files,
  );
  for (const [name, message] of Object.entries(fileProblems)) {
    const control = controls.get(name);
    if (control instanceof HTMLInputElement && message) control.setCustomValidity(message);
  }
  return Object.keys(fileProblems).length === 0 || element.reportValidity();
}
