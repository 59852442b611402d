import type { Form } from '../schema/forms/form';

export type Outcome =
  'success' | 'failure' | 'rate-limited' | 'timeout' | 'offline' | 'network-error';

/** The words for an outcome: the form's own, or the nearest general one it has. */
export function outcomeMessage(
  form: Pick<Form, 'messages'>,
  outcome: Exclude<Outcome, 'success'>,
): string {
  const { messages } = form;
  switch (outcome) {
    case 'failure':
      return messages.failure;
    case 'rate-limited':
      return messages.rateLimited ?? messages.failure;
    case 'timeout':
      return messages.timeout ?? messages.networkError;
    case 'offline':
      return messages.offline ?? messages.networkError;
    case 'network-error':
      return messages.networkError;
  }
}
