import type { z } from 'zod';
import type { ResolveContext } from '../content/resolve-context';
import type { AnySectionSchema } from './section-schema';

export interface SectionDefinition<S extends AnySectionSchema, P> {
  type: z.output<S>['type'];
  schema: S;
  /** Turns the section as written in site.json into exactly the props its component reads. */
  resolve: (section: z.output<S>, ctx: ResolveContext) => P;
}

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
