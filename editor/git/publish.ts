import { readFile } from 'node:fs/promises';
import { fileVersion, saveSiteFile } from '../disk/save';
import type { Ledger } from '../ledger/ledger';
import { writeMinimal } from '../lib/minimal-diff';
import { describeChanges, describePath } from '../merge/describe';
import { equal } from '../merge/equal';
import { changesBetween, mergeValues } from '../merge/merge';
import { applyChanges, sameSaver, type SavedChange } from '../merge/saved-changes';
import type { Choices } from '../protocol/conflict';
import type { PublishResult } from '../protocol/publish';
import { commitOnto, moveBranch } from './commit';
import { findRepo, NotPublishable, showAt, type Repo } from './repo';
import { git, gitMaybe, GitError, type GitOptions } from './run';
import { byPerson, newUploads, parsed } from './sites';
import type { Person } from './types';
import { outcome, type Said } from './publish-words';

export interface PublishContext {
  /** The site.json the editor edits. */
  file: string;
  publicDir: string;
  /** How many errors the check finds in a site.json text. */
  errors: (text: string) => number;
  /** Who saved which change not yet published. */
  ledger: Ledger;
}

export interface PublishRequest {
  message: string;
  /** The signed-in person; absent, the editor runs without accounts (the local git identity). */
  author?: Person | undefined;
  /** Everything saved (colleagues' and hand-made changes too), not only the author's own. */
  everything?: boolean;
  /** Settles values changed both here and on the remote (after a publish reported them). */
  choices?: Choices;
}

/** A refused push is fetched and built again at most this often (others keep publishing meanwhile). */
const ATTEMPTS = 3;

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

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

/** What a publish puts on top of the published version: the site, its message, whose changes. */
interface Build {
  text: string;
  data: unknown;
  /** The ledger's changes it publishes (settled once it is out). */
  sent: SavedChange[];
  /** The message, with who else's changes "everything" carries. */
  message: string;
}

type Built = Build | { result: PublishResult };

const no = ({ said, developers }: Said, extra: Partial<PublishResult> = {}): PublishResult => ({
  ok: false,
  pushed: false,
  said,
  ...(developers ? { developers } : {}),
  ...extra,
});

/** Everything saved, on top of `published`: the saved file itself, or merged with what came in. */
interface Sites {
  /** site.json at HEAD: what the work tree's file is based on. */
  head: unknown;
  saved: unknown;
  savedText: string;
  /** site.json of the version published now (the upstream after a fetch), on which to build. */
  published: unknown;
  publishedText: string;
}

function buildEverything(
  sites: Sites,
  request: PublishRequest,
  changes: readonly SavedChange[],
): Built {
  const { head, saved, savedText, published, publishedText } = sites;
  const others = byPerson(
    changes.filter((c) => !sameSaver(c.by, request.author)),
    head,
    saved,
  );
  const outside = changesBetween(applyChanges(head, changes, saved).value, saved).length > 0;
  const names = others.map((o) => `${o.name} (${o.changes.length})`);
  const includes = [
    ...(names.length ? [`changes not yet published by ${names.join(', ')}`] : []),
    ...(outside ? ['changes made outside the editor'] : []),
  ];
  const message = includes.length
    ? `${request.message.trim()}\n\nIncludes ${includes.join(', and ')}.`
    : request.message.trim();
  if (equal(head, published)) return { text: savedText, data: saved, sent: [...changes], message };
  const merged = mergeValues(head, saved, published, request.choices ?? {});
  if (merged.conflicts.length > 0) {
    return {
      result: no(outcome.conflicts(merged.conflicts.length), {
        conflicts: merged.conflicts.map((c) => ({
          ...c,
          where: describePath(merged.value, c.path),
        })),
      }),
    };
  }
  const text = writeMinimal(publishedText, merged.value).text;
  return { text, data: merged.value, sent: [...changes], message };
}

/** The author's own changes on top of `published`, each by value, their value winning. */
function buildMine(sites: Sites, request: PublishRequest, changes: readonly SavedChange[]): Built {
  const mine = changes.filter((c) => sameSaver(c.by, request.author));
  const { value, left } = applyChanges(sites.published, mine, sites.saved);
  return {
    text: writeMinimal(sites.publishedText, value).text,
    data: value,
    sent: mine.filter((c) => !left.includes(c)),
    message: request.message.trim(),
  };
}

const build = (sites: Sites, request: PublishRequest, changes: readonly SavedChange[]) =>
  request.everything
    ? buildEverything(sites, request, changes)
    : buildMine(sites, request, changes);

