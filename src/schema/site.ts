import { z } from 'zod';
import { HttpsUrl, ImageSchema, LinkSchema, Slug, Text, translated } from './primitives';
import { SeoSchema } from './seo';
import { ConstantsSchema, LayoutSchema } from './layout';
import { CollectionSchema } from './collections';
import { PostSchema } from './blog';
import { FormSchema } from './forms/form';
import { SectionSchema } from '../sections/registry';
import { RoutePath } from './route-path';
import { ContactDetailsSchema } from './contact';

export { RoutePath };

export const PageSchema = z
  .strictObject({
    path: RoutePath,
    seo: SeoSchema,
    sections: z
      .array(SectionSchema)
      .min(1)
      .meta({ title: 'Sections', description: 'What the page shows, top to bottom.' }),
  })
  .meta({
    title: 'Page',
    id: 'Page',
    description: 'A page: its address, its search metadata and its sections in order.',
  });

export const BlogSchema = z
  .strictObject({
    basePath: RoutePath.meta({
      title: 'Base address',
      description:
        'Articles live at this address followed by their web address name, e.g. /blog/clinic-websites.',
    }),
    titleTemplate: Text.regex(/\{title\}/, 'must contain {title}').meta({
      title: 'Title pattern',
      description: 'Browser title of an article; {title} is replaced by the post title.',
      examples: ['{title} | Arogya Infotech'],
    }),
    template: z.array(SectionSchema).min(1).meta({
      title: 'Article template',
      description: 'Sections of every article page; an "article" section shows the post.',
    }),
    posts: z.array(PostSchema).default([]).meta({
      title: 'Posts',
      description: 'The articles; each gets its own page under the base address.',
    }),
    ...translated,
  })
  .meta({ title: 'Blog', id: 'Blog', description: 'The articles and the page layout they share.' });

export const SiteSchema = z
  .strictObject({
    $schema: z.string().optional().meta({
      title: 'Format file (for code editors)',
      description: 'Path of the JSON Schema, for editor support.',
    }),
    name: Text.meta({ title: 'Name', description: 'The company name.' }),
    url: HttpsUrl.regex(/[^/]$/, 'must not end with "/"').meta({
      title: 'Web address',
      description:
        'Canonical site address, without a trailing slash. Canonical links and the sitemap use it.',
    }),
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .meta({
        title: 'Language and region',
        description: 'Language of the content, e.g. "en-IN".',
      }),
    description: Text.meta({
      title: 'Description',
      description: 'What the organisation does, for structured data.',
    }),
    logo: ImageSchema.meta({
      title: 'Logo',
      description: 'The company logo, named in structured data.',
    }),
    seoImage: ImageSchema.meta({
      title: 'Picture for sharing',
      description: 'Default social sharing image.',
    }),
    contact: ContactDetailsSchema,
    sameAs: z
      .array(LinkSchema)
      .default([])
      .meta({ title: 'Same as (profiles)', description: 'Official social profile addresses.' }),
    constants: ConstantsSchema,
    layout: LayoutSchema,
    collections: z.record(Slug, CollectionSchema).default({}).meta({
      title: 'Collections',
      description:
        'Repeated data by name (questions and answers, testimonials, jobs), shown by the sections that name it.',
    }),
    forms: z.record(Slug, FormSchema).default({}).meta({
      title: 'Forms',
      description: 'Forms by name, placed on pages by Form and Contact details sections.',
    }),
    blocks: z.record(Slug, z.array(SectionSchema).min(1)).default({}).meta({
      title: 'Shared blocks',
      description:
        'Shared groups of sections, defined once and placed on pages by Shared block sections.',
    }),
    pages: z
      .array(PageSchema)
      .min(1)
      .meta({ title: 'Pages', description: 'Every page of the site but the articles.' }),
    blog: BlogSchema,
    aliases: z
      .array(
        z.strictObject({
          from: RoutePath.meta({ title: 'Old address', description: 'The other address.' }),
          to: RoutePath.meta({ title: 'Goes to', description: 'The page it redirects to.' }),
        }),
      )
      .default([])
      .meta({ title: 'Other addresses', description: 'Other addresses that redirect to a page.' }),
    notFound: z
      .strictObject({
        seo: SeoSchema,
        sections: z
          .array(SectionSchema)
          .min(1)
          .meta({ title: 'Sections', description: 'What the page shows, top to bottom.' }),
      })
      .meta({ title: 'Page not found', description: 'The page shown for an unknown address.' }),
    ...translated,
  })
  .meta({
    id: 'Site',
    title: 'Arogya Infotech site',
    description: 'The whole website: pages, shared data, layout and constants.',
  });

export type SiteInput = z.input<typeof SiteSchema>;
export type Site = z.output<typeof SiteSchema>;
export type Page = z.output<typeof PageSchema>;
