import type { Form } from '../schema/forms/form';
import { latinDigits } from './validate';

import type { Outcome } from './outcome';

export interface SendOptions {
  fetchImpl?: typeof fetch;
  /** Whether the device reports a connection; read only after a request failed. */
  online?: () => boolean;
  /** Wait this long before sending (a submit earlier than the spam guard's minimum). */
  holdMs?: number;
}

/**
 * The request a form sends with the app running: what the browser would post (the form's own
 * entries), in the transport's encoding, minus `redirect` — a background request that followed
 * the service's redirect to this site would be refused by CORS after the lead was accepted —
 * and minus an empty file input's nameless part. Digits typed in Devanagari are sent in Latin
 * digits, as the team's tools expect them.
 */
export function requestBody(
  form: Pick<Form, 'fields' | 'transport'>,
  entries: FormData,
): FormData | URLSearchParams {
  const digitFields = new Set(
    form.fields.filter((f) => f.rules.some((r) => r.kind === 'digits')).map((f) => f.name),
  );
  const kept: [string, string | File][] = [];
  for (const [name, value] of entries) {
    if (name === 'redirect') continue;
    if (typeof value === 'string')
      kept.push([name, digitFields.has(name) ? latinDigits(value) : value]);
    else if (value.name !== '' || value.size > 0) kept.push([name, value]);
  }
  if (form.transport.kind === 'native-post')
    return new URLSearchParams(
      kept.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  const body = new FormData();
  for (const [name, value] of kept) body.append(name, value);
  return body;
}

/**
 * Sends a form in the background and says what happened. Only a 2xx JSON answer whose
 * `success` is exactly true (or the redirect the service gives only after accepting) counts.
 */
export async function send(
  form: Pick<Form, 'fields' | 'transport'>,
  entries: FormData,
  { fetchImpl = fetch, online = () => navigator.onLine, holdMs = 0 }: SendOptions = {},
): Promise<Outcome> {
  const controller = new AbortController();
  let timedOut = false;
  // The visitor waits from the press, so the time limit counts from there, hold included.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, form.transport.timeoutMs);
  try {
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    if (timedOut) return 'timeout';
    const response = await fetchImpl(form.transport.endpoint, {
      method: 'POST',
      body: requestBody(form, entries),
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: controller.signal,
    });
    if (response.type === 'opaqueredirect') return 'success';
    if (response.status === 429) return 'rate-limited';
    if (!response.ok) return 'failure';
    const answer: unknown = await response.json().catch(() => null);
    return answer &&
      typeof answer === 'object' &&
      (answer as { success?: unknown }).success === true
      ? 'success'
      : 'failure';
  } catch {
    if (timedOut) return 'timeout';
    return online() ? 'network-error' : 'offline';
  } finally {
    clearTimeout(timer);
  }
}
