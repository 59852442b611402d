import { dirname } from 'node:path';
import { gitOutput as git } from '../git';

/** Where the built site says which version of site.json it is: the editor reads it to say "live". */
export const VERSION_FILE = 'version.json';

/** What a built site says about itself, at /version.json. */
export interface SiteVersion {
  /** The git commit the site was built from (full hash), or null outside a repository. */
  commit: string | null;
  /** site.json had changes not in that commit: the site is not exactly any commit. */
  modified?: true;
  /** When the build ran, as an ISO date and time (UTC). */
  builtAt: string;
}

/** Commit variables of the hosts that build a pushed commit, first match wins. */
const HOST_COMMIT = ['GITHUB_SHA', 'CF_PAGES_COMMIT_SHA', 'COMMIT_REF'] as const;

/**
 * The version of a build of `siteFile`: the commit it came from, from the host's variable when
 * a host builds a pushed commit, else from git beside the file; and the build time, which
 * `SOURCE_DATE_EPOCH` fixes (the reproducible-builds convention) so two builds of one commit
 * can be compared byte for byte.
 */
export function siteVersion(
  siteFile: string,
  env: NodeJS.ProcessEnv = process.env,
  now: () => Date = () => new Date(),
): SiteVersion {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const builtAt = (
    env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now()
  ).toISOString();
  const fromHost = HOST_COMMIT.map((name) => env[name]).find(
    (v) => v && /^[0-9a-f]{7,64}$/.test(v),
  );
  if (fromHost) return { commit: fromHost, builtAt };
  const cwd = dirname(siteFile);
  const commit = git(cwd, ['rev-parse', '--verify', '-q', 'HEAD']);
  if (!commit) return { commit: null, builtAt };
  // An untracked site.json, or one with changes, is not what the commit holds.
  const tracked = git(cwd, ['ls-files', '--error-unmatch', '--', siteFile]) !== undefined;
  const clean = tracked && git(cwd, ['diff', '--quiet', 'HEAD', '--', siteFile]) !== undefined;
  return { commit, ...(clean ? {} : { modified: true as const }), builtAt };
}
