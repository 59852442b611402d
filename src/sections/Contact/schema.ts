import { z } from 'zod';
import { heading, requiredIntro, sectionBase, sectionType } from '../section-schema';
import { HttpsUrl, Slug, Text, translated } from '../../schema/primitives';

export const SocialSchema = z
  .strictObject({
    network: z.enum(['facebook', 'linkedin', 'instagram', 'x', 'youtube']).meta({
      title: 'Network',
      description: 'Which icon to show.',
      choiceTitles: {
        facebook: 'Facebook',
        linkedin: 'LinkedIn',
        instagram: 'Instagram',
        x: 'X (formerly Twitter)',
        youtube: 'YouTube',
      },
    }),
    label: Text.meta({
      title: 'Label',
      description: 'Accessible name, e.g. "Arogya Infotech on Facebook".',
    }),
    href: HttpsUrl.meta({ title: 'Link', description: 'The profile address (https:).' }),
    ...translated,
  })
  .meta({
    title: 'Social profile',
    id: 'Social',
    description: 'A link to a social profile, shown as a round icon.',
  });

export const ContactSchema = z
  .strictObject({
    type: sectionType('contact', 'Contact details, social links, a map and a form.'),
    ...sectionBase,
    ...heading(),
    ...requiredIntro,
    labels: z
      .strictObject({
        email: Text.meta({
          title: 'Email',
          description: 'Heading of the e-mail address, e.g. "Email us".',
        }),
        phone: Text.meta({
          title: 'Phone',
          description: 'Heading of the phone number, e.g. "Call us".',
        }),
        address: Text.meta({
          title: 'Address',
          description: 'Heading of the postal address, e.g. "Visit us".',
        }),
        whatsapp: Text.optional().meta({
          title: 'WhatsApp',
          description:
            'Heading of the WhatsApp chat link, e.g. "Chat on WhatsApp", shown when the contact details have a WhatsApp number.',
        }),
        ...translated,
      })
      .meta({ title: 'Labels', description: 'Headings of the contact details.' }),
    socials: z.array(SocialSchema).default([]).meta({
      title: 'Social profiles',
      description: 'Social profile links, shown as round icons.',
    }),
    form: Slug.optional().meta({
      title: 'Form',
      description: 'A form from "forms", shown beside the details.',
    }),
    map: z
      .strictObject({
        src: HttpsUrl.meta({
          title: 'Map address',
          description: 'The embeddable map address (an iframe src).',
        }),
        title: Text.meta({ title: 'Title', description: 'Accessible name of the map frame.' }),
        ...translated,
      })
      .optional()
      .meta({ title: 'Map', description: 'An embedded map of the address.' }),
    ...translated,
  })
  .meta({
    title: 'Contact details',
    id: 'ContactSection',
    description:
      'The e-mail, phone, WhatsApp and address from the site’s contact details, round social links, an optional form and an embedded map. Use it once, on the contact page.',
    examples: [
      {
        type: 'contact',
        heading: 'Get in Touch',
        intro: 'Email or phone our team, or send us a message with the form.',
        labels: { email: 'Email us', phone: 'Call us', address: 'Visit us' },
        form: 'contact',
      },
    ],
  });
