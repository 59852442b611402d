import { z } from 'zod';
import { WORDS_DEFAULTS } from './words';
import { ActionSchema, ImageSchema, NavLinkSchema, Text, translated } from './primitives';

export const HeaderSchema = z
  .strictObject({
    logo: ImageSchema.meta({
      title: 'Logo',
      description: 'The logo shown on the solid white bar.',
    }),
    logoOnDark: ImageSchema.meta({
      title: 'Logo on dark background',
      description: 'The logo shown while the bar is transparent over a dark page top.',
    }),
    skipLinkLabel: Text.meta({
      title: 'Skip link text',
      description: 'Text of the skip link that keyboard users meet first.',
    }),
    menuLabel: Text.meta({
      title: 'Menu button text',
      description: 'Accessible name of the mobile menu button.',
    }),
    links: z
      .array(NavLinkSchema)
      .min(1)
      .meta({ title: 'Links', description: 'Main navigation, in order.' }),
    external: NavLinkSchema.meta({
      title: 'Button to another site',
      description: 'A button to an external site, opened in a new tab.',
    }),
    cta: NavLinkSchema.meta({
      title: 'Call to action',
      description: 'The highlighted last button, e.g. Contact Us.',
    }),
    reach: z
      .strictObject({
        call: Text.meta({
          title: 'Call link name',
          description: 'What screen readers say for the phone icon, e.g. "Call us".',
        }),
        whatsapp: Text.meta({
          title: 'WhatsApp link name',
          description: 'What screen readers say for the WhatsApp icon, e.g. "Chat on WhatsApp".',
        }),
        ...translated,
      })
      .optional()
      .meta({
        title: 'Call and WhatsApp links',
        description:
          'Two icons beside the menu button on phones and tablets: a call to the contact phone and, when the contact details have a WhatsApp number, a WhatsApp chat. Absent: neither is shown.',
      }),
    ...translated,
  })
  .meta({ title: 'Header', id: 'Header', description: 'The fixed top bar.' });

export const FooterSchema = z
  .strictObject({
    logo: ImageSchema.meta({ title: 'Logo', description: 'The logo at the top of the footer.' }),
    about: Text.meta({ title: 'About', description: 'A sentence under the logo.' }),
    columns: z
      .array(
        z.strictObject({
          heading: Text.meta({
            title: 'Heading',
            description: 'Column heading, e.g. "Quick Links".',
          }),
          links: z
            .array(NavLinkSchema)
            .min(1)
            .meta({ title: 'Links', description: 'The links, in order.' }),
          ...translated,
        }),
      )
      .min(1)
      .meta({
        title: 'Columns',
        description: 'Link columns, e.g. quick links, services, industries.',
      }),
    subscribe: z
      .strictObject({
        heading: Text.meta({ title: 'Heading', description: 'Heading of the box.' }),
        text: Text.meta({ title: 'Text', description: 'A sentence under the heading.' }),
        action: ActionSchema.meta({ title: 'Button', description: 'The subscribe button.' }),
        ...translated,
      })
      .meta({ title: 'Subscription', description: 'The subscribe box.' }),
    copyright: Text.meta({
      title: 'Copyright line',
      description: 'The copyright line, shown as written.',
    }),
    ...translated,
  })
  .meta({
    title: 'Footer',
    id: 'Footer',
    description: 'The bottom of every page: logo, link columns, subscribe box.',
  });

export const PromoSchema = z
  .strictObject({
    heading: Text.meta({ title: 'Heading', description: 'Heading of the pop-up.' }),
    text: Text.meta({ title: 'Text', description: 'A sentence under the heading.' }),
    points: z
      .array(Text)
      .min(1)
      .meta({ title: 'Points', description: 'What is on offer, as a list.' }),
    closeLabel: Text.meta({
      title: 'Close button name',
      description: 'Text of the button that hides the pop-up.',
    }),
    action: ActionSchema.meta({
      title: 'Button',
      description: 'The main button, e.g. Get Free Consultation → /contact.',
    }),
    ...translated,
  })
  .meta({
    title: 'Pop-up',
    id: 'Promo',
    description:
      'The promotional pop-up, shown once per browser session after the "Pop-up delay" (in Timings).',
  });

export const WordsSchema = z
  .strictObject({
    mainNavigation: Text.meta({
      title: 'Main menu',
      description: 'Name of the header navigation for screen readers ("… navigation" is added).',
    }),
    opensInNewTab: Text.meta({
      title: 'Opens in a new tab',
      description: 'Said after the text of a link to another site, which opens in a new tab.',
    }),
    opensMapInNewTab: Text.meta({
      title: 'Map opens in a new tab',
      description: 'Said after the address that opens a map.',
    }),
    rating: Text.meta({
      title: 'Rating (stars)',
      description: "Spoken for a testimonial's stars; {rating} is 1-5.",
    }),
    byline: Text.meta({
      title: 'Byline',
      description: 'Author line of a blog card; {author} is the name.',
    }),
    loadingPage: Text.meta({
      title: 'Loading message',
      description:
        'Announced, and the name of the progress bar, while the next page is still loading (after the "Loading bar delay", in Timings).',
    }),
    notTranslated: Text.meta({
      title: 'Not translated message',
      description:
        "Said above a page shown in English at another language's address because its translation is not complete; translate it for each language.",
    }),
    feedTitle: Text.meta({
      title: 'Blog feed title',
      description:
        "The title of the blog's RSS feed (rss.xml, and each language's own, /hi/rss.xml), named by every page's head; {name} is the site name.",
    }),
    ...translated,
  })
  .meta({
    title: 'Site words',
    id: 'Words',
    description:
      'Small words the site says by itself, mostly to screen readers; {name} placeholders are filled in.',
  });

export const LayoutSchema = z
  .strictObject({
    header: HeaderSchema,
    footer: FooterSchema,
    promo: PromoSchema.optional(),
    words: WordsSchema.default(WORDS_DEFAULTS),
  })
  .meta({ title: 'Layout', id: 'Layout', description: 'What every page shares.' });

export const ConstantsSchema = z
  .strictObject({
    headerSolidAfterPx: z.number().int().nonnegative().meta({
      title: 'Header turns solid after (pixels)',
      description:
        'Scroll distance in px: the top bar turns solid white once the page is scrolled further than this.',
    }),
    promoDelayMs: z.number().int().nonnegative().meta({
      title: 'Pop-up delay (milliseconds)',
      description: 'Delay in ms before the promotional pop-up appears.',
    }),
    counterDurationMs: z.number().int().positive().meta({
      title: 'Counting time (milliseconds)',
      description: 'How long in ms a counter takes to count from 0 to its value.',
    }),
    navigationProgressDelayMs: z.number().int().nonnegative().default(300).meta({
      title: 'Loading bar delay (milliseconds)',
      description:
        'Delay in ms after a click before a thin progress bar shows that the next page is still loading (a page that arrives sooner switches without it).',
    }),
  })
  .meta({
    title: 'Timings',
    id: 'Constants',
    description: 'Delays, thresholds and durations used by the layout and sections.',
  });

export type Header = z.output<typeof HeaderSchema>;
export type Footer = z.output<typeof FooterSchema>;
export type Promo = z.output<typeof PromoSchema>;
export type Layout = z.output<typeof LayoutSchema>;
export type Constants = z.output<typeof ConstantsSchema>;
