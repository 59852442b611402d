import type { HistoryResponse } from '../../history/history';
import { subjectQuery, type Subject } from '../../history/subject';

/** The history of a subject, or the server's words for why there is none. */
export async function fetchHistory(subject: Subject, before?: string): Promise<HistoryResponse> {
  const query = subjectQuery(subject) + (before ? `&before=${encodeURIComponent(before)}` : '');
  const response = await fetch(`/api/history?${query}`);
  const json = (await response.json()) as HistoryResponse & { error?: string };
  if (!response.ok)
    return { kind: 'unavailable', message: json.error ?? `HTTP ${response.status}` };
  return json;
}
