import { describe, expect, it } from 'vitest';
import { failureOf, failureText, NO_ANSWER, reach } from '../../editor/ui/words/failures';

describe('what the editor says when its server did not do what was asked', () => {
  it('passes on the server’s own sentence', async () => {
    const answer = Response.json({ error: 'Not published: write a message.' }, { status: 400 });
    expect(await failureOf(answer)).toBe('Not published: write a message.');
  });

  it('says in words, never as an HTTP code, what an answer without words means and what to do', async () => {
    const proxy = new Response('<h1>502 Bad Gateway</h1>', { status: 502 });
    expect(await failureOf(proxy)).toBe(
      'Something went wrong on the editor’s server. Try again; if it happens again, tell the person who runs the editor.',
    );
    expect(failureText(401)).toBe(
      'You are no longer signed in. Sign in again in another tab (this one keeps your unsaved changes), then try again.',
    );
    expect(failureText(404)).toBe(
      'The editor did not understand this request (it may have been updated meanwhile). Reload the editor page and try again.',
    );
    for (const status of [400, 401, 403, 404, 405, 413, 415, 422, 429, 500, 502, 503])
      expect(failureText(status)).not.toMatch(/HTTP|\d{3}|JSON|request body/);
  });

  it('says the server does not answer when nothing answers at all', async () => {
    await expect(reach('http://127.0.0.1:1/api/load')).rejects.toThrow(NO_ANSWER);
  });
});
