import type { Form, FormConfig } from '../schema/forms/form';

/** The form a section renders: its name, and its redirect made absolute against the site's address. */
export function formConfig(form: Form, id: string, siteUrl: string): FormConfig {
  const redirect = form.transport.redirect;
  return { ...form, id, redirectUrl: redirect ? new URL(redirect, siteUrl).href : undefined };
}
