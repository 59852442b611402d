import { z } from 'zod';

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
