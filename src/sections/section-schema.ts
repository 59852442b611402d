import { z } from 'zod';
import { Text } from '../schema/text';

/** Every section schema: a strict object whose `type` is a literal. */
export type AnySectionSchema = z.ZodObject<{ type: z.ZodLiteral<string> }, z.core.$strict>;

/** Fields every section may carry, whatever its type. */
export const sectionBase = {
  id: z
    .string()
    .regex(
      /^[a-z][a-z0-9-]*$/,
      'must be lowercase letters, digits and dashes, starting with a letter',
    )
    .optional()
    .meta({
      title: 'Link name',
      description:
        'A short name, like "services", so a link ending in #services jumps to this section.',
    }),
};

/**
 * A section's background. One schema for every section that has one, so its words are written
 * once; `fallback` is the tone a section type has when none is written.
 */
export const tone = (fallback: 'light' | 'tint') =>
  z
    .enum(['light', 'tint'])
    .meta({ choiceTitles: { light: 'White', tint: 'Pale brand tint' } })
    .default(fallback)
    .meta({ title: 'Colour tone', description: 'Background: white or a pale brand tint.' });

/** A section `type` literal with the description editors see on hover. */
export function sectionType<T extends string>(type: T, description: string) {
  return z.literal(type).meta({ title: 'Section type', description });
}

/*
 * A section's head (the small line above its heading, the heading, the paragraph under it),
 * written once so that every section words it alike for editors, in the JSON Schema and in the
 * reference. A type spreads the parts it shows, in the order it shows them; a heading or an
 * introduction that is more than the usual one (the page's h1, a notice's message) keeps the
 * title and says what it is.
 */

export const eyebrow = {
  eyebrow: Text.optional().meta({
    title: 'Small line above the heading',
    description: 'Small line above the heading.',
  }),
};

export const heading = (description = 'Section heading.') => ({
  heading: Text.meta({ title: 'Heading', description }),
});

export const optionalHeading = (description: string) => ({
  heading: Text.optional().meta({ title: 'Heading', description }),
});

const INTRO = 'A paragraph under the heading.';

export const intro = (description = INTRO) => ({
  intro: Text.optional().meta({ title: 'Introduction', description }),
});

export const requiredIntro = { intro: Text.meta({ title: 'Introduction', description: INTRO }) };

/** The head most sections open with: all three parts. */
export const sectionHead = { ...eyebrow, ...heading(), ...intro() };
