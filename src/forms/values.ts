import { CONSENT_FIELD } from '../base/consent';
import type { FormConfig } from '../content/form-config';
import type { Control } from './FieldView';
import type { Values } from './validate';

/** Every value of a form, empty: its visible fields, and the consent box when it has one. */
export const emptyValues = (form: FormConfig): Values => ({
  ...Object.fromEntries(form.fields.filter((f) => f.kind !== 'hidden').map((f) => [f.name, ''])),
  ...(form.consent ? { [CONSENT_FIELD]: '' } : {}),
});

/** What the visitor entered into the served HTML before the app took the form over. */
export function enteredBefore(controls: Map<string, Control>): Values {
  const entered: Values = {};
  for (const [name, control] of controls) {
    const value =
      control instanceof HTMLInputElement && control.type === 'checkbox'
        ? control.checked
          ? control.value
          : ''
        : control.value;
    if (value !== '') entered[name] = value;
  }
  return entered;
}
