import { Refusal } from '../refusal';
import type { Choices } from '../protocol/conflict';
import { draftPublish, publish, type PublishContext } from './publish';
import { GitError } from './run';
import type { Person } from './types';
import type { PublishDraft, PublishResult } from '../protocol/publish';

/** The routes of publishing: what a publish would commit, and the publish itself. */
export const PUBLISH_ROUTES = new Set(['draft', 'publish']);

// Two people publishing through one editor at once take turns: git keeps one index per work tree.
let queue: Promise<unknown> = Promise.resolve();

/** Longer than any commit message a person writes; a body past this is not a message. */
const MAX_MESSAGE = 5000;

function publishBody(body: Record<string, unknown>): { message: string; choices: Choices } {
  const { message, choices = {} } = body;
  if (typeof message !== 'string' || message.length > MAX_MESSAGE)
    throw new Refusal(
      400,
      `"message" must be the commit message, at most ${MAX_MESSAGE} characters.`,
    );
  if (
    typeof choices !== 'object' ||
    choices === null ||
    Array.isArray(choices) ||
    !Object.values(choices).every((side) => side === 'ours' || side === 'theirs')
  )
    throw new Refusal(400, '"choices" must map each conflict to "ours" or "theirs".');
  return { message, choices: choices as Choices };
}

/**
 * Answers an admitted POST to /api/draft (`data`: the site as the editor holds it) or
 * /api/publish (`message`, and `choices` for conflicts reported before).
 */
export function answerPublish(
  context: PublishContext,
  route: string,
  body: Record<string, unknown>,
  site: (body: Record<string, unknown>) => unknown,
  author: Person | undefined,
) {
  // git failing (a locked index, a full disk) is an answer to show, not a server error.
  const said = (error: unknown) => {
    if (!(error instanceof GitError)) throw error;
    return `git could not do it: ${error.message.split('\n')[0]}`;
  };
  if (route === 'draft')
    return draftPublish(context, site(body)).catch((error: unknown): PublishDraft => ({
      available: false,
      reason: said(error),
      message: '',
      files: [],
    }));
  const request = { ...publishBody(body), author };
  const job = () => publish(context, request);
  const next = queue.then(job, job);
  queue = next.catch(() => undefined);
  return next.catch((error: unknown): PublishResult => ({
    ok: false,
    pushed: false,
    said: `Not published: ${said(error)}.`,
  }));
}
