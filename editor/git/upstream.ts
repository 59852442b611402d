import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeMinimal } from '../lib/minimal-diff';
import { describeChanges, describePath } from '../merge/describe';
import { mergeValues } from '../merge/merge';
import type { Choices } from '../protocol/conflict';
import type { Repo } from './repo';
import { showAt } from './repo';
import { git, gitMaybe, type GitOptions } from './run';
import type { PublishConflict } from '../protocol/publish';

export type UpstreamMerge =
  | { ok: true; cameIn: string[] }
  | { ok: false; conflicts: PublishConflict[] }
  | { ok: false; failed: string };

function parse(text: string | undefined): unknown {
  return text === undefined ? {} : JSON.parse(text);
}

/**
 * Merges the fetched upstream branch into HEAD with a merge commit, site.json by value (three
 * ways from the merge base, so what either side changed is kept) and written as the smallest
 * change to the upstream's text. A value both changed stops it, unless `choices` settles it;
 * so does any other file git cannot merge, or a merged site the check refuses.
 */
export async function mergeUpstream(
  repo: Repo & { upstream: NonNullable<Repo['upstream']> },
  errors: (text: string) => number,
  choices: Choices,
  env: GitOptions,
): Promise<UpstreamMerge> {
  const { top, upstream } = repo;
  const staged = (await git(top, ['diff', '--cached', '--name-only'])).trim();
  if (staged)
    return { ok: false, failed: `other changes are staged in git (${staged.split('\n')[0]}…)` };
  const baseRev = await gitMaybe(top, ['merge-base', 'HEAD', upstream.name]);
  const texts = await Promise.all([
    baseRev ? showAt(repo, baseRev) : undefined,
    showAt(repo, 'HEAD'),
    showAt(repo, upstream.name),
  ]);
  let values: unknown[];
  try {
    values = texts.map(parse);
  } catch {
    return { ok: false, failed: `${repo.file} on ${upstream.name} is not valid JSON` };
  }
  const [base, ours, theirs] = values;
  const result = mergeValues(base, ours, theirs, choices);
  if (result.conflicts.length > 0)
    return {
      ok: false,
      conflicts: result.conflicts.map((c) => ({ ...c, where: describePath(result.value, c.path) })),
    };
  const text = writeMinimal(texts[2] ?? '{}\n', result.value).text;
  const found = errors(text);
  if (found > 0)
    return {
      ok: false,
      failed: `merged with ${upstream.name}, the site would have ${found} ${found === 1 ? 'error' : 'errors'} (two pages with one address?)`,
    };

  // site.json may conflict as text; it is settled by value below, so git's verdict on it is moot.
  let refusal = '';
  await git(top, ['merge', '--no-ff', '--no-commit', '--quiet', upstream.name], env).catch(
    (error: Error) => void (refusal = error.message.split('\n')[0] ?? ''),
  );
  if (!(await gitMaybe(top, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'])))
    return { ok: false, failed: `git could not merge ${upstream.name} here (${refusal})` };
  const unmerged = (await git(top, ['diff', '--name-only', '--diff-filter=U']))
    .split('\n')
    .filter((path) => path && path !== repo.file);
  if (unmerged.length > 0) {
    await git(top, ['merge', '--abort']);
    return { ok: false, failed: `other files changed on both sides: ${unmerged.join(', ')}` };
  }
  await writeFile(join(top, repo.file), text);
  await git(top, ['add', '--', repo.file]);
  const cameIn = describeChanges(result.incoming, base, result.value);
  const message = `Merge ${upstream.name}${cameIn.length ? `: ${cameIn.join('; ')}` : ''}`;
  await git(top, ['commit', '--quiet', '-m', message], env);
  return { ok: true, cameIn };
}
