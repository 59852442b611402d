import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createHistory, PAGE_SIZE } from '../../editor/history/history';
import type { HistoryResponse } from '../../editor/protocol/history';
import type { Subject } from '../../editor/lib/history-subject';
import { writeMinimal } from '../../editor/lib/minimal-diff';
import { writeHistory, type Version } from '../../scripts/lib/git-history';
import { siteInput, siteText } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

interface Section {
  type: string;
  id?: string;
  heading?: string;
  body?: unknown;
}
type Data = { pages: { path: string; sections: Section[] }[] };

/** Versions made as the editor saves them: each the smallest textual change to the last. */
function history(edits: [message: string, edit: (data: Data) => void][]): Version[] {
  let text = siteText();
  const data = siteInput() as unknown as Data;
  const versions: Version[] = [{ text, message: 'initial' }];
  for (const [message, edit] of edits) {
    edit(data);
    text = message.startsWith('reformat')
      ? JSON.stringify(data, null, 4)
      : writeMinimal(text, structuredClone(data)).text;
    versions.push({ text, message });
  }
  return versions;
}

async function repoOf(versions: Version[]): Promise<string> {
  const dir = tempDir('history-');
  await writeHistory(dir, 'site.json', versions);
  return join(dir, 'site.json');
}

const messages = (answer: HistoryResponse) =>
  answer.kind === 'history' ? answer.entries.map((e) => `${e.message} (${e.change})`) : answer;

// The page second in site.json (the about page), its opening hero and a section with an id.
const about = () => siteInput().pages[1]!;
const storyId = () => (about().sections.find((s) => 'id' in s && s.id) as Section).id!;

describe('history of a page and of a section, by value', async () => {
  const path = about().path;
  const file = await repoOf(
    history([
      ['about: new hero heading', (d) => void (d.pages[1]!.sections[0]!.heading = 'Who we are')],
      ['home: new hero heading', (d) => void (d.pages[0]!.sections[0]!.heading = 'Welcome')],
      ['reformat the file', () => {}],
      ['about: address changed', (d) => void (d.pages[1]!.path = '/about-us')],
      [
        'about: story changed',
        (d) => void (d.pages[1]!.sections.find((s) => s.id === storyId())!.heading = 'Our story'),
      ],
      [
        'about: hero moved last',
        (d) => void d.pages[1]!.sections.push(d.pages[1]!.sections.shift()!),
      ],
    ]),
  );
  const history_ = createHistory(file);

  test('lists the commits that changed the page, newest first, following its change of address', async () => {
    expect(messages(await history_.list({ target: 'page', key: '/about-us' }))).toEqual([
      'about: hero moved last (changed)',
      'about: story changed (changed)',
      'about: address changed (changed)',
      'about: new hero heading (changed)',
      'initial (added)',
    ]);
  });

  test('a section by its id: only the commits that changed it', async () => {
    const subject: Subject = { target: 'page', key: '/about-us', section: { id: storyId() } };
    expect(messages(await history_.list(subject))).toEqual([
      'about: story changed (changed)',
      'initial (added)',
    ]);
  });

  test('a section without an id, by its type, wherever it moved', async () => {
    const subject: Subject = {
      target: 'page',
      key: '/about-us',
      section: { type: 'hero', nth: 0 },
    };
    const answer = await history_.list(subject);
    expect(messages(answer)).toEqual(['about: new hero heading (changed)', 'initial (added)']);
    if (answer.kind !== 'history') throw new Error('no history');
    const [latest] = answer.entries;
    expect(latest!.value).toMatchObject({ type: 'hero', heading: 'Who we are' });
    expect(latest!.lines.filter((l) => l.kind === 'add').map((l) => l.text.trim())).toEqual([
      '"heading": "Who we are",',
    ]);
    expect(latest!.author).toBe('Test Author');
  });

  test('a page no commit has is refused with a 404 that says why', async () => {
    await expect(history_.list({ target: 'page', key: path })).rejects.toMatchObject({
      status: 404,
      message:
        'The newest recorded version of the site does not have this yet: it is new, or its address or name changed since then.',
    });
  });
});

/** A repository of site.json with 46 versions: "initial", then "edit 1" to "edit 45". */
async function longRepo() {
  // The first edit as the editor saves it; the rest change the same words in place (faster).
  const [initial, first] = history([
    ['edit 1', (d) => void (d.pages[1]!.sections[0]!.heading = 'Heading 1')],
  ]);
  const versions = [initial!, first!];
  for (let i = 2; i <= 45; i++)
    versions.push({
      text: versions.at(-1)!.text.replace(`"Heading ${i - 1}"`, `"Heading ${i}"`),
      message: `edit ${i}`,
    });
  return repoOf(versions);
}

/** Every answer to a subject's history, from the first to the one with no "next". */
async function allPages(history_: ReturnType<typeof createHistory>, subject: Subject) {
  const pages: string[][] = [];
  let next: string | undefined;
  do {
    const answer = await history_.list(subject, next);
    if (answer.kind !== 'history') throw new Error(answer.message);
    pages.push(answer.entries.map((e) => e.message));
    next = answer.next;
  } while (next);
  return pages;
}

test('lists 20 at a time, and "next" goes on with the older ones', async () => {
  // No time limit: how many an answer lists is then the page size alone.
  const history_ = createHistory(await longRepo(), Infinity);
  const pages = await allPages(history_, { target: 'page', key: about().path });
  expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 6]);
  expect(pages[0]![0]).toBe('edit 45');
  expect(pages[2]!.at(-1)).toBe('initial');
});

test('an answer out of time lists what it found, and "next" goes on from there to the end', async () => {
  // Out of time after each commit read, as on a machine far too slow.
  const history_ = createHistory(await longRepo(), 0);
  const pages = await allPages(history_, { target: 'page', key: about().path });
  expect(pages.length).toBeGreaterThan(3);
  expect(pages.flat()).toEqual([
    ...Array.from({ length: 45 }, (_, i) => `edit ${45 - i}`),
    'initial',
  ]);
});

test('says in words when there is no history to read', async () => {
  const plain = tempDir('not-git-');
  writeFileSync(join(plain, 'site.json'), siteText());
  expect(
    await createHistory(join(plain, 'site.json')).list({ target: 'not-found', key: '' }),
  ).toEqual({
    kind: 'unavailable',
    message: 'This copy of the site keeps no earlier versions, so there is no history to show.',
    developers: 'site.json is not in a git repository.',
  });
  execFileSync('git', ['init', '-q'], { cwd: plain });
  expect(
    await createHistory(join(plain, 'site.json')).list({ target: 'not-found', key: '' }),
  ).toEqual({
    kind: 'unavailable',
    message: 'The site has no recorded versions yet: the first is recorded when it is published.',
    developers: 'site.json has never been committed.',
  });
});

test('an answer that is not from this history is refused', async () => {
  const history_ = createHistory(await repoOf(history([])));
  await expect(history_.list({ target: 'page', key: '/' }, 'HEAD~1')).rejects.toMatchObject({
    status: 400,
  });
});
