import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { publish, type PublishContext } from '../../editor/git/publish';
import { answerPublish } from '../../editor/git/route';
import { startEditor } from '../../editor/server';

interface Site {
  pages: { path: string; seo: { title: string }; sections: { heading?: string }[] }[];
}

const run = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } }).trim();

/** A clone of a local bare repository holding site.json, as a person's machine would have. */
function clone(bare: string, name: string) {
  const dir = mkdtempSync(join(tmpdir(), `publish-${name}-`));
  run(dir, 'clone', '-q', bare, '.');
  run(dir, 'config', 'user.name', `${name} Local`);
  run(dir, 'config', 'user.email', `${name}@example.com`);
  const file = join(dir, 'site.json');
  return {
    dir,
    file,
    git: (...args: string[]) => run(dir, ...args),
    read: () => JSON.parse(readFileSync(file, 'utf8')) as Site,
    edit(change: (site: Site) => void) {
      const site = JSON.parse(readFileSync(file, 'utf8')) as Site;
      change(site);
      writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
    },
    context: (errors = 0): PublishContext => ({
      file,
      publicDir: join(dir, 'public'),
      errors: () => errors,
    }),
  };
}

/** A bare repository with site.json committed on main, and a clone of it to publish from. */
function setUp() {
  const seed = mkdtempSync(join(tmpdir(), 'publish-seed-'));
  run(seed, 'init', '-q', '-b', 'main');
  copyFileSync('site.json', join(seed, 'site.json'));
  writeFileSync(join(seed, 'README.md'), 'notes\n');
  run(seed, 'add', '.');
  run(seed, '-c', 'user.name=seed', '-c', 'user.email=seed@example.com', 'commit', '-qm', 'seed');
  const bare = mkdtempSync(join(tmpdir(), 'publish-remote-'));
  run(bare, 'clone', '-q', '--bare', seed, '.');
  return { bare, mine: clone(bare, 'mine') };
}

const remoteSite = (bare: string) => JSON.parse(run(bare, 'show', 'main:site.json')) as Site;
const asha = { name: 'Asha Verma', email: 'asha@example.com' };

