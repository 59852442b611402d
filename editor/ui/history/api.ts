import type { HistoryResponse } from '../../protocol/history';
import { subjectQuery, type Subject } from '../../lib/history-subject';
import { failureOf, reach } from '../words/failures';

/** The history of a subject, or the server's words for why there is none. */
export async function fetchHistory(subject: Subject, before?: string): Promise<HistoryResponse> {
  const query = subjectQuery(subject) + (before ? `&before=${encodeURIComponent(before)}` : '');
  let response: Response;
  try {
    response = await reach(`/api/history?${query}`);
  } catch (error) {
    return { kind: 'unavailable', message: (error as Error).message };
  }
  if (!response.ok) return { kind: 'unavailable', message: await failureOf(response) };
  return (await response.json()) as HistoryResponse;
}
