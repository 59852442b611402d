/**
 * The main thread stays quiet after the first paint: on a phone-speed CPU (Chromium throttled
 * 4× through the DevTools protocol) one route of each kind among the measured routes (its
 * language, and a post or the section type a page opens with) is loaded until it is loaded and
 * hydrated, one after another, each as a first visit, and the long tasks (50 ms or more) after
 * its first contentful paint are recorded and listed, the longest first. The page must be the
 * app's by then (hydrated). It loads them as `npm run perf` does, in a Chromium with no inspector
 * following the page (scripts/lib/perf/visitor-chromium.ts): Playwright's would make React DOM's
 * start four times longer than a visitor's browser does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadLongTasks, scriptMs } from '../../scripts/lib/perf/long-tasks';
import { launchVisitorChromium } from '../../scripts/lib/perf/visitor-chromium';
import { expect, loadSite, test } from './fixtures';

const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../perf.budgets.json'), 'utf8'),
) as { lighthouse: { routes: string[] } };
const site = loadSite();

/** What sets a route's hydration apart: its language, and a post or a page's first section. */
function kindOf(route: string): string {
  const hindi = route === '/hi' || route.startsWith('/hi/');
  const path = hindi ? route.slice(3) || '/' : route;
  const page = site.pages.find((candidate) => candidate.path === path);
  return `${hindi ? 'hi' : 'en'} ${page ? `page opening with ${page.sections[0]?.type}` : 'post'}`;
}

// The first measured route of each kind (the home page is the first, and the heaviest, of its
// kind): the same kind hydrates the same code, so more of it only costs time.
const routes = [
  ...new Map(
    budgets.lighthouse.routes
      .map((route) => route.replace(/\?.*$/, ''))
      .reverse()
      .map((route) => [kindOf(route), route]),
  ).values(),
].reverse();

/**
 * Timings belong in the perf run (`npm run perf`: Lighthouse's TBT and long tasks beside the
 * budgets), not in a test that shares the machine with other jobs: here the long tasks are
 * recorded and listed, each with the script time in it and whose (the Long Animation Frames
 * API names the callback and its file; a task with none is the browser's own style, layout and
 * paint, as in the page without script). Set LONG_TASK_LIMIT_MS on a quiet machine to also fail
 * when the scripts of one task run longer (2026-11-26, load average 7 on 2 cores: 55–150 ms in
 * pieces; with the whole app hydrated at once, 117–438 ms).
 */
const LIMIT_MS = process.env.LONG_TASK_LIMIT_MS
  ? Number(process.env.LONG_TASK_LIMIT_MS)
  : undefined;

test.describe('long tasks on a phone-speed CPU', () => {
  // Throttled loads are slow: about 6 s each here.
  test.describe.configure({ timeout: 20_000 * routes.length });

  test(`the long tasks after the first paint are recorded and listed (${routes.join(', ')})`, async () => {
    const browser = await launchVisitorChromium();
    // Per route, the longest script time within one long task.
    const longest: number[] = [];
    const lines: string[] = [];
    try {
      for (const route of routes) {
        const url = new URL(route, test.info().project.use.baseURL).href;
        const { fcp, tasks } = await loadLongTasks(browser, url);
        expect(fcp, `${route} painted before it was measured`).toBeGreaterThan(0);
        const after = tasks.filter((task) => task.start + task.duration > fcp);
        const listed = after.map((task) => {
          const what = task.scripts[0]
            ? `scripts ${Math.round(scriptMs(task))} ms, longest ${Math.round(task.scripts[0].duration)} ms: ${task.scripts[0].invoker} in ${task.scripts[0].file}`
            : "no script: the browser's style, layout and paint";
          return `${Math.round(task.duration)} ms at ${Math.round(task.start)} ms (${what})`;
        });
        const line = `${route} (${kindOf(route)}): ${after.length} long tasks after FCP (${Math.round(fcp)} ms)${listed.length ? `: ${listed.join(', ')}` : ''}`;
        test.info().annotations.push({ type: 'long tasks', description: line });
        console.log(line);
        lines.push(line);
        longest.push(Math.max(0, ...after.map(scriptMs)));
      }
    } finally {
      await browser.close();
    }
    if (LIMIT_MS !== undefined)
      expect(Math.max(...longest), lines.join('\n')).toBeLessThanOrEqual(LIMIT_MS);
  });
});
