import { z } from 'zod';
import type { ResolveContext } from '../content/resolve-context';

/** Every section schema: a strict object whose `type` is a literal. */
export type AnySectionSchema = z.ZodObject<{ type: z.ZodLiteral<string> }, z.core.$strict>;

export interface SectionDefinition<S extends AnySectionSchema, P> {
  type: z.output<S>['type'];
  schema: S;
  /** Turns the section as written in site.json into exactly the props its component reads. */
  resolve: (section: z.output<S>, ctx: ResolveContext) => P;
}

/** Fields every section may carry, whatever its type. */
export const sectionBase = {
  id: z
    .string()
    .regex(
      /^[a-z][a-z0-9-]*$/,
      'must be lowercase letters, digits and dashes, starting with a letter',
    )
    .optional()
    .meta({ description: 'Anchor id, so "#id" links can point at this section.' }),
};

export function defineSection<S extends AnySectionSchema, P = z.output<S>>(
  schema: S,
  resolve?: (section: z.output<S>, ctx: ResolveContext) => P,
): SectionDefinition<S, P> {
  return {
    type: schema.shape.type.value as z.output<S>['type'],
    schema,
    // Without a resolver a section renders exactly what site.json says.
    resolve: resolve ?? ((section) => section as unknown as P),
  };
}

/** A section `type` literal with the description editors see on hover. */
export function sectionType<T extends string>(type: T, description: string) {
  return z.literal(type).meta({ description });
}
