import type { Form } from '../schema/forms';
import type { Values } from './validate';

export type Outcome = 'success' | 'failure' | 'network-error';

/**
 * Sends a fetch-multipart form: access key, subject, context field and every field, as
 * multipart/form-data. Only a 2xx JSON answer whose `success` is exactly true counts.
 */
export async function sendMultipart(
  form: Form,
  values: Values,
  extra: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<Outcome> {
  if (form.transport.kind !== 'fetch-multipart')
    throw new Error('sendMultipart is for fetch-multipart forms');
  const body = new FormData();
  body.append('access_key', form.accessKey);
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  for (const field of form.fields)
    body.append(
      field.name,
      field.kind === 'hidden' ? (field.value ?? '') : (values[field.name] ?? ''),
    );

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), form.transport.timeoutMs);
  try {
    const response = await fetchImpl(form.transport.endpoint, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return 'failure';
    const answer: unknown = await response.json().catch(() => null);
    return answer &&
      typeof answer === 'object' &&
      (answer as { success?: unknown }).success === true
      ? 'success'
      : 'failure';
  } catch {
    return 'network-error';
  } finally {
    clearTimeout(timer);
  }
}
