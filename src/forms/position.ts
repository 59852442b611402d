import type { Choice, FieldConfig, FormConfig } from '../content/form-config';

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every opening a choice field offers, across its groups. */
export const choicesOf = (field: FieldConfig | undefined): Choice[] =>
  field?.groups?.flatMap((group) => group.choices) ?? [];

/** The choice field the page address fills, if the form has one. */
export function positionField(form: FormConfig): FieldConfig | undefined {
  const name = form.context?.field;
  return form.fields.find((f) => f.name === name && f.kind === 'select');
}

/**
 * The opening the address names: by its id (the links of this site), else by its title as the
 * page shows it (older links carried the title); none for an unknown value, or for a title two
 * openings share, which only the visitor can tell apart. The value is never shown.
 */
export function choiceNamed(choices: readonly Choice[], raw: string | null): Choice | undefined {
  const asked = normal(raw ?? '');
  if (!asked) return undefined;
  const byId = choices.find((c) => c.id === asked);
  if (byId) return byId;
  const byTitle = choices.filter((c) => normal(c.label) === asked);
  return byTitle.length === 1 ? byTitle[0] : undefined;
}

export const fillPosition = (template: string, position: string) =>
  template.replaceAll('{position}', () => position);

/** The form's heading: naming the chosen opening (its value), else the words for none. */
export function formTitle(form: FormConfig, chosen: string): string {
  if (!form.context || !form.title.includes('{position}')) return form.title;
  return chosen ? fillPosition(form.title, chosen) : form.context.title;
}

/** The e-mail subject sent: naming the chosen opening, else the subject for none. */
export function formSubject(form: FormConfig, chosen: string): string | undefined {
  if (!form.subject) return undefined;
  if (!form.context || !form.subject.includes('{position}')) return form.subject;
  return chosen ? fillPosition(form.subject, chosen) : form.context.subject;
}
