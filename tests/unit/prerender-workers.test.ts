import { afterEach, describe, expect, it } from 'vitest';
import {
  MIN_ROUTES_PER_WORKER,
  renderAll,
  workerCount,
  type Renderer,
} from '../../scripts/lib/build/workers';
import type { PageJob, RouteReport } from '../../scripts/lib/build/page-renderer';

describe('the threads of the prerender', () => {
  const previous = process.env.BUILD_WORKERS;
  afterEach(() => {
    if (previous === undefined) delete process.env.BUILD_WORKERS;
    else process.env.BUILD_WORKERS = previous;
  });

  it('keeps a small site in one thread, where a second one costs more than it saves', () => {
    delete process.env.BUILD_WORKERS;
    expect(workerCount(MIN_ROUTES_PER_WORKER - 1)).toBe(1);
    expect(workerCount(MIN_ROUTES_PER_WORKER * 100)).toBeGreaterThanOrEqual(1);
  });

  it('takes the number of threads from BUILD_WORKERS when it is set', () => {
    process.env.BUILD_WORKERS = '2';
    expect(workerCount(10)).toBe(2);
    process.env.BUILD_WORKERS = 'many';
    expect(workerCount(10)).toBe(1);
  });
});

const job = (path: string): PageJob => ({
  path,
  kind: 'page',
  file: `${path}.html`,
  json: '{}',
  html: '',
});
const report = (path: string) => ({ path }) as RouteReport;

/** A renderer that answers each page when the test says so, noting what it was given. */
function fakeRenderer(window: number) {
  const given: string[] = [];
  const answers: (() => void)[] = [];
  let failWith: Error | undefined;
  const renderer: Renderer = {
    window,
    render: (page) => {
      given.push(page.path);
      return new Promise((resolve, reject) =>
        answers.push(() => (failWith ? reject(failWith) : resolve(report(page.path)))),
      );
    },
    finish: async () => ({ styles: [], styleSheets: [], variants: [], ms: {} }),
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    renderer,
    given,
    /** Answers the oldest page in hand. */
    answer: async () => {
      answers.shift()?.();
      await settle();
    },
    fail: (error: Error) => (failWith = error),
    settle,
  };
}

describe('handing the pages to the renderers', () => {
  it('gives the reports back in the order of the pages, whichever renderer answers first', async () => {
    const a = fakeRenderer(2);
    const b = fakeRenderer(2);
    const paths = ['/1', '/2', '/3', '/4', '/5'];
    const all = renderAll([a.renderer, b.renderer], paths.map(job));
    await a.settle();
    // The freest renderer gets the next page: they take turns while both have room.
    expect(a.given).toEqual(['/1', '/3']);
    expect(b.given).toEqual(['/2', '/4']);
    await b.answer();
    expect(b.given).toEqual(['/2', '/4', '/5']);
    for (let i = 0; i < 3; i++) {
      await b.answer();
      await a.answer();
    }
    expect((await all).map((r) => r.path)).toEqual(paths);
  });

  it('makes a page only when a renderer has room for it, so few resolved pages are held at once', async () => {
    const a = fakeRenderer(2);
    const made: string[] = [];
    function* pages() {
      for (const path of ['/1', '/2', '/3', '/4', '/5', '/6']) {
        made.push(path);
        yield job(path);
      }
    }
    const all = renderAll([a.renderer], pages());
    await a.settle();
    expect(a.given).toEqual(['/1', '/2']);
    // The next page is made, then waits for room: at most the window and one more.
    expect(made).toEqual(['/1', '/2', '/3']);
    await a.answer();
    expect(a.given).toEqual(['/1', '/2', '/3']);
    expect(made).toEqual(['/1', '/2', '/3', '/4']);
    for (let i = 0; i < 5; i++) await a.answer();
    expect(await all).toHaveLength(6);
  });

  it('stops handing out pages when one fails, and fails with its error', async () => {
    const a = fakeRenderer(1);
    const all = renderAll([a.renderer], ['/1', '/2', '/3'].map(job));
    const failed = expect(all).rejects.toThrow('Prerendering /1 failed');
    await a.settle();
    a.fail(new Error('Prerendering /1 failed: boom'));
    await a.answer();
    await failed;
    expect(a.given).toEqual(['/1']);
  });
});
