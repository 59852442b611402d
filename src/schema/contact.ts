import { z } from 'zod';
import { LinkSchema, Text, Verbatim, translated } from './primitives';

export const WhatsAppSchema = z
  .strictObject({
    number: z
      .string()
      .regex(
        /^\+[1-9][\d -]{7,}$/,
        'must be an international number with its country code, like "+91 98765 43210"',
      )
      .meta({
        title: 'WhatsApp number',
        description:
          'The number that answers on WhatsApp, with its country code, e.g. "+91 98765 43210".',
      }),
    message: Text.meta({
      title: 'Message to start with',
      description:
        'The message WhatsApp puts in the box for the visitor to send, in the page’s language, e.g. "Hello, I would like to know more about your services." Never anything about the visitor.',
    }),
    ...translated,
  })
  .meta({
    title: 'WhatsApp',
    description:
      'A WhatsApp chat link beside the call link in the phone’s header and on the contact page.',
  });

const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
const Time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like "10:00" or "19:30"');

export const OpeningHoursSchema = z
  .strictObject({
    days: z
      .array(
        z.enum(DAYS).meta({
          title: 'Day',
          choiceTitles: Object.fromEntries(
            DAYS.map((day) => [day, day[0]!.toUpperCase() + day.slice(1)]),
          ),
        }),
      )
      .min(1)
      .meta({ title: 'Days', description: 'The days with these hours.' }),
    opens: Time.meta({ title: 'Opens', description: 'Opening time, 24-hour, e.g. "10:00".' }),
    closes: Time.meta({ title: 'Closes', description: 'Closing time, 24-hour, e.g. "19:00".' }),
  })
  .meta({ title: 'Opening hours', description: 'When the office is open on some days.' });

export const BusinessSchema = z
  .strictObject({
    streetAddress: Verbatim.meta({
      title: 'Street address',
      description: 'The street or area, e.g. "Golghar".',
    }),
    locality: Verbatim.meta({ title: 'City', description: 'The city, e.g. "Gorakhpur".' }),
    region: Verbatim.meta({ title: 'State', description: 'The state, e.g. "Uttar Pradesh".' }),
    postalCode: Verbatim.meta({
      title: 'PIN code',
      description: 'The postal code, e.g. "273001".',
    }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code, like "IN"')
      .meta({ title: 'Country', description: 'Two-letter country code, e.g. "IN".' }),
    latitude: z.number().min(-90).max(90).meta({
      title: 'Latitude',
      description: 'Where the office is on a map, in degrees north, e.g. 26.7606.',
    }),
    longitude: z.number().min(-180).max(180).meta({
      title: 'Longitude',
      description: 'Where the office is on a map, in degrees east, e.g. 83.3732.',
    }),
    hours: z.array(OpeningHoursSchema).default([]).meta({
      title: 'Opening hours',
      description: 'When the office is open; days not listed are closed.',
    }),
    areaServed: z.array(Verbatim).default([]).meta({
      title: 'Areas served',
      description: 'Places the company works for, e.g. ["Gorakhpur", "Uttar Pradesh", "India"].',
    }),
    languages: z.array(Verbatim).default([]).meta({
      title: 'Languages spoken',
      description: 'Languages the team speaks with clients, e.g. ["English", "Hindi"].',
    }),
  })
  .meta({
    title: 'The office, for search engines',
    description:
      'The postal address in parts, the map position, opening hours, areas served and languages, named in the local business data of the pages that ask for it (search engine data "The business").',
  });

export const ContactDetailsSchema = z
  .strictObject({
    email: z.email().meta({ title: 'Email', description: 'The public e-mail address.' }),
    phone: z
      .string()
      .regex(/^\+?[\d -]{8,}$/, 'must be a phone number like "+91 98765 43210"')
      .meta({ title: 'Phone', description: 'The public phone number, e.g. "+91 98765 43210".' }),
    address: Text.meta({ title: 'Address', description: 'The postal address, on one line.' }),
    mapsHref: LinkSchema.meta({ title: 'Map link', description: 'A maps link to the address.' }),
    whatsapp: WhatsAppSchema.optional(),
    business: BusinessSchema.optional(),
    ...translated,
  })
  .meta({
    title: 'Contact details',
    description:
      'How to reach the company: shown by "contact" sections and the header, and named in structured data.',
  });

/** How to reach the company, as every contact section and the structured data show it. */
export type ContactDetails = z.output<typeof ContactDetailsSchema>;
export type Business = z.output<typeof BusinessSchema>;
export type WhatsApp = z.output<typeof WhatsAppSchema>;
