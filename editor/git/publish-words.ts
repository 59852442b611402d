/**
 * What Publish says, in the words of the people who press it: versions go to the team's shared
 * copy, from which the live site is built. Branches, remotes, commits and git's own messages are
 * kept for developers (`developers`), which the dialog folds away.
 */

/** Where a publish sends a version, as the editor names it. */
export const SHARED = 'the team’s shared copy';

export interface Said {
  said: string;
  developers?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why publishing is impossible here, in words: the repository as the person sees it. */
export const cannot = {
  noGit: {
    said: 'Publishing needs the program that records the site’s versions, and it is not installed on this computer.',
    developers: 'git is not installed.',
  },
  noRepository: (path: string): Said => ({
    said: 'This copy of the site does not keep its versions, so there is nowhere to publish it to.',
    developers: `${path} is not in a git repository.`,
  }),
  noBranch: {
    said: 'This copy of the site is not on its line of versions, so a new version would belong to none. Ask whoever looks after the site to put it back.',
    developers: 'Detached HEAD: git switch to the branch.',
  },
};

/** The sentences of a publish's outcome. */
export const outcome = {
  noMessage: { said: 'Not published: write a message that says what changed.' },
  unreadable: (file: string): Said => ({
    said: 'Not published: the site’s file has a typing mistake, so it cannot be read.',
    developers: `${file} is not valid JSON.`,
  }),
  ahead: (branch: string, upstream: string | undefined): Said => ({
    said: `Not published: this computer holds versions that ${SHARED} does not have yet. Ask whoever looks after the site to send them or set them aside first.`,
    developers: `The branch ${branch} is ahead of ${upstream ?? 'its base'}: git push, or set the commits aside.`,
  }),
  errors: (n: number): Said => ({
    said: `Not published: the check reports ${plural(n, 'error', 'errors')}; fix ${n === 1 ? 'it' : 'them'} first (the Problems list shows where).`,
  }),
  conflicts: (n: number): Said => ({
    said: `Not published yet: ${n === 1 ? 'a value you changed was' : `${n} values you changed were`} also changed in what others published meanwhile. Choose which to keep, then publish again.`,
  }),
  noIdentity: {
    said: 'Not published: this computer has no name and email to record changes under. Ask whoever set it up to add them.',
    developers: 'git config user.name and user.email are not set.',
  },
  notRecorded: (why: string): Said => ({
    said: 'Not published: the change could not be recorded on this computer.',
    developers: why,
  }),
  nothing: (everything: boolean): Said => ({
    said: everything
      ? 'Nothing to publish: the site has not changed since it was last published.'
      : 'Nothing to publish: you have no saved changes that are not published yet.',
  }),
  kept: (upstream: string, attempts: number): Said => ({
    said: `Not published: ${SHARED} kept changing while this was sent; publish again.`,
    developers: `${upstream} moved on ${attempts} times while pushing.`,
  }),
  refused: (upstream: string, why: string): Said => ({
    said: `Not published: ${SHARED} did not take it. Nothing changed here.`,
    developers: `${upstream} refused the push: ${why}`,
  }),
  /** After a publish: what it made and where it went, and what came in from colleagues. */
  done(
    made: { short: string; new: boolean; branch: string; upstream?: string | undefined },
    cameIn: string[],
  ): Said {
    const came = cameIn.length
      ? ` What others had published meanwhile came in: ${cameIn.join('; ')}.`
      : '';
    const said = !made.new
      ? `Nothing new to publish: ${made.upstream ? SHARED : 'this computer'} already has it.${came}`
      : made.upstream
        ? `Published: sent to ${SHARED}, from which the live site is built.${came}`
        : 'Recorded on this computer only: there is no shared copy to send it to.';
    const developers = `Version ${made.short} on ${made.upstream ?? `the branch ${made.branch}, which has no upstream`}.`;
    return { said, developers };
  },
  /** The program that records versions failed (a locked index, a full disk). */
  failed: (why: string): Said => ({
    said: 'Not published: the program that records the site’s versions could not do it.',
    developers: why,
  }),
};
