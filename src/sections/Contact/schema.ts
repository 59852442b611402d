import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { HttpsUrl, Slug, Text } from '../../schema/primitives';
import type { FormConfig } from '../Form/schema';

export const SocialSchema = z
  .strictObject({
    network: z
      .enum(['facebook', 'linkedin', 'instagram', 'x', 'youtube'])
      .meta({ description: 'Which icon to show.' }),
    label: Text.meta({ description: 'Accessible name, e.g. "Arogya Infotech on Facebook".' }),
    href: HttpsUrl,
  })
  .meta({ id: 'Social' });

export const ContactSchema = z
  .strictObject({
    type: sectionType('contact', 'Contact details, social links, a map and a form.'),
    ...sectionBase,
    heading: Text,
    intro: Text,
    labels: z
      .strictObject({ email: Text, phone: Text, address: Text })
      .meta({ description: 'Headings of the three contact details.' }),
    socials: z.array(SocialSchema).default([]),
    form: Slug.optional().meta({ description: 'A form from "forms", shown beside the details.' }),
    map: z
      .strictObject({
        src: HttpsUrl.meta({ description: 'The embeddable map address (an iframe src).' }),
        title: Text.meta({ description: 'Accessible name of the map frame.' }),
      })
      .optional(),
  })
  .meta({
    id: 'ContactSection',
    title: 'contact',
    description:
      'The e-mail, phone and address from "contact", round social links, an optional form and an embedded map.',
  });

export const contact = defineSection(ContactSchema, ({ form, ...section }, ctx) => {
  const found = form ? ctx.form(form, ['form']) : undefined;
  return {
    ...section,
    details: ctx.contact,
    form: found && form ? ({ ...found, id: form } satisfies FormConfig) : undefined,
  };
});
export type ContactProps = ReturnType<typeof contact.resolve>;
