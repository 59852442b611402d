import { z } from 'zod';
import { LinkSchema, Text, translated } from './primitives';

export const ContactDetailsSchema = z
  .strictObject({
    email: z.email().meta({ title: 'Email', description: 'The public e-mail address.' }),
    phone: z
      .string()
      .regex(/^\+?[\d -]{8,}$/, 'must be a phone number like "+91 98765 43210"')
      .meta({ title: 'Phone', description: 'The public phone number, e.g. "+91 98765 43210".' }),
    address: Text.meta({ title: 'Address', description: 'The postal address, on one line.' }),
    mapsHref: LinkSchema.meta({ title: 'Map link', description: 'A maps link to the address.' }),
    ...translated,
  })
  .meta({
    title: 'Contact details',
    description:
      'How to reach the company: shown by "contact" sections and named in structured data.',
  });

/** How to reach the company, as every contact section and the structured data show it. */
export type ContactDetails = z.output<typeof ContactDetailsSchema>;
