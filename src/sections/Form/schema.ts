import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { Slug, Text } from '../../schema/primitives';
import type { Form } from '../../schema/forms';

export const FormSectionSchema = z
  .strictObject({
    type: sectionType('form', 'A form from "forms".'),
    ...sectionBase,
    form: Slug.meta({ description: 'Name of an entry in "forms".' }),
    banner: z
      .boolean()
      .default(false)
      .meta({ description: 'Show the form title as the page banner (h1) as well.' }),
    intro: Text.optional().meta({ description: 'A sentence above the form.' }),
  })
  .meta({
    id: 'FormSection',
    title: 'form',
    description:
      'Renders a form defined in "forms"; with "banner": true its title is also the page heading. Use it for a page built around one form, e.g. /apply; on the contact page use a "contact" section instead.',
    examples: [{ type: 'form', form: 'application', banner: true }],
  });

/**
 * What a form component receives: the form with its name, environment overrides applied, and
 * the absolute address the service sends a scriptless visitor to (it would resolve a relative
 * one against its own origin).
 */
export type FormConfig = Form & { id: string; redirectUrl?: string };

export function formConfig(form: Form, id: string, siteUrl: string): FormConfig {
  const redirect = form.transport.redirect;
  return { ...form, id, redirectUrl: redirect ? new URL(redirect, siteUrl).href : undefined };
}

export const formSection = defineSection(FormSectionSchema, ({ form, ...section }, ctx) => {
  const found = ctx.form(form, ['form']);
  return { ...section, form: found ? formConfig(found, form, ctx.siteUrl) : undefined };
});
export type FormSectionProps = ReturnType<typeof formSection.resolve>;
