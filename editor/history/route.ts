import { Refusal } from '../refusal';
import type { createHistory } from './history';
import type { HistoryResponse } from '../protocol/history';
import { parseSubject } from '../lib/history-subject';

/**
 * Answers GET /api/history?target=…&key=…[&section-id=… | &section-type=…&section-nth=…][&before=…]:
 * a reference that names nothing is refused with a 400 saying what is wrong with it.
 */
export function answerHistory(
  history: ReturnType<typeof createHistory>,
  url: string | undefined,
): Promise<HistoryResponse> {
  const query = new URL(url ?? '/', 'http://localhost').searchParams;
  let subject;
  try {
    subject = parseSubject(query);
  } catch (error) {
    throw new Refusal(400, (error as Error).message);
  }
  return history.list(subject, query.get('before') ?? undefined);
}