describe('publishing site.json to git', () => {
  test('commits only site.json with the message, authored by the person, and pushes it', async () => {
    const { bare, mine } = setUp();
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
    // Work in progress that is not the editor's: never part of a publish.
    writeFileSync(join(mine.dir, 'README.md'), 'half-written notes\n');
    writeFileSync(join(mine.dir, 'scratch.txt'), 'todo\n');

    const result = await publish(mine.context(), { message: 'About: hero heading', author: asha });

    expect(result).toMatchObject({ ok: true, pushed: true });
    expect(result.said).toBe(
      `Published as version ${result.commit} and sent to origin/main, the copy everyone shares.`,
    );
    expect(run(bare, 'log', '-1', '--format=%an <%ae>|%s', 'main')).toBe(
      'Asha Verma <asha@example.com>|About: hero heading',
    );
    expect(run(bare, 'show', '--name-only', '--format=', 'main')).toBe('site.json');
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('About the team');
    expect(mine.git('status', '--porcelain').split('\n')).toEqual([
      'M README.md',
      '?? scratch.txt',
    ]);
  });

  test('without a signed-in person the local git identity is the author', async () => {
    const { bare, mine } = setUp();
    mine.edit((s) => (s.pages[0]!.seo.title = 'Home | Clinic'));
    await publish(mine.context(), { message: 'Home: title' });
    expect(run(bare, 'log', '-1', '--format=%an', 'main')).toBe('mine Local');
  });

  test('adds an untracked upload that site.json uses, and not one it does not', async () => {
    const { bare, mine } = setUp();
    mkdirSync(join(mine.dir, 'public/uploads'), { recursive: true });
    writeFileSync(join(mine.dir, 'public/uploads/team.jpg'), 'a picture');
    writeFileSync(join(mine.dir, 'public/uploads/unused.jpg'), 'another');
    mine.edit((s) => Object.assign(s.pages[1]!.sections[0]!, { heading: 'Team' }));
    const text = readFileSync(mine.file, 'utf8').replace(
      '"Team"',
      '"Team", "note": "/uploads/team.jpg"',
    );
    writeFileSync(mine.file, text);
    await publish(mine.context(), { message: 'About: team photo' });
    expect(run(bare, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual([
      'public/uploads/team.jpg',
      'site.json',
    ]);
  });

  test('when the remote moved on, its change to another page is fetched, merged and pushed with ours', async () => {
    const { bare, mine } = setUp();
    const other = clone(bare, 'other');
    other.edit((s) => (s.pages[2]!.sections[0]!.heading = 'Services, from a colleague'));
    other.git('commit', '-qam', 'Services: hero heading');
    other.git('push', '-q');
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));

    const result = await publish(mine.context(), { message: 'About: hero heading', author: asha });

    const services = other.read().pages[2]!.seo.title.split(' | ')[0];
    expect(result).toMatchObject({
      ok: true,
      pushed: true,
      cameIn: [`${services}: Top banner › Heading`],
    });
    const merged = remoteSite(bare);
    expect(merged.pages[1]!.sections[0]!.heading).toBe('About the team');
    expect(merged.pages[2]!.sections[0]!.heading).toBe('Services, from a colleague');
    expect(run(bare, 'log', '--format=%s', '-3', 'main').split('\n')).toEqual([
      `Merge origin/main: ${services}: Top banner › Heading`,
      'About: hero heading',
      'Services: hero heading',
    ]);
    expect(mine.read()).toEqual(merged);
  });

  test('the same value changed on the remote is reported as a conflict, and settled by a choice', async () => {
    const { bare, mine } = setUp();
    const other = clone(bare, 'other');
    other.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Theirs'));
    other.git('commit', '-qam', 'About: theirs');
    other.git('push', '-q');
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Mine'));

    const first = await publish(mine.context(), { message: 'About: mine' });
    expect(first).toMatchObject({
      ok: false,
      pushed: false,
      conflicts: [
        { ours: 'Mine', theirs: 'Theirs', where: expect.stringMatching(/: Top banner › Heading$/) },
      ],
    });
    expect(first.said).toBe(
      `Recorded as version ${first.commit} here, not sent yet: a value you changed was also changed in origin/main. Choose which to keep, then publish again.`,
    );
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('Theirs');

    const id = first.conflicts![0]!.id;
    const second = await publish(mine.context(), {
      message: 'About: mine',
      choices: { [id]: 'theirs' },
    });
    expect(second).toMatchObject({ ok: true, pushed: true });
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('Theirs');
  });

  test('is refused while the check reports errors, and commits nothing', async () => {
    const { mine } = setUp();
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = ''));
    const result = await publish(mine.context(2), { message: 'broken' });
    expect(result).toEqual({
      ok: false,
      pushed: false,
      said: 'Not published: the check reports 2 errors; fix them first (the Problems list shows where).',
    });
    expect(mine.git('log', '--format=%s')).toBe('seed');
  });

  test('commits without pushing when the branch has no upstream, and says why', async () => {
    const { mine } = setUp();
    mine.git('branch', '--unset-upstream');
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Local only'));
    const result = await publish(mine.context(), { message: 'About: local' });
    expect(result.said).toBe(
      `Recorded as version ${result.commit} on this computer only: the branch main has no shared copy to send it to.`,
    );
  });

  test('publishes asked for at once through the editor take turns, and none fails on a locked index', async () => {
    const { bare, mine } = setUp();
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
    const ask = (message: string) =>
      answerPublish(mine.context(), 'publish', { message }, () => ({}), undefined);
    const results = await Promise.all(['first', 'second', 'third'].map(ask));
    expect(results.map((r) => 'ok' in r && r.ok)).toEqual([true, true, true]);
    expect(run(bare, 'log', '--format=%s', 'main').split('\n')).toEqual(['first', 'seed']);
  });

  test('says that publishing needs git where git is not installed', async () => {
    const { mine } = setUp();
    const path = process.env.PATH;
    process.env.PATH = mkdtempSync(join(tmpdir(), 'publish-no-git-'));
    try {
      const result = await publish(mine.context(), { message: 'x' });
      expect(result.said).toBe(
        'Cannot publish: Publishing needs git, and git is not installed on this machine.',
      );
    } finally {
      process.env.PATH = path;
    }
  });

  test('says why it cannot publish a site.json outside any git repository', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-plain-'));
    copyFileSync('site.json', join(dir, 'site.json'));
    const result = await publish(
      { file: join(dir, 'site.json'), publicDir: join(dir, 'public'), errors: () => 0 },
      { message: 'x' },
    );
    expect(result.said).toMatch(
      /^Cannot publish: .*site\.json is not in a git repository, so there is nowhere to publish it to\.$/,
    );
  });
  test('says in words why it cannot publish from a folder not on a branch (a detached HEAD)', async () => {
    const { mine } = setUp();
    mine.git('checkout', '-q', '--detach');
    const result = await publish(mine.context(), { message: 'x' });
    expect(result.said).toBe(
      'Cannot publish: The site’s folder is not on a branch (git calls this a detached HEAD), so a new version would belong to no history. Ask whoever looks after the folder to put it back on its branch (git switch and the branch’s name).',
    );
  });
});

/** A POST to the editor at `url`, from its own page unless `headers` say otherwise. */
function post(url: string, token: string, body: string, headers: Record<string, string> = {}) {
  const { host, origin } = new URL(url);
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      `${origin}/api/publish`,
      {
        method: headers.method ?? 'POST',
        headers: {
          host,
          origin,
          'content-type': 'application/json',
          'x-editor-token': token,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', fail);
    req.end(headers.method === 'GET' ? undefined : body);
  });
}

describe('the publish route of the editor server', () => {
  test(
    'goes through the guard, refuses a malformed request with a 4xx, and publishes as the signed-in person',
    { timeout: 60_000 },
    async () => {
      const { bare, mine } = setUp();
      const editor = await startEditor({ file: mine.file, port: 0, author: () => asha });
      try {
        const page = await fetch(editor.url).then((r) => r.text());
        const token = /<meta name="editor-token" content="([^"]+)"/.exec(page)?.[1] ?? '';
        mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
        const body = JSON.stringify({ message: 'About: hero heading' });
        const refused = [
          await post(editor.url, '', body),
          await post(editor.url, token, body, { 'content-type': 'text/plain' }),
          await post(editor.url, token, body, { origin: 'http://evil.example' }),
          await post(editor.url, token, body, { method: 'GET' }),
          await post(editor.url, token, '{"message": 7}'),
          await post(editor.url, token, '{"message": "x", "choices": {"a": "mine"}}'),
        ];
        expect(refused.map((r) => r.status)).toEqual([403, 415, 403, 405, 400, 400]);
        expect(mine.git('log', '--format=%s')).toBe('seed');

        const answer = await post(editor.url, token, body);
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ ok: true, pushed: true });
        expect(run(bare, 'log', '-1', '--format=%an <%ae>|%s', 'main')).toBe(
          'Asha Verma <asha@example.com>|About: hero heading',
        );
      } finally {
        await editor.close();
      }
    },
  );
});
