import { z } from 'zod';
import { LinkSchema, Text, translated } from './primitives';

export const ContactDetailsSchema = z
  .strictObject({
    email: z.email().meta({ description: 'The public e-mail address.' }),
    phone: z
      .string()
      .regex(/^\+?[\d -]{8,}$/, 'must be a phone number like "+91 98765 43210"')
      .meta({ description: 'The public phone number, e.g. "+91 98765 43210".' }),
    address: Text.meta({ description: 'The postal address, on one line.' }),
    mapsHref: LinkSchema.meta({ description: 'A maps link to the address.' }),
    ...translated,
  })
  .meta({
    description:
      'How to reach the company: shown by "contact" sections and named in structured data.',
  });

/** How to reach the company, as every contact section and the structured data show it. */
export type ContactDetails = z.output<typeof ContactDetailsSchema>;
