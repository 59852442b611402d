import type { Consent } from '../schema/forms/consent';
import type { Field } from '../schema/forms/fields';
import type { Form } from '../schema/forms/form';
import { parseInline, type InlinePart } from './links';
import type { ResolveContext } from './resolve-context';
import type { Answers } from '../sections/define-section';

/** One opening a choice field offers: its id, the words shown, and what is sent. */
export interface Choice {
  id: string;
  /** The opening's title, as the list shows it under its group. */
  label: string;
  /** The title with its kind, e.g. "IT Services (internship)": sent, and shown once chosen. */
  value: string;
}

export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

/** A field as a form component receives it: a choice field with its openings in place. */
export type FieldConfig = Field & { groups?: ChoiceGroup[] };

/** A form's notice and consent, the notice's paragraphs parsed into their parts here, once. */
export type ConsentConfig = Omit<Consent, 'notice'> & { notice: InlinePart[][] };

/**
 * What a form component receives: the form with its name, environment overrides applied, its
 * choice fields' openings in place, its notice parsed, and the absolute address the service
 * sends a scriptless visitor to (it would resolve a relative one against its own origin).
 */
export type FormConfig = Omit<Form, 'fields' | 'consent'> & {
  id: string;
  redirectUrl?: string;
  fields: FieldConfig[];
  consent?: ConsentConfig;
};

/** A choice field's openings, grouped as written, each sent as its title with its kind. */
function withChoices(field: Field, ctx: ResolveContext): FieldConfig {
  if (field.kind !== 'select' || !field.choices) return field;
  const { choices, ...rest } = field;
  return {
    ...rest,
    groups: choices.map((group) => ({
      label: group.label,
      choices: ctx.openings(group.collection).map((job) => ({
        id: job.id,
        label: job.title,
        value: `${job.title} (${group.kind})`,
      })),
    })),
  };
}

/**
 * The form a section renders: its name, its choice fields' openings in place, its notice
 * parsed, and its redirect made absolute against the site's address.
 */
export function formConfig(form: Form, id: string, ctx: ResolveContext): FormConfig {
  const redirect = form.transport.redirect;
  return {
    ...form,
    id,
    fields: form.fields.map((field) => withChoices(field, ctx)),
    consent: form.consent && { ...form.consent, notice: form.consent.notice.map(parseInline) },
    redirectUrl: redirect ? new URL(redirect, ctx.siteUrl).href : undefined,
  };
}

/**
 * How a form answers a visitor (see Answers): the browser checks and posts it without script,
 * but only its code puts back the draft a visitor left, which it must do before they look.
 */
export const formAnswers = (form: Pick<FormConfig, 'keepDraft'>): Answers =>
  form.keepDraft ? 'script' : 'html';
