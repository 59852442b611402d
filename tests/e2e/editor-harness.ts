import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startEditor, type RunningEditor } from '../../editor/server';
import { pageAxe } from './axe';
import { expect, test as base } from './fixtures';
import { removeTempDirs, tempDir } from '../fixtures/temp-dir';

/** A temporary git repository holding a copy of site.json, so a test can read `git diff`. */
export interface EditedCopy {
  dir: string;
  file: string;
  original: string;
  git(...args: string[]): string;
  /** Back to the committed file (between tests). */
  restore(): void;
}

export function copySiteIntoRepo(): EditedCopy {
  const dir = tempDir('editor-site-');
  const file = join(dir, 'site.json');
  copyFileSync('site.json', file);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
  git('init', '-q');
  git('add', 'site.json');
  git('commit', '-qm', 'copy');
  return {
    dir,
    file,
    original: readFileSync(file, 'utf8'),
    git,
    restore: () => void git('checkout', '-q', '--', 'site.json'),
  };
}

/** The editor on a free port over `file`. */
export function startEditorOn(file: string): Promise<RunningEditor> {
  return startEditor({ file, port: 0 });
}

/**
 * The name the editor's Page control and preview show the page or post at `path` of site.json
 * by, read by hand: a page's title before " | " (the home page is Home), a post's title.
 */
export function pageNameAt(path: string): string {
  const { pages, blog } = JSON.parse(readFileSync('site.json', 'utf8')) as {
    pages: { path: string; seo: { title: string } }[];
    blog: { basePath: string; posts: { slug: string; title: string }[] };
  };
  const post = blog.posts.find((p) => `${blog.basePath}/${p.slug}` === path);
  if (post) return post.title;
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`site.json has no page or post at "${path}"`);
  return path === '/' ? 'Home' : found.seo.title.split(' | ')[0]!;
}

/** Chooses the page or post at `path` in the Page control, which names it. */
export async function choosePageAt(page: Page, path: string) {
  await page.getByLabel('Page', { exact: true }).selectOption({ label: pageNameAt(path) });
}

/** Opens the editor and waits until the preview has drawn the first page. */
export async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Page', { exact: true }).waitFor();
  await page
    .frameLocator('iframe[title^="Preview"]')
    .locator('main')
    .waitFor({ state: 'attached' });
}

/** Lines changed by `git diff -U0`: old line numbers removed, new line numbers added. */
export function changedLines(diff: string): { removed: number[]; added: number[] } {
  const removed: number[] = [];
  const added: number[] = [];
  for (const match of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    const [oldStart, oldCount, newStart, newCount] = [
      Number(match[1]),
      Number(match[2] ?? 1),
      Number(match[3]),
      Number(match[4] ?? 1),
    ];
    for (let i = 0; i < oldCount; i++) removed.push(oldStart + i);
    for (let i = 0; i < newCount; i++) added.push(newStart + i);
  }
  return { removed, added };
}

/** An editor over a temporary git copy of site.json, as `siteCopy` hands it to a test. */
export interface EditorOnCopy {
  readonly copy: EditedCopy;
  readonly editor: RunningEditor;
}

/**
 * The editor project's test: `siteCopy` is one editor over one temporary git copy of site.json
 * per worker, shared by every test of every file that asks for it (an editor's start loads and
 * runs the whole site's check in its thread: seconds on a busy machine), the copy back at the
 * committed file as each test starts. Every spec of the project takes its test from here, so
 * their workers are alike and one carries its editor from file to file.
 */
export const test = base.extend<
  { siteCopy: EditorOnCopy },
  { workerEditor: EditorOnCopy; tempFolders: void }
>({
  // Set up first, so torn down last: every editor, server and build of the worker has stopped
  // using the folders (copies of the site, remotes, builds) when they are removed.
  tempFolders: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      await use();
      removeTempDirs();
    },
    { scope: 'worker', auto: true },
  ],
  workerEditor: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const copy = copySiteIntoRepo();
      const editor = await startEditorOn(copy.file);
      await use({ copy, editor });
      await editor.close();
    },
    { scope: 'worker' },
  ],
  siteCopy: async ({ workerEditor }, use) => {
    workerEditor.copy.restore();
    await use(workerEditor);
  },
});

export { expect };

/**
 * The worker's editor over its copy of site.json for each test of a spec file, which starts
 * from the committed file with the editor open; what it returns is that editor and copy.
 */
export function editorOnCopy(): EditorOnCopy {
  const state = {} as { copy: EditedCopy; editor: RunningEditor };
  test.beforeEach(async ({ page, siteCopy }) => {
    Object.assign(state, siteCopy);
    await openEditor(page, siteCopy.editor.url);
  });
  return state;
}

/** A local bare repository whose one commit holds a copy of site.json: a team's remote. */
export function bareRemoteOfSite(name: string): string {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd });
  const seed = tempDir(`${name}-seed-`);
  git(seed, 'init', '-q', '-b', 'main');
  copyFileSync('site.json', join(seed, 'site.json'));
  git(seed, 'add', 'site.json');
  git(seed, '-c', 'user.name=seed', '-c', 'user.email=seed@example.com', 'commit', '-qm', 'seed');
  const bare = tempDir(`${name}-remote-`);
  git(bare, 'clone', '-q', '--bare', seed, '.');
  return bare;
}

/** A new browser context signed in to the editor at `url` as `email`, its page open. */
export async function signInAs(
  browser: Browser,
  url: string,
  email: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Page', { exact: true }).waitFor();
  return page;
}

/**
 * axe's WCAG A and AA violations on the editor's own page; the preview is the site, which the
 * site's own axe specs hold.
 */
export const editorAxe = (page: Page) =>
  pageAxe(page)
    .exclude('iframe')
    .analyze()
    .then((result) => result.violations);
