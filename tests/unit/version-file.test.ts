import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteVersion } from '../../scripts/lib/build/version-file';

const NOW = () => new Date('2026-11-28T10:42:00Z');
const NO_HOST = {} as NodeJS.ProcessEnv;

// version.json is how the editor tells, after Publish, whether the live site has the change.
describe("the built site's version", () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-version-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'site.json');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();

  it('names no commit outside a repository, and still the build time', () => {
    writeFileSync(file, '{}\n');
    expect(siteVersion(file, NO_HOST, NOW)).toEqual({
      commit: null,
      builtAt: '2026-11-28T10:42:00.000Z',
    });
  });

  it('names the commit site.json was built from, and says when the file had changes beyond it', () => {
    git('init', '-q');
    git('-c', 'user.name=T', '-c', 'user.email=t@example.org', 'add', 'site.json');
    git('-c', 'user.name=T', '-c', 'user.email=t@example.org', 'commit', '-qm', 'site');
    const head = git('rev-parse', 'HEAD');
    expect(siteVersion(file, NO_HOST, NOW)).toEqual({
      commit: head,
      builtAt: '2026-11-28T10:42:00.000Z',
    });
    writeFileSync(file, '{"changed": true}\n');
    expect(siteVersion(file, NO_HOST, NOW)).toMatchObject({ commit: head, modified: true });
  });

  it('takes the commit a host builds from its variable, and the time from SOURCE_DATE_EPOCH', () => {
    const sha = 'a'.repeat(40);
    expect(siteVersion(file, { GITHUB_SHA: sha, SOURCE_DATE_EPOCH: '1764000000' }, NOW)).toEqual({
      commit: sha,
      builtAt: '2025-11-24T16:00:00.000Z',
    });
  });
});
