import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { UPLOADS } from '../../scripts/lib/site-file';
import { describeChanges } from '../merge/describe';
import { changesBetween } from '../merge/merge';
import type { Choices } from '../protocol/conflict';
import { findRepo, NotPublishable, showAt, untracked, type Repo } from './repo';
import { git, GitError, type GitOptions } from './run';
import type { Person } from './types';
import type { PublishDraft, PublishResult } from '../protocol/publish';
import { mergeUpstream } from './upstream';

export interface PublishContext {
  /** The site.json the editor edits. */
  file: string;
  publicDir: string;
  /** How many errors the check finds in a site.json text. */
  errors: (text: string) => number;
}

export interface PublishRequest {
  message: string;
  author?: Person | undefined;
  /** Settles values changed both here and on the remote (after a publish reported them). */
  choices?: Choices;
}

/** A push is tried again after merging at most this often (others keep publishing meanwhile). */
const ATTEMPTS = 3;
/** A pre-filled message names this many changes, then counts the rest. */
const NAMED = 6;

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/**
 * What a commit holds: site.json, and the pictures in public/uploads/ that git does not track
 * yet and `siteText` uses. Nothing else in the work tree is ever added.
 */
async function filesToPublish(repo: Repo, context: PublishContext, siteText: string) {
  const uploads = relative(repo.top, join(context.publicDir, UPLOADS)).split(sep).join('/');
  if (uploads.startsWith('..')) return [repo.file];
  const found = await untracked(repo, uploads);
  const used = found.filter((path) =>
    siteText.includes(
      `"/${relative(context.publicDir, join(repo.top, path)).split(sep).join('/')}"`,
    ),
  );
  return [repo.file, ...used];
}

function authorEnv(person: Person | undefined): GitOptions {
  if (!person) return {};
  const { name, email } = person;
  return {
    env: {
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: email,
    },
  };
}

/** What Publish would commit for the site as the editor holds it (unsaved changes included). */
export async function draftPublish(context: PublishContext, data: unknown): Promise<PublishDraft> {
  let repo: Repo;
  try {
    repo = await findRepo(context.file);
  } catch (error) {
    if (error instanceof NotPublishable)
      return { available: false, reason: error.message, message: '', files: [] };
    throw error;
  }
  let before: unknown = {};
  try {
    before = JSON.parse((await showAt(repo, 'HEAD')) ?? '{}');
  } catch {
    // A committed file that is not JSON: every value counts as new.
  }
  const words = describeChanges(changesBetween(before, data), before, data);
  const rest = words.length - NAMED;
  const message = words.slice(0, NAMED).join('; ') + (rest > 0 ? `; and ${rest} more` : '');
  return {
    available: true,
    message,
    files: await filesToPublish(repo, context, JSON.stringify(data)),
    ...(repo.upstream ? { upstream: repo.upstream.name } : {}),
  };
}

/**
 * Commits the saved site.json (and the uploads it uses) with `message`, authored by the person
 * or the local git identity; pushes when the branch has an upstream. A push refused because the
 * remote moved on is fetched, merged by value and tried again; a value both changed is reported.
 */
export async function publish(
  context: PublishContext,
  request: PublishRequest,
): Promise<PublishResult> {
  const no = (said: string, extra: Partial<PublishResult> = {}): PublishResult => ({
    ok: false,
    pushed: false,
    said,
    ...extra,
  });
  const message = request.message.trim();
  if (!message) return no('Not published: write a message that says what changed.');
  let repo: Repo;
  try {
    repo = await findRepo(context.file);
  } catch (error) {
    if (error instanceof NotPublishable) return no(`Cannot publish: ${error.message}`);
    throw error;
  }
  const text = await readFile(context.file, 'utf8');
  const errors = context.errors(text);
  if (errors > 0)
    return no(
      `Not published: the check reports ${errors} ${errors === 1 ? 'error' : 'errors'}; fix ${errors === 1 ? 'it' : 'them'} first (the Problems list shows where).`,
    );

  const { top } = repo;
  const env = authorEnv(request.author);
  const paths = await filesToPublish(repo, context, text);
  await git(top, ['add', '--', ...paths]);
  const staged = (await git(top, ['diff', '--cached', '--name-only', '--', ...paths])).trim();
  let commit: string | undefined;
  if (staged) {
    try {
      await git(top, ['commit', '--quiet', '--only', '-m', message, '--', ...paths], env);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      return no(
        /tell me who you are|identity unknown/i.test(error.stderr)
          ? 'Not published: this computer has no name and email to record changes under. Whoever set it up can add them once with git config user.name and user.email.'
          : `Not published: the change could not be recorded (${firstLine(error.stderr)}).`,
      );
    }
    commit = (await git(top, ['rev-parse', '--short', 'HEAD'])).trim();
  }
  const made = commit ? `Recorded as version ${commit}` : 'Nothing new to record';
  const { upstream } = repo;
  if (!upstream)
    return commit
      ? {
          ok: true,
          pushed: false,
          commit,
          said: `${made} on this computer only: the branch ${repo.branch} has no shared copy to send it to.`,
        }
      : no('Nothing to publish: the site has not changed since it was last published.');

  const cameIn: string[] = [];
  const result = (pushed: boolean, said: string, extra: Partial<PublishResult> = {}) => ({
    ok: pushed,
    pushed,
    said,
    ...(commit ? { commit } : {}),
    ...(cameIn.length ? { cameIn } : {}),
    ...extra,
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await git(top, ['push', '--quiet', upstream.remote, `HEAD:${upstream.ref}`], env);
      const merged = cameIn.length
        ? `, together with what others published (${cameIn.join('; ')}),`
        : '';
      return result(
        true,
        `Published${commit ? ` as version ${commit}` : ''}${merged} and sent to ${upstream.name}, the copy everyone shares.`,
      );
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      const behind =
        /rejected/.test(error.stderr) && /fetch first|non-fast-forward/.test(error.stderr);
      if (!behind || attempt === ATTEMPTS)
        return result(
          false,
          `${made} here, not sent to ${upstream.name}: ${firstLine(error.stderr)}.`,
        );
    }
    await git(top, ['fetch', '--quiet', upstream.remote]);
    const merged = await mergeUpstream(
      { ...repo, upstream },
      context.errors,
      request.choices ?? {},
      env,
    );
    if (!merged.ok && 'conflicts' in merged) {
      const n = merged.conflicts.length;
      return result(
        false,
        `${made} here, not sent yet: ${n === 1 ? 'a value you changed was' : `${n} values you changed were`} also changed in ${upstream.name}. Choose which to keep, then publish again.`,
        { conflicts: merged.conflicts },
      );
    }
    if (!merged.ok)
      return result(false, `${made} here, not sent to ${upstream.name}: ${merged.failed}.`);
    cameIn.push(...merged.cameIn);
  }
}
