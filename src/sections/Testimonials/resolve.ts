import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { TestimonialsSchema } from './schema';

export function resolveTestimonials(
  { collection, ...section }: z.output<typeof TestimonialsSchema>,
  ctx: ResolveContext,
) {
  return {
    ...section,
    items: ctx.collection('testimonial', collection, ['collection']),
  };
}

export type TestimonialsProps = ReturnType<typeof resolveTestimonials>;
