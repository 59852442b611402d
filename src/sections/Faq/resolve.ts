import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { FaqSchema } from './schema';

export function resolveFaq(
  { collection, ...section }: z.output<typeof FaqSchema>,
  ctx: ResolveContext,
) {
  const items = ctx.collection('faq', collection, ['collection']);
  if (section.openIndex !== undefined && items.length > 0 && section.openIndex >= items.length) {
    ctx.problem(
      `openIndex ${section.openIndex} is past the last row (the collection has ${items.length})`,
      ['openIndex'],
    );
  }
  return { ...section, items };
}

export type FaqProps = ReturnType<typeof resolveFaq>;
