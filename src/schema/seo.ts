import { z } from 'zod';
import { ImageSchema, Slug, Text, Verbatim, translated } from './primitives';

const jsonLdKind = <K extends string>(kind: K) =>
  z
    .literal(kind)
    .meta({ title: 'Kind of page', description: 'Which schema.org type to describe the page as.' });

export const JsonLdSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: jsonLdKind('web-page') }).meta({
      title: 'A web page',
      description: 'schema.org WebPage for this page.',
      examples: [{ kind: 'web-page' }],
    }),
    z.strictObject({ kind: jsonLdKind('collection-page') }).meta({
      title: 'A listing page',
      description: 'schema.org CollectionPage (a listing page).',
      examples: [{ kind: 'collection-page' }],
    }),
    z
      .strictObject({
        kind: jsonLdKind('service'),
        serviceType: Text.meta({
          title: 'Service type',
          description: 'The kind of service, e.g. "Web Development".',
        }),
        areaServed: Verbatim.default('India').meta({
          title: 'Area served',
          description: 'The country served.',
        }),
        ...translated,
      })
      .meta({
        title: 'A service we offer',
        description: 'schema.org Service offered by the organisation, named after the page title.',
        examples: [{ kind: 'service', serviceType: 'Web Development' }],
      }),
    z
      .strictObject({
        kind: jsonLdKind('software-application'),
        name: Text.meta({ title: 'Name', description: 'The product name.' }),
        applicationCategory: Verbatim.default('BusinessApplication').meta({
          title: 'Application category',
          description: 'The schema.org application category.',
        }),
        operatingSystem: Verbatim.default('Web').meta({
          title: 'Operating system',
          description: 'Where it runs.',
        }),
        ...translated,
      })
      .meta({
        title: 'A software product',
        description: 'schema.org SoftwareApplication, for a product page.',
        examples: [{ kind: 'software-application', name: 'Hospital Management System' }],
      }),
    z
      .strictObject({
        kind: jsonLdKind('contact-page'),
        contactType: Verbatim.meta({
          title: 'Contact type',
          description: 'What the contact point is for, e.g. "customer support".',
        }),
        areaServed: Verbatim.meta({
          title: 'Area served',
          description: 'The country served, e.g. "IN".',
        }),
        availableLanguage: z.array(Verbatim).min(1).meta({
          title: 'Languages spoken',
          description: 'Languages spoken, e.g. ["English", "Hindi"].',
        }),
      })
      .meta({
        title: 'The contact page',
        description:
          'schema.org ContactPage with a ContactPoint (the e-mail and phone from "contact").',
        examples: [
          {
            kind: 'contact-page',
            contactType: 'customer support',
            areaServed: 'IN',
            availableLanguage: ['English', 'Hindi'],
          },
        ],
      }),
    z
      .strictObject({
        kind: jsonLdKind('job-posting'),
        collection: Slug.meta({
          title: 'Openings',
          description:
            'A collection of job openings this page shows (in a "job-list" section): each becomes a job posting.',
        }),
      })
      .meta({
        title: 'Job openings on this page',
        description:
          'schema.org JobPosting for every opening of a collection, so search engines can list them in job search.',
        examples: [{ kind: 'job-posting', collection: 'jobs' }],
      }),
    z.strictObject({ kind: jsonLdKind('professional-service') }).meta({
      title: 'The business',
      description:
        'schema.org ProfessionalService, a local business: the office from the contact details, with its address, map position, phone, opening hours, areas served and languages.',
      examples: [{ kind: 'professional-service' }],
    }),
  ])
  .meta({
    title: 'Search engine data',
    id: 'JsonLd',
    description: 'Structured data for search engines, built from this page and the site details.',
  });

export const SeoSchema = z
  .strictObject({
    title: Text.meta({
      title: 'Title',
      description: 'The browser-tab and search-result title (aim for 60 characters or fewer).',
    }),
    description: Text.meta({
      title: 'Description',
      description: 'The search-result description (aim for 150 characters or fewer).',
    }),
    keywords: z.array(Text).default([]).meta({ title: 'Keywords', description: 'Meta keywords.' }),
    image: ImageSchema.optional().meta({
      title: 'Picture',
      description: "Social sharing image; the site's picture for sharing when absent.",
    }),
    jsonLd: z.array(JsonLdSchema).default([]).meta({
      title: 'Search engine data',
      description:
        'Structured data beyond the organisation (which every page has), e.g. that the page is a service we offer.',
    }),
    noindex: z.boolean().default(false).meta({
      title: 'Hide from search engines',
      description: 'Ask search engines not to index this page.',
    }),
    ...translated,
  })
  .meta({
    title: 'Search and sharing',
    id: 'Seo',
    description: 'Search and social metadata of a page.',
  });

export type Seo = z.output<typeof SeoSchema>;
export type JsonLd = z.output<typeof JsonLdSchema>;
