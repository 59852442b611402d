import { z } from 'zod';
import { ImageSchema, Text } from './primitives';

export const JsonLdSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({ kind: z.literal('web-page') })
      .meta({ description: 'schema.org WebPage for this page.' }),
    z
      .strictObject({ kind: z.literal('collection-page') })
      .meta({ description: 'schema.org CollectionPage (a listing page).' }),
    z
      .strictObject({
        kind: z.literal('service'),
        serviceType: Text,
        areaServed: Text.default('India'),
      })
      .meta({ description: 'schema.org Service offered by the organisation.' }),
    z
      .strictObject({
        kind: z.literal('software-application'),
        name: Text,
        applicationCategory: Text.default('BusinessApplication'),
        operatingSystem: Text.default('Web'),
      })
      .meta({ description: 'schema.org SoftwareApplication.' }),
    z
      .strictObject({
        kind: z.literal('contact-page'),
        contactType: Text,
        areaServed: Text,
        availableLanguage: z.array(Text).min(1),
      })
      .meta({ description: 'schema.org ContactPage with a ContactPoint.' }),
  ])
  .meta({
    id: 'JsonLd',
    description: 'Structured data for search engines, built from this page and the site details.',
  });

export const SeoSchema = z
  .strictObject({
    title: Text.meta({
      description: 'The browser-tab and search-result title (aim for 60 characters or fewer).',
    }),
    description: Text.meta({
      description: 'The search-result description (aim for 150 characters or fewer).',
    }),
    keywords: z.array(Text).default([]).meta({ description: 'Meta keywords.' }),
    image: ImageSchema.optional().meta({
      description: 'Social sharing image; site.seo.image when absent.',
    }),
    jsonLd: z.array(JsonLdSchema).default([]),
    noindex: z
      .boolean()
      .default(false)
      .meta({ description: 'Ask search engines not to index this page.' }),
  })
  .meta({ id: 'Seo', description: 'Search and social metadata of a page.' });

export type Seo = z.output<typeof SeoSchema>;
export type JsonLd = z.output<typeof JsonLdSchema>;
