import { z } from 'zod';
import { SAFE_LINK, SAFE_LINK_MESSAGE } from './safe-link';
import { OptionalText, Text, translated } from './text';

export { OptionalText, Text, Verbatim, translated } from './text';

/**
 * A link target. Internal paths are checked against the routes by `check`; everything else
 * must use a protocol that cannot run script, so no content can smuggle a javascript: link in.
 */
export const LinkSchema = z
  .string()
  .regex(SAFE_LINK, SAFE_LINK_MESSAGE)
  .meta({
    title: 'Link',
    id: 'Link',
    description:
      'Where the link goes: an internal path ("/contact", checked against the routes), "#anchor", or an https:, mailto: or tel: address.',
    examples: ['/contact', 'https://www.example.com/', 'mailto:info@example.com'],
  });

/** A path to a file in public/, served from the site root. */
export const AssetPath = z
  .string()
  .regex(
    /^\/(?!\/)[\w./-]+$/,
    'must be a path to a file in public/, starting with "/" (no remote URLs)',
  )
  .meta({
    title: 'File',
    id: 'AssetPath',
    description:
      'A file in public/, written from the site root ("/images/x.svg"). Remote images are not allowed.',
    examples: ['/images/industries/healthcare.svg'],
  });

export const ImageSchema = z
  .strictObject({
    src: AssetPath.meta({ title: 'Picture file' }),
    alt: OptionalText.meta({
      title: 'Text for screen readers',
      description:
        'What the picture shows, read aloud by screen readers. Use "" only for a purely decorative image.',
    }),
    decorative: z.literal(true).optional().meta({
      title: 'Decorative only',
      description:
        'The picture only decorates (screen readers skip it): an explicit choice that its empty "alt" is right.',
    }),
    width: z.number().int().positive().meta({
      title: 'Width',
      description: 'Intrinsic width in pixels (reserves space, avoids layout shift).',
    }),
    height: z
      .number()
      .int()
      .positive()
      .meta({ title: 'Height', description: 'Intrinsic height in pixels.' }),
    focus: z
      .strictObject({
        x: z
          .number()
          .min(0)
          .max(100)
          .meta({ title: 'Horizontal focus', description: 'Percent from the left edge.' }),
        y: z
          .number()
          .min(0)
          .max(100)
          .meta({ title: 'Vertical focus', description: 'Percent from the top edge.' }),
      })
      .optional()
      .meta({
        title: 'Focal point',
        description:
          'The point that stays in view where a place crops the picture (50, 50 is the centre).',
      }),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/, 'must be a colour like "#4a6b8c"')
      .optional()
      .meta({
        title: 'Colour',
        description:
          'The colour shown while a photo loads: its average colour, written by the editor on upload.',
      }),
    ...translated,
  })
  .meta({
    title: 'Picture',
    id: 'Image',
    description:
      'A local image with its alternative text and intrinsic size: every picture of the site (photos, logos, icons, backgrounds, posters) has this shape.',
  });

export const ActionSchema = z
  .strictObject({
    label: Text.meta({ title: 'Label', description: 'Button text.' }),
    href: LinkSchema,
    variant: z
      .enum(['primary', 'secondary', 'light'])
      .default('primary')
      .meta({
        title: 'Look',
        choiceTitles: {
          primary: 'Filled',
          secondary: 'Outlined',
          light: 'Light, for dark backgrounds',
        },
        description: 'Visual weight: filled, outlined, or light for dark backgrounds.',
      }),
    ...translated,
  })
  .meta({ title: 'Button', id: 'Action', description: 'A link styled as a button.' });

export const NavLinkSchema = z
  .strictObject({
    label: Text.meta({ title: 'Label', description: 'Link text.' }),
    href: LinkSchema,
    ...translated,
  })
  .meta({ title: 'Menu link', id: 'NavLink', description: 'A text link.' });

/**
 * Inline markup allowed inside rich text strings: **bold** and [label](href). Links found
 * there are checked like any other link.
 */
export const InlineText = Text.meta({
  title: 'Text',
  id: 'InlineText',
  description: 'Text that may contain **bold** and [a link](/contact).',
});

export const RichBlockSchema = z
  .union([
    InlineText,
    z.strictObject({ h2: Text.meta({ title: 'Heading', description: 'A section heading.' }) }),
    z.strictObject({ h3: Text.meta({ title: 'Small heading', description: 'A sub-heading.' }) }),
    z.strictObject({
      ul: z
        .array(InlineText)
        .min(1)
        .meta({ title: 'Bulleted list', description: 'A bulleted list.' }),
    }),
    z.strictObject({
      ol: z
        .array(InlineText)
        .min(1)
        .meta({ title: 'Numbered list', description: 'A numbered list.' }),
    }),
  ])
  .meta({
    title: 'Paragraph or list',
    id: 'RichBlock',
    description: 'A paragraph (a string), or {"h2": …}, {"h3": …}, {"ul": [...]}, {"ol": [...]}.',
  });

export const RichTextSchema = z.array(RichBlockSchema).meta({
  title: 'Paragraphs and lists',
  id: 'RichText',
  description: 'Body text as a list of blocks, rendered in order.',
});

/**
 * An absolute https: address. The regex (not only zod's protocol option) puts the rule into
 * the JSON Schema as a pattern, so ajv and editors enforce it too.
 */
export const HttpsUrl = z
  .url({ protocol: /^https$/ })
  .regex(/^https:\/\/[^\s/]+/, 'must be an https:// address');

/** An ISO calendar date (YYYY-MM-DD). */
export const IsoDate = z.iso
  .date()
  .meta({ title: 'Date', description: 'A calendar date, YYYY-MM-DD.', examples: ['2025-01-10'] });

/** A stable identifier editors can reference: lowercase letters, digits and dashes. */
export const Slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lowercase letters, digits and dashes, like "home-faq"',
  );

export type Image = z.output<typeof ImageSchema>;
export type Action = z.output<typeof ActionSchema>;
export type NavLink = z.output<typeof NavLinkSchema>;
export type RichBlock = z.output<typeof RichBlockSchema>;
export type RichText = z.output<typeof RichTextSchema>;
