import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { FormConfig } from '../../schema/forms';
import type { ContactSchema } from './schema';

export function resolveContact(
  { form, ...section }: z.output<typeof ContactSchema>,
  ctx: ResolveContext,
) {
  const found = form ? ctx.form(form, ['form']) : undefined;
  return {
    ...section,
    details: ctx.contact,
    form: found && form ? ({ ...found, id: form } satisfies FormConfig) : undefined,
  };
}

export type ContactProps = ReturnType<typeof resolveContact>;
