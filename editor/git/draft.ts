import { readFile } from 'node:fs/promises';
import { destinationProblems } from '../../src/content/check/destinations';
import { destinationHosts } from '../../src/content/destinations';
import { SiteSchema } from '../../src/schema/site';
import { describeChanges } from '../merge/describe';
import { changesBetween } from '../merge/merge';
import { applyChanges, sameSaver, theirsWin, unpublished } from '../merge/saved-changes';
import type { PublishDraft } from '../protocol/publish';
import type { PublishContext } from './publish';
import { findRepo, NotPublishable, showAt, type Repo } from './repo';
import { byPerson, newUploads, parsed } from './sites';
import type { Person } from './types';
import type { Said } from './publish-words';

/** A pre-filled message names this many changes, then counts the rest. */
const NAMED = 6;

/** The draft when publishing is impossible here, saying why. */
export const unavailable = ({ said, developers }: Said): PublishDraft => ({
  available: false,
  reason: said,
  ...(developers ? { developers } : {}),
  message: '',
  mine: [],
  others: [],
  outside: [],
  files: { mine: [], everything: [] },
  warnings: { mine: [], everything: [] },
});

/** The check's warnings about hosts `data` sends to or embeds that `published` did not use. */
function newHosts(data: unknown, published: unknown): string[] {
  const site = SiteSchema.safeParse(data);
  const before = SiteSchema.safeParse(published);
  if (!site.success || !before.success) return [];
  return destinationProblems(site.data, destinationHosts(before.data)).map((p) => p.message);
}

/**
 * What Publish would do for `author` with the site as their editor holds it (`data`, unsaved
 * changes included, which are saved first): their own changes in words and a message made of
 * them, colleagues' unpublished changes by person, changes no one made in the editor, the files
 * and the warnings about new destinations of either choice.
 */
export async function draftPublish(
  context: PublishContext,
  data: unknown,
  author: Person | undefined,
): Promise<PublishDraft> {
  let repo: Repo;
  try {
    repo = await findRepo(context.file);
  } catch (error) {
    if (error instanceof NotPublishable)
      return unavailable({ said: error.message, developers: error.developers });
    throw error;
  }
  const rev = repo.upstream?.name ?? 'HEAD';
  // Not JSON at HEAD: every value counts as new.
  const head = parsed(await showAt(repo, 'HEAD')) ?? {};
  const published = rev === 'HEAD' ? head : (parsed(await showAt(repo, rev)) ?? {});
  const saved = parsed(await readFile(context.file, 'utf8')) ?? data;
  const changes = unpublished(context.ledger.changes(), head, saved);
  const isMine = (by: Person | undefined) => sameSaver(by, author);
  const ownData = theirsWin(
    saved,
    applyChanges(
      head,
      changes.filter((c) => isMine(c.by)),
      saved,
    ).value,
    data,
  );
  const mine = describeChanges(changesBetween(head, ownData), head, ownData);
  const everyone = applyChanges(head, changes, saved).value;
  const rest = mine.length - NAMED;
  const uploads = (site: unknown) => newUploads(repo, context.publicDir, JSON.stringify(site), rev);
  return {
    available: true,
    message: mine.slice(0, NAMED).join('; ') + (rest > 0 ? `; and ${rest} more` : ''),
    mine,
    others: byPerson(
      changes.filter((c) => !isMine(c.by)),
      head,
      saved,
    ),
    outside: describeChanges(changesBetween(everyone, saved), everyone, saved),
    files: {
      mine: [repo.file, ...(await uploads(ownData))],
      everything: [repo.file, ...(await uploads(data))],
    },
    warnings: { mine: newHosts(ownData, published), everything: newHosts(data, published) },
    ...(repo.upstream ? { upstream: repo.upstream.name } : {}),
  };
}
