import type { z } from 'zod';
import { formConfig } from '../../content/form-config';
import type { ResolveContext } from '../../content/resolve-context';
import type { FormSectionSchema } from './schema';

export function resolveFormSection(
  { form, ...section }: z.output<typeof FormSectionSchema>,
  ctx: ResolveContext,
) {
  const found = ctx.form(form, ['form']);
  return { ...section, form: found ? formConfig(found, form, ctx) : undefined };
}

export type FormSectionProps = ReturnType<typeof resolveFormSection>;
