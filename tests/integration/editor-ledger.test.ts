import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { commitOnto } from '../../editor/git/commit';
import { liveState } from '../../editor/git/live';
import { publish } from '../../editor/git/publish';
import { findRepo } from '../../editor/git/repo';
import { createApi } from '../../editor/http/api';
import { openLedger } from '../../editor/ledger/ledger';
import type { LoadResponse, SaveResponse } from '../../editor/protocol/api-types';
import { setIn } from '../../editor/protocol/data-path';
import { Refusal } from '../../editor/refusal';
import { ROOT } from '../fixtures/site';
import { asha, clone, ravi, remoteSite, run, setUp } from './git-clones';

const PEOPLE = { asha, ravi };

/** The editor's API over `file`, saving as the person a request names in `x-person`. */
async function apiOn(file: string) {
  const api = await createApi({
    file,
    publicDir: join(ROOT, 'public'),
    author: (req: IncomingMessage) => PEOPLE[req.headers['x-person'] as keyof typeof PEOPLE],
  });
  const server: Server = createServer((req, res) => {
    const route = /^\/api\/([a-z]+)/.exec(req.url ?? '')?.[1] ?? '';
    api.handle(req, res, route).catch((error: unknown) => {
      res.writeHead(error instanceof Refusal ? error.status : 500).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const at = `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
  return {
    /** Loads the file, changes one value and saves it as `person`. */
    async save(person: keyof typeof PEOPLE, path: (string | number)[], value: unknown) {
      const loaded = (await (await fetch(`${at}/load`)).json()) as LoadResponse;
      const response = await fetch(`${at}/save`, {
        method: 'POST',
        headers: { 'x-person': person },
        body: JSON.stringify({
          baseVersion: loaded.version,
          data: setIn(loaded.data, path, value),
        }),
      });
      return (await response.json()) as SaveResponse;
    },
    close() {
      api.close();
      server.close();
    },
  };
}

const heading = (page: number) => ['pages', page, 'sections', 0, 'heading'];

describe('the ledger: who saved which change', () => {
  test('each save through the editor is recorded with its person and time, and survives a restart', async () => {
    const { mine } = await setUp();
    const api = await apiOn(mine.file);
    try {
      expect(await api.save('asha', heading(1), 'About the team')).toMatchObject({ ok: true });
      expect(await api.save('ravi', heading(2), 'What we do')).toMatchObject({ ok: true });
    } finally {
      api.close();
    }
    const folder = join(mine.dir, '.editor');
    // Written whole and renamed: nothing half-written is left beside it.
    expect(readdirSync(folder)).toEqual(['ledger.json']);
    expect(statSync(join(folder, 'ledger.json')).mode & 0o777).toBe(0o600);
    const ledger = await openLedger(join(folder, 'ledger.json'));
    const about = mine.read().pages[1]!;
    expect(ledger.changes()).toMatchObject([
      {
        by: asha,
        kind: 'value',
        path: ['pages', { i: 1, key: `path=${about.path}` }, 'sections', { i: 0 }, 'heading'],
        after: 'About the team',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      { by: ravi, after: 'What we do' },
    ]);
    expect(ledger.changes()[0]!.before).toBe(
      (
        JSON.parse(run(mine.dir, 'show', 'HEAD:site.json')) as typeof about & {
          pages: (typeof about)[];
        }
      ).pages[1]!.sections[0]!.heading,
    );
  });

  test('a ledger that is not one stops the editor from starting, saying what to do', async () => {
    const { mine } = await setUp();
    mkdirSync(join(mine.dir, '.editor'));
    writeFileSync(join(mine.dir, '.editor', 'ledger.json'), '{"changes": 3}');
    await expect(openLedger(join(mine.dir, '.editor', 'ledger.json'))).rejects.toThrow(
      /is not the editor's record of who saved what .* Move it away to start a new one/,
    );
  });
});

describe('a publish commit, built without touching the work tree', () => {
  test('holds the given file and upload; the work tree and the index are as they were', async () => {
    const { mine } = await setUp();
    mkdirSync(join(mine.dir, 'public/uploads'), { recursive: true });
    writeFileSync(join(mine.dir, 'public/uploads/team.jpg'), 'a picture');
    mine.edit((s) => (s.pages[1]!.sections[0]!.heading = 'Unsaved elsewhere'));
    const before = {
      text: readFileSync(mine.file, 'utf8'),
      inode: statSync(mine.file).ino,
      index: mine.git('ls-files', '-s'),
      status: mine.git('status', '--porcelain'),
    };
    const repo = await findRepo(mine.file);
    const commit = await commitOnto(
      repo,
      mine.git('rev-parse', 'HEAD'),
      [
        { path: 'site.json', text: '{"made": "elsewhere"}\n' },
        { path: 'public/uploads/team.jpg', fromWorkTree: true },
      ],
      'A version',
      { env: { GIT_AUTHOR_NAME: 'Asha Verma', GIT_AUTHOR_EMAIL: asha.email } },
    );
    expect(mine.git('show', `${commit}:site.json`)).toBe('{"made": "elsewhere"}');
    expect(mine.git('show', `${commit}:public/uploads/team.jpg`)).toBe('a picture');
    expect(mine.git('log', '-1', '--format=%an|%s|%P', commit!)).toBe(
      `Asha Verma|A version|${mine.git('rev-parse', 'HEAD')}`,
    );
    expect({
      text: readFileSync(mine.file, 'utf8'),
      inode: statSync(mine.file).ino,
      index: mine.git('ls-files', '-s'),
      status: mine.git('status', '--porcelain'),
    }).toEqual(before);
  });

  test("one person's publish holds their change and upload alone; a colleague's stays saved, in the file and the ledger", async () => {
    const { bare, mine } = await setUp();
    mkdirSync(join(mine.dir, 'public/uploads'), { recursive: true });
    writeFileSync(join(mine.dir, 'public/uploads/team.jpg'), 'a picture');
    writeFileSync(join(mine.dir, 'public/uploads/services.jpg'), 'another');
    await mine.save(ravi, (s) =>
      Object.assign(s.pages[2]!.sections[0]!, { heading: 'Ravi’s', note: '/uploads/services.jpg' }),
    );
    await mine.save(asha, (s) =>
      Object.assign(s.pages[1]!.sections[0]!, { heading: 'Asha’s', note: '/uploads/team.jpg' }),
    );
    const inode = statSync(mine.file).ino;
    const saved = readFileSync(mine.file, 'utf8');

    const result = await publish(mine.context(), { message: 'About: Asha', author: asha });

    expect(result).toMatchObject({ ok: true, pushed: true });
    expect(run(bare, 'log', '-1', '--format=%an', 'main')).toBe('Asha Verma');
    expect(run(bare, 'show', '--name-only', '--format=', 'main').split('\n').sort()).toEqual([
      'public/uploads/team.jpg',
      'site.json',
    ]);
    const published = remoteSite(bare);
    expect(published.pages[1]!.sections[0]!.heading).toBe('Asha’s');
    expect(published.pages[2]!.sections[0]!.heading).not.toBe('Ravi’s');
    // The remote had not moved: the file is not written at all.
    expect([statSync(mine.file).ino, readFileSync(mine.file, 'utf8')]).toEqual([inode, saved]);
    expect(mine.git('status', '--porcelain').split('\n')).toEqual([
      'M site.json',
      '?? public/uploads/services.jpg',
    ]);
    // His heading and his picture.
    expect(mine.ledger.changes().map((c) => c.by?.name)).toEqual(['Ravi Nair', 'Ravi Nair']);

    await publish(mine.context(), { message: 'Services: Ravi', author: ravi });
    expect(run(bare, 'log', '-1', '--format=%an|%s', 'main')).toBe('Ravi Nair|Services: Ravi');
    expect(remoteSite(bare)).toEqual(mine.read());
    expect(mine.git('status', '--porcelain')).toBe('');
  });

  test('when the remote moved, the file becomes the published version with colleagues’ changes kept', async () => {
    const { bare, mine } = await setUp();
    const other = await clone(bare, 'other');
    other.edit((s) => (s.pages[0]!.seo.title = 'Home, from elsewhere'));
    other.git('commit', '-qam', 'Home: title');
    other.git('push', '-q');
    await mine.save(ravi, (s) => (s.pages[2]!.sections[0]!.heading = 'Ravi’s'));
    await mine.save(asha, (s) => (s.pages[1]!.sections[0]!.heading = 'Asha’s'));

    await publish(mine.context(), { message: 'About: Asha', author: asha });

    const file = mine.read();
    expect(file.pages[0]!.seo.title).toBe('Home, from elsewhere');
    expect(file.pages[1]!.sections[0]!.heading).toBe('Asha’s');
    expect(file.pages[2]!.sections[0]!.heading).toBe('Ravi’s');
    expect(remoteSite(bare).pages[2]!.sections[0]!.heading).not.toBe('Ravi’s');
    expect(mine.git('rev-parse', 'HEAD')).toBe(run(bare, 'rev-parse', 'main'));
    expect(mine.git('status', '--porcelain')).toBe('M site.json');
    expect(mine.ledger.changes().map((c) => c.by?.name)).toEqual(['Ravi Nair']);
  });

  test('publish everything sends every saved change under the publisher, names the others, and empties the ledger', async () => {
    const { bare, mine } = await setUp();
    await mine.save(ravi, (s) => (s.pages[2]!.sections[0]!.heading = 'Ravi’s'));
    mine.edit((s) => (s.pages[0]!.seo.title = 'By hand'));
    await mine.save(asha, (s) => (s.pages[1]!.sections[0]!.heading = 'Asha’s'));

    const result = await publish(mine.context(), {
      message: 'Everything',
      author: asha,
      everything: true,
    });

    expect(result).toMatchObject({ ok: true, pushed: true });
    expect(run(bare, 'log', '-1', '--format=%an|%B', 'main')).toBe(
      'Asha Verma|Everything\n\nIncludes changes not yet published by Ravi Nair (1), and changes made outside the editor.',
    );
    expect(remoteSite(bare)).toEqual(mine.read());
    expect(mine.ledger.changes()).toEqual([]);
  });
});

describe('is it live?', () => {
  test('asks the live site’s version.json and decides by git ancestry, not by equal names', async () => {
    const { bare, mine } = await setUp();
    const seed = mine.git('rev-parse', 'HEAD');
    let answer: unknown = { commit: seed, builtAt: '2026-11-30T10:00:00.000Z' };
    const site: Server = createServer((req, res) => {
      if (req.url !== '/version.json') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    try {
      await mine.save(asha, (s) => (s.pages[1]!.sections[0]!.heading = 'About the team'));
      const { version } = await publish(mine.context(), { message: 'About', author: asha });
      expect(await liveState(mine.file, url, version!)).toEqual({ state: 'waiting' });

      // A later version, pushed from elsewhere and not yet fetched here, holds the published one.
      const other = await clone(bare, 'other');
      other.edit((s) => (s.pages[2]!.sections[0]!.heading = 'Later'));
      other.git('commit', '-qam', 'Later');
      other.git('push', '-q');
      answer = { commit: other.git('rev-parse', 'HEAD'), builtAt: '2026-11-30T10:42:00.000Z' };
      expect(await liveState(mine.file, url, version!)).toEqual({
        state: 'live',
        builtAt: '2026-11-30T10:42:00.000Z',
      });

      answer = { commit: null, builtAt: '2026-11-30T10:42:00.000Z' };
      expect(await liveState(mine.file, url, version!)).toEqual({
        state: 'unknown',
        reason: 'the live site does not say which version it shows',
        developers: `${url}/version.json does not say which version it shows.`,
      });
      expect(await liveState(mine.file, `${url}/nowhere/`, version!)).toEqual({
        state: 'unknown',
        reason: 'the live site does not say yet which version it shows',
        developers: `${url}/nowhere/version.json answered 404.`,
      });
    } finally {
      site.close();
    }
  });
});