/**
 * Publishes: a commit on top of the latest published version (the upstream branch after a
 * fetch, or HEAD without one) holding the author's own saved changes, applied by value, or
 * with `everything` the whole saved file, plus the uploads it uses; authored by that person,
 * built without touching the work tree, and pushed (fetched and built again when the remote
 * moved on). Then the branch moves to it and site.json becomes the published version with
 * everyone's unpublished changes, written once, atomically.
 */
export async function publish(
  context: PublishContext,
  request: PublishRequest,
): Promise<PublishResult> {
  if (!request.message.trim()) return no(outcome.noMessage);
  let repo: Repo;
  try {
    repo = await findRepo(context.file);
  } catch (error) {
    if (error instanceof NotPublishable)
      return no({ said: `Cannot publish: ${error.message}`, developers: error.developers });
    throw error;
  }
  const { top, upstream } = repo;
  const head = (await git(top, ['rev-parse', 'HEAD'])).trim();
  const savedText = await readFile(context.file, 'utf8');
  const saved = parsed(savedText);
  const headData = parsed(await showAt(repo, head));
  if (saved === undefined) return no(outcome.unreadable(repo.file));
  const env = authorEnv(request.author);

  for (let attempt = 1; ; attempt++) {
    if (upstream) await git(top, ['fetch', '--quiet', upstream.remote]);
    const base = upstream ? (await git(top, ['rev-parse', upstream.name])).trim() : head;
    if ((await gitMaybe(top, ['merge-base', '--is-ancestor', head, base])) === undefined)
      return no(outcome.ahead(repo.branch, upstream?.name));
    const publishedText = (await showAt(repo, base)) ?? '{}\n';
    const published = parsed(publishedText);
    const changes = context.ledger.changes();
    const built = build(
      { head: headData, saved, savedText, published, publishedText },
      request,
      changes,
    );
    if ('result' in built) return built.result;
    const errors = context.errors(built.text);
    if (errors > 0) return no(outcome.errors(errors));
    const uploads = await newUploads(repo, context.publicDir, built.text, base);
    let commit: string | undefined;
    try {
      commit = await commitOnto(
        repo,
        base,
        [
          { path: repo.file, text: built.text },
          ...uploads.map((path) => ({ path, fromWorkTree: true as const })),
        ],
        built.message,
        env,
      );
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      return no(
        /tell me who you are|identity unknown|empty ident/i.test(error.stderr)
          ? outcome.noIdentity
          : outcome.notRecorded(firstLine(error.stderr)),
      );
    }
    if (!commit && base === head) return no(outcome.nothing(Boolean(request.everything)));
    if (commit && upstream) {
      try {
        await git(top, ['push', '--quiet', upstream.remote, `${commit}:${upstream.ref}`], env);
      } catch (error) {
        if (!(error instanceof GitError)) throw error;
        const behind =
          /rejected/.test(error.stderr) && /fetch first|non-fast-forward/.test(error.stderr);
        if (behind && attempt < ATTEMPTS) continue;
        return no(
          behind
            ? outcome.kept(upstream.name, ATTEMPTS)
            : outcome.refused(upstream.name, firstLine(error.stderr)),
        );
      }
    }
    // Nothing new: the published version holds it already, and comes in here all the same.
    const made = commit ?? base;
    await moveBranch(repo, head, made);
    // The file's published part before; what it gets beyond that is what came in.
    const before = request.everything ? saved : applyChanges(headData, built.sent, saved).value;
    await bringWorkTree(context, { base: before, published: built.data });
    await context.ledger.settle(built.sent);
    const short = (await git(top, ['rev-parse', '--short', made])).trim();
    const cameIn = describeChanges(changesBetween(before, built.data), before, built.data);
    const version = { short, new: Boolean(commit), branch: repo.branch, upstream: upstream?.name };
    return {
      ok: true,
      pushed: Boolean(commit && upstream),
      ...(commit ? { commit: short, version: commit } : {}),
      ...outcome.done(version, cameIn),
      ...(cameIn.length ? { cameIn } : {}),
    };
  }
}

/**
 * site.json after a publish: what the published version brought (from `base`, the file's
 * published part before) merged into the file as it is now, whose unpublished changes win;
 * written as a save is, once, and the ledger's places moved along.
 */
async function bringWorkTree(
  context: PublishContext,
  { base, published }: { base: unknown; published: unknown },
) {
  if (equal(base, published)) return;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const text = await readFile(context.file, 'utf8');
    const now = parsed(text);
    if (now === undefined) return;
    const next = mergeValues(base, now, published).value;
    if (equal(next, now)) return;
    const outcome = await saveSiteFile(context.file, fileVersion(text), next);
    if (outcome.ok) return context.ledger.follow(now, next);
  }
}
