import { Refusal } from '../refusal';
import type { Choices } from '../protocol/conflict';
import { draftPublish, unavailable } from './draft';
import { publish, type PublishContext } from './publish';
import { GitError } from './run';
import type { Person } from './types';
import type { PublishDraft, PublishResult } from '../protocol/publish';
import { outcome } from './publish-words';

/** The routes of publishing: what a publish would commit, and the publish itself. */
export const PUBLISH_ROUTES = new Set(['draft', 'publish']);

// Two people publishing through one editor at once take turns: one builds on the other's commit.
let queue: Promise<unknown> = Promise.resolve();

/** Longer than any commit message a person writes; a body past this is not a message. */
const MAX_MESSAGE = 5000;

function publishBody(body: Record<string, unknown>): {
  message: string;
  everything: boolean;
  choices: Choices;
} {
  const { message, everything = false, choices = {} } = body;
  if (typeof message !== 'string' || message.length > MAX_MESSAGE)
    throw new Refusal(
      400,
      `"message" must be the commit message, at most ${MAX_MESSAGE} characters.`,
    );
  if (typeof everything !== 'boolean')
    throw new Refusal(400, '"everything" must be true (publish all saved changes) or false.');
  if (
    typeof choices !== 'object' ||
    choices === null ||
    Array.isArray(choices) ||
    !Object.values(choices).every((side) => side === 'ours' || side === 'theirs')
  )
    throw new Refusal(400, '"choices" must map each conflict to "ours" or "theirs".');
  return { message, everything, choices: choices as Choices };
}

/**
 * Answers an admitted POST to /api/draft (`data`: the site as the editor holds it) or
 * /api/publish (`message`, `everything`, and `choices` for conflicts reported before), for
 * `author`, the signed-in person (absent without accounts). `whileOwnWork` runs the publish
 * with the server's disk events held, so editors hear of its one change to site.json after.
 */
export function answerPublish(
  context: PublishContext,
  route: string,
  body: Record<string, unknown>,
  site: (body: Record<string, unknown>) => unknown,
  author: Person | undefined,
  whileOwnWork: <T>(job: () => Promise<T>) => Promise<T> = (job) => job(),
) {
  // git failing (a locked index, a full disk) is an answer to show, not a server error.
  const failed = (error: unknown) => {
    if (!(error instanceof GitError)) throw error;
    return outcome.failed(`git: ${error.message.split('\n')[0]}`);
  };
  if (route === 'draft')
    return draftPublish(context, site(body), author).catch((error: unknown): PublishDraft =>
      unavailable(failed(error)),
    );
  const request = { ...publishBody(body), author };
  const job = () => whileOwnWork(() => publish(context, request));
  const next = queue.then(job, job);
  queue = next.catch(() => undefined);
  return next.catch((error: unknown): PublishResult => ({
    ok: false,
    pushed: false,
    ...failed(error),
  }));
}
