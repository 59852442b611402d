import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { publish } from '../../editor/git/publish';
import { answerPublish } from '../../editor/git/route';
import { openLedger } from '../../editor/ledger/ledger';
import { startEditor } from '../../editor/server';
import { asha, clone, remoteSite, run, setUp } from './git-clones';
import { tempDir } from '../fixtures/temp-dir';

describe('publishing site.json to git', () => {
  test('commits only site.json with the message, authored by the person, and pushes it', async () => {
    const { bare, mine } = await setUp();
    await mine.save(asha, (s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
    // Work in progress that is not the editor's: never part of a publish.
    writeFileSync(join(mine.dir, 'README.md'), 'half-written notes\n');
    writeFileSync(join(mine.dir, 'scratch.txt'), 'todo\n');

    const result = await publish(mine.context(), { message: 'About: hero heading', author: asha });

    expect(result).toMatchObject({ ok: true, pushed: true });
    expect(result.said).toBe(
      'Published: sent to the team’s shared copy, from which the live site is built.',
    );
    // The version and where it went, in git's words, only for developers.
    expect(result.developers).toBe(`Version ${result.commit} on origin/main.`);
    expect(run(bare, 'log', '-1', '--format=%an <%ae>|%s', 'main')).toBe(
      'Asha Verma <asha@example.com>|About: hero heading',
    );
    expect(run(bare, 'show', '--name-only', '--format=', 'main')).toBe('site.json');
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('About the team');
    // The branch is the published version; the developer's own work is as it was.
    expect(mine.git('rev-parse', 'HEAD')).toBe(run(bare, 'rev-parse', 'main'));
    expect(mine.git('status', '--porcelain').split('\n')).toEqual([
      'M README.md',
      '?? scratch.txt',
    ]);
    expect(mine.ledger.changes()).toEqual([]);
  });

  test('without a signed-in person the local git identity is the author', async () => {
    const { bare, mine } = await setUp();
    await mine.save(undefined, (s) => (s.pages[0]!.seo.title = 'Home | Clinic'));
    await publish(mine.context(), { message: 'Home: title' });
    expect(run(bare, 'log', '-1', '--format=%an', 'main')).toBe('mine Local');
  });

  test('adds an untracked upload that the published changes use, and not one they do not', async () => {
    const { bare, mine } = await setUp();
    mkdirSync(join(mine.dir, 'public/uploads'), { recursive: true });
    writeFileSync(join(mine.dir, 'public/uploads/team.jpg'), 'a picture');
    writeFileSync(join(mine.dir, 'public/uploads/unused.jpg'), 'another');
    await mine.save(undefined, (s) =>
      Object.assign(s.pages[1]!.sections[0]!, { heading: 'Team', note: '/uploads/team.jpg' }),
    );
    await publish(mine.context(), { message: 'About: team photo' });
    expect(run(bare, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual([
      'public/uploads/team.jpg',
      'site.json',
    ]);
    expect(run(bare, 'show', 'main:public/uploads/team.jpg')).toBe('a picture');
    expect(mine.git('status', '--porcelain', '--', 'public')).toBe('?? public/uploads/unused.jpg');
  });

  test('when the remote moved on, the change goes on top of it and what came in reaches the file', async () => {
    const { bare, mine } = await setUp();
    const other = await clone(bare, 'other');
    other.edit((s) => (s.pages[2]!.sections[0]!.heading = 'Services, from a colleague'));
    other.git('commit', '-qam', 'Services: hero heading');
    other.git('push', '-q');
    await mine.save(asha, (s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));

    const result = await publish(mine.context(), { message: 'About: hero heading', author: asha });

    const services = other.read().pages[2]!.seo.title.split(' | ')[0];
    expect(result).toMatchObject({
      ok: true,
      pushed: true,
      cameIn: [`${services}: Top banner › Heading`],
    });
    expect(result.said).toBe(
      `Published: sent to the team’s shared copy, from which the live site is built. What others had published meanwhile came in: ${services}: Top banner › Heading.`,
    );
    const published = remoteSite(bare);
    expect(published.pages[1]!.sections[0]!.heading).toBe('About the team');
    expect(published.pages[2]!.sections[0]!.heading).toBe('Services, from a colleague');
    expect(run(bare, 'log', '--format=%s', '-3', 'main').split('\n')).toEqual([
      'About: hero heading',
      'Services: hero heading',
      'seed',
    ]);
    expect(mine.read()).toEqual(published);
    expect(mine.git('status', '--porcelain')).toBe('');
  });

  test('the same value changed on the remote: your own value wins, since that is what you publish', async () => {
    const { bare, mine } = await setUp();
    const other = await clone(bare, 'other');
    other.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Theirs'));
    other.git('commit', '-qam', 'About: theirs');
    other.git('push', '-q');
    await mine.save(asha, (s) => (s.pages[1]!.sections[0]!.heading = 'Mine'));
    const result = await publish(mine.context(), { message: 'About: mine', author: asha });
    // Theirs was replaced, so nothing of it came in.
    expect(result.said).toBe(
      'Published: sent to the team’s shared copy, from which the live site is built.',
    );
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('Mine');
    expect(mine.read()).toEqual(remoteSite(bare));
  });

  test('publishing everything: a value also changed on the remote is asked about, then settled by a choice', async () => {
    const { bare, mine } = await setUp();
    const other = await clone(bare, 'other');
    other.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Theirs'));
    other.git('commit', '-qam', 'About: theirs');
    other.git('push', '-q');
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Mine'));

    const first = await publish(mine.context(), { message: 'About: mine', everything: true });
    expect(first).toMatchObject({
      ok: false,
      pushed: false,
      conflicts: [
        { ours: 'Mine', theirs: 'Theirs', where: expect.stringMatching(/: Top banner › Heading$/) },
      ],
    });
    expect(first.said).toBe(
      'Not published yet: a value you changed was also changed in what others published meanwhile. Choose which to keep, then publish again.',
    );
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('Theirs');

    const id = first.conflicts![0]!.id;
    const second = await publish(mine.context(), {
      message: 'About: mine',
      everything: true,
      choices: { [id]: 'theirs' },
    });
    // Theirs kept: nothing of this side is left to send, and what they published comes in.
    expect(second).toMatchObject({ ok: true, pushed: false });
    expect(second.said).toMatch(
      /^Nothing new to publish: the team’s shared copy already has it\. What others had published meanwhile came in: /,
    );
    expect(remoteSite(bare).pages[1]!.sections[0]!.heading).toBe('Theirs');
    expect(mine.read().pages[1]!.sections[0]!.heading).toBe('Theirs');
    expect(mine.git('status', '--porcelain')).toBe('');
  });

  test('is refused while the check reports errors, and commits nothing', async () => {
    const { mine } = await setUp();
    await mine.save(undefined, (s) => (s.pages[1]!.sections[0]!.heading = ''));
    const result = await publish(mine.context(2), { message: 'broken' });
    expect(result).toEqual({
      ok: false,
      pushed: false,
      said: 'Not published: the check reports 2 errors; fix them first (the Problems list shows where).',
    });
    expect(mine.git('log', '--format=%s')).toBe('seed');
  });

  test('commits without pushing when the branch has no upstream, and says why', async () => {
    const { mine } = await setUp();
    mine.git('branch', '--unset-upstream');
    await mine.save(undefined, (s) => (s.pages[1]!.sections[0]!.heading = 'Local only'));
    const result = await publish(mine.context(), { message: 'About: local' });
    expect(result.said).toBe(
      'Recorded on this computer only: there is no shared copy to send it to.',
    );
    expect(result.developers).toBe(
      `Version ${result.commit} on the branch main, which has no upstream.`,
    );
    expect(mine.git('log', '--format=%s')).toBe('About: local\nseed');
  });

  test('publishes asked for at once through the editor take turns, and none fails on a locked index', async () => {
    const { bare, mine } = await setUp();
    await mine.save(undefined, (s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
    const ask = (message: string) =>
      answerPublish(mine.context(), 'publish', { message }, () => ({}), undefined);
    const results = await Promise.all(['first', 'second', 'third'].map(ask));
    expect(results.map((r) => ('said' in r ? r.said : ''))).toEqual([
      'Published: sent to the team’s shared copy, from which the live site is built.',
      'Nothing to publish: you have no saved changes that are not published yet.',
      'Nothing to publish: you have no saved changes that are not published yet.',
    ]);
    expect(run(bare, 'log', '--format=%s', 'main').split('\n')).toEqual(['first', 'seed']);
  });

  test('says that publishing needs git where git is not installed', async () => {
    const { mine } = await setUp();
    const path = process.env.PATH;
    process.env.PATH = tempDir('publish-no-git-');
    try {
      const result = await publish(mine.context(), { message: 'x' });
      expect(result).toMatchObject({
        said: 'Cannot publish: Publishing needs the program that records the site’s versions, and it is not installed on this computer.',
        developers: 'git is not installed.',
      });
    } finally {
      process.env.PATH = path;
    }
  });

  test('says why it cannot publish a site.json outside any git repository', async () => {
    const dir = tempDir('publish-plain-');
    copyFileSync('site.json', join(dir, 'site.json'));
    const result = await publish(
      {
        file: join(dir, 'site.json'),
        publicDir: join(dir, 'public'),
        errors: () => 0,
        ledger: await openLedger(join(dir, '.editor', 'ledger.json')),
      },
      { message: 'x' },
    );
    expect(result.said).toBe(
      'Cannot publish: This copy of the site does not keep its versions, so there is nowhere to publish it to.',
    );
    expect(result.developers).toMatch(/site\.json is not in a git repository\.$/);
  });
  test('says in words why it cannot publish from a folder not on a branch (a detached HEAD)', async () => {
    const { mine } = await setUp();
    mine.git('checkout', '-q', '--detach');
    const result = await publish(mine.context(), { message: 'x' });
    expect(result.said).toBe(
      'Cannot publish: This copy of the site is not on its line of versions, so a new version would belong to none. Ask whoever looks after the site to put it back.',
    );
    expect(result.developers).toBe('Detached HEAD: git switch to the branch.');
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
      const { bare, mine } = await setUp();
      const editor = await startEditor({ file: mine.file, port: 0, author: () => asha });
      try {
        const page = await fetch(editor.url).then((r) => r.text());
        const token = /<meta name="editor-token" content="([^"]+)"/.exec(page)?.[1] ?? '';
        // Changed by hand, not in the editor: it goes out only with everything.
        mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
        const body = JSON.stringify({ message: 'About: hero heading', everything: true });
        const refused = [
          await post(editor.url, '', body),
          await post(editor.url, token, body, { 'content-type': 'text/plain' }),
          await post(editor.url, token, body, { origin: 'http://evil.example' }),
          await post(editor.url, token, body, { method: 'GET' }),
          await post(editor.url, token, '{"message": 7}'),
          await post(editor.url, token, '{"message": "x", "choices": {"a": "mine"}}'),
          await post(editor.url, token, '{"message": "x", "everything": "yes"}'),
        ];
        expect(refused.map((r) => r.status)).toEqual([403, 415, 403, 405, 400, 400, 400]);
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
