/**
 * What the editor's page says when its server did not do what was asked. The server's own
 * sentence comes first; this is for an answer without one (a proxy's error page, a crash) and
 * for no answer at all, so nobody is left with "HTTP 502" or "Failed to fetch".
 */

export const NO_ANSWER =
  'The editor’s server does not answer. Check that the editor is still running and this computer is online, then try again.';

const RELOAD = 'Reload the editor page and try again.';

/** A refusal or failure without the server's words, in words, with what to do next. */
export function failureText(status: number): string {
  if (status === 401)
    return 'You are no longer signed in. Sign in again in another tab (this one keeps your unsaved changes), then try again.';
  if (status === 403) return `The editor did not accept this request from this page. ${RELOAD}`;
  if (status === 413)
    return 'That is larger than the editor accepts. A picture can be exported smaller (a few MB is plenty) and uploaded again.';
  if (status === 429) return 'Too many attempts in a short time. Wait a minute, then try again.';
  if (status >= 400 && status < 500)
    return `The editor did not understand this request (it may have been updated meanwhile). ${RELOAD}`;
  return 'Something went wrong on the editor’s server. Try again; if it happens again, tell the person who runs the editor.';
}

/** The server's message in a JSON answer, else the words for its status. */
export async function failureOf(response: Response): Promise<string> {
  try {
    const json = (await response.json()) as { error?: unknown };
    if (typeof json.error === 'string' && json.error.trim()) return json.error;
  } catch {
    // Not JSON (a proxy's error page, an empty answer): said by its status instead.
  }
  return failureText(response.status);
}

/** `fetch`, with no answer at all turned into an Error that says what to do. */
export async function reach(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new Error(NO_ANSWER);
  }
}
