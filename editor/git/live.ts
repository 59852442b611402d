import { readFile } from 'node:fs/promises';
import { Refusal } from '../refusal';
import type { LiveState } from '../protocol/publish';
import { findRepo, NotPublishable } from './repo';
import { git, GitError } from './run';
import { parsed } from './sites';

/** The route that asks whether a published version is live. */
export const LIVE_ROUTES = new Set(['live']);

/** Long enough for a slow host to answer a small file; short enough not to hold the request. */
const TIMEOUT_MS = 5000;

/** Where the live site is: `liveUrl` (EDITOR_LIVE_URL) if given, else site.json's `url`. */
async function liveBase(file: string, liveUrl: string | undefined): Promise<URL | undefined> {
  const site = parsed(await readFile(file, 'utf8')) as { url?: unknown } | undefined;
  const given = liveUrl ?? (typeof site?.url === 'string' ? site.url : undefined);
  try {
    const url = given === undefined ? undefined : new URL(given);
    return url && /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `older` is `newer` or one of the versions it was built on; undefined if git knows either not. */
async function contains(top: string, older: string, newer: string): Promise<boolean | undefined> {
  try {
    await git(top, ['merge-base', '--is-ancestor', older, newer]);
    return true;
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return error.code === 1 ? false : undefined;
  }
}

/**
 * Whether the live site shows the published version `commit` or a later one: its
 * version.json (fetched by this server, so the editor's page needs no other origin) names
 * the commit it was built from, and git says whether that holds `commit`. A commit git does
 * not know yet is fetched first.
 */
export async function liveState(
  file: string,
  liveUrl: string | undefined,
  commit: string,
): Promise<LiveState> {
  const base = await liveBase(file, liveUrl);
  if (!base)
    return {
      state: 'unknown',
      reason: 'the site’s settings give no address of the live site to ask',
      developers: 'site.json has no site URL.',
    };
  const address = new URL('version.json', base.href.endsWith('/') ? base : `${base.href}/`);
  let version: { commit?: unknown; builtAt?: unknown };
  try {
    const answer = await fetch(address, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'cache-control': 'no-cache' },
    });
    if (!answer.ok)
      return {
        state: 'unknown',
        reason: 'the live site does not say yet which version it shows',
        developers: `${address.href} answered ${answer.status}.`,
      };
    version = (await answer.json()) as typeof version;
  } catch (error) {
    return {
      state: 'unknown',
      reason: 'the live site could not be reached',
      developers: `${address.href} could not be read (${(error as Error).message}).`,
    };
  }
  const live = typeof version.commit === 'string' ? version.commit : '';
  if (!/^[0-9a-f]{7,64}$/.test(live) || typeof version.builtAt !== 'string')
    return {
      state: 'unknown',
      reason: 'the live site does not say which version it shows',
      developers: `${address.href} does not say which version it shows.`,
    };
  let repo;
  try {
    repo = await findRepo(file);
  } catch (error) {
    if (error instanceof NotPublishable)
      return {
        state: 'unknown',
        reason: error.message,
        ...(error.developers ? { developers: error.developers } : {}),
      };
    throw error;
  }
  let holds = await contains(repo.top, commit, live);
  if (holds === undefined && repo.upstream) {
    await git(repo.top, ['fetch', '--quiet', repo.upstream.remote]).catch(() => undefined);
    holds = await contains(repo.top, commit, live);
  }
  return holds ? { state: 'live', builtAt: version.builtAt } : { state: 'waiting' };
}

/** Answers GET /api/live?commit=<full hash>. */
export function answerLive(file: string, liveUrl: string | undefined, url: string | undefined) {
  const commit = new URL(url ?? '/', 'http://localhost').searchParams.get('commit') ?? '';
  if (!/^[0-9a-f]{40,64}$/.test(commit))
    throw new Refusal(400, '"commit" must be the full hash of a published version.');
  return liveState(file, liveUrl, commit);
}
