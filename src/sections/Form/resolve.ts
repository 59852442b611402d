import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { FormSectionSchema } from './schema';

export function resolveFormSection(
  { form, ...section }: z.output<typeof FormSectionSchema>,
  ctx: ResolveContext,
) {
  const found = ctx.form(form, ['form']);
  return { ...section, form: found ? { ...found, id: form } : undefined };
}

export type FormSectionProps = ReturnType<typeof resolveFormSection>;
