/**
 * The main thread stays quiet after the first paint: on a phone-speed CPU (Chromium throttled
 * 4× through the DevTools protocol) every measured route, English and Hindi, is loaded from the
 * first contentful paint to network idle, and the long tasks (50 ms or more) of that stretch are
 * recorded and listed, the longest first. The page must be the app's by then (hydrated).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, hydrated, test } from './fixtures';

const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../perf.budgets.json'), 'utf8'),
) as { lighthouse: { routes: string[] } };
const routes = budgets.lighthouse.routes.map((route) => route.replace(/\?.*$/, ''));

/**
 * The longest task allowed after the first paint. The issue's aim (TBT ≤ 50 ms) is Lighthouse's,
 * in its simulation; here the CPU is throttled for real on a machine other jobs share, where
 * evaluating React alone takes 50–100 ms and a task can stretch with the load. The bound says
 * "no hydration in one piece": with the whole app in one chunk, hydrated at once, the longest
 * task was 117–438 ms (over 200 on 6 of these 10 routes); in pieces, 55–150 ms (2026-11-26,
 * load average 7 on 2 cores). Set LONG_TASK_LIMIT_MS to hold a quiet machine to less.
 */
const LONGEST_MS = Number(process.env.LONG_TASK_LIMIT_MS ?? 200);

interface Task {
  start: number;
  duration: number;
}

test.describe('long tasks on a phone-speed CPU', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Throttled loads are slow; each route is its own test.
  test.describe.configure({ timeout: 60_000 });

  for (const route of routes) {
    test(`${route}: no long task after the first paint outlasts ${LONGEST_MS} ms`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(route, { waitUntil: 'networkidle' });
      await hydrated(page);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: (window as unknown as { longTasks: Task[] }).longTasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const after = tasks
        .filter((task) => task.start + task.duration > fcp)
        .sort((a, b) => b.duration - a.duration);
      const listed = after.map(
        (task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)} ms`,
      );
      test.info().annotations.push({
        type: 'long tasks',
        description: `${route}: ${after.length} after FCP (${Math.round(fcp)} ms)${listed.length ? `: ${listed.join(', ')}` : ''}`,
      });
      console.log(`${route}: ${after.length} long tasks after FCP; ${listed.join(', ') || 'none'}`);
      expect(after[0]?.duration ?? 0, listed.join(', ')).toBeLessThanOrEqual(LONGEST_MS);
    });
  }
});
