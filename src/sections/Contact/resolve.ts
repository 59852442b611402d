import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import { formConfig } from '../../content/form-config';
import type { ContactSchema } from './schema';

export function resolveContact(
  { form, ...section }: z.output<typeof ContactSchema>,
  ctx: ResolveContext,
) {
  const found = form ? ctx.form(form, ['form']) : undefined;
  return {
    ...section,
    details: ctx.contact,
    form: found && form ? formConfig(found, form, ctx) : undefined,
  };
}

export type ContactProps = ReturnType<typeof resolveContact>;
