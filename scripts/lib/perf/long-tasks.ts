/**
 * The long tasks of the site's own scripts, as a phone runs them: each route loaded as a first
 * visit in Debian's Chromium with its CPU slowed 4× (the DevTools protocol, as Lighthouse's mobile
 * preset assumes), until it is loaded and the app is hydrated, while the Long Animation Frames API
 * names every script that ran in each long task. Lighthouse cannot do this: its long tasks are
 * the browser's (style, layout) and ours alike. The browser is driven as a visitor's runs, with
 * no inspector following the page (visitor-chromium.ts): with one, React DOM's start alone
 * measured 54–75 ms, work no visitor's browser does.
 */
import type { AddressInfo } from 'node:net';
import { APP_HYDRATED_MARK } from '../../../src/render/after-first-paint';
import { startServer } from '../static-server';
import type { LongTaskRow, LongTaskRun } from './budgets';
import { pagePath } from './lighthouse';
import { launchVisitorChromium, type VisitorChromium } from './visitor-chromium';

export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823 };

interface Task {
  start: number;
  duration: number;
}

/** A script that ran in a long animation frame: its file, what called it, and for how long. */
export interface FrameScript extends Task {
  file: string;
  invoker: string;
}

/** A long task (50 ms or more) and the scripts that ran in it, the longest first. */
export interface LongTask extends Task {
  scripts: FrameScript[];
}

/** The milliseconds of script in a long task. */
export const scriptMs = (task: LongTask) =>
  task.scripts.reduce((sum, script) => sum + script.duration, 0);

/** Records the long tasks and the scripts of long animation frames from the page's start. */
function record() {
  const w = window as unknown as { tasks: Task[]; scripts: FrameScript[] };
  w.tasks = [];
  w.scripts = [];
  // The pop-up opens after its delay, not as the page loads: a visitor who has seen it.
  sessionStorage.setItem('promo-shown', '1');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  type Frame = PerformanceEntry & {
    scripts: (PerformanceEntry & { sourceURL: string; invoker: string })[];
  };
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as Frame[])
      for (const script of frame.scripts)
        w.scripts.push({
          start: script.startTime,
          duration: script.duration,
          file: script.sourceURL.replace(/^.*\//, '') || '(inline)',
          invoker: script.invoker.replace(/^https?:.*\//, ''),
        });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * Loads `url` as a first visit on a phone-speed CPU, until it is loaded and the app hydrated (a
 * second more), and returns its long tasks, the longest first, and its first contentful paint.
 */
export async function loadLongTasks(
  browser: VisitorChromium,
  url: string,
): Promise<{ fcp: number; tasks: LongTask[] }> {
  const tab = await browser.newTab({ ...PHONE, deviceScaleFactor: 1.75 });
  try {
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${record})()` });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const loaded = tab.next('Page.loadEventFired');
    const { errorText } = await tab.send<{ errorText?: string }>('Page.navigate', { url });
    if (errorText) throw new Error(`${url} could not be loaded: ${errorText}`);
    await loaded;
    await tab.evaluate(`new Promise((hydrated, late) => {
      new PerformanceObserver(() => {
        if (performance.getEntriesByName(${JSON.stringify(APP_HYDRATED_MARK)}).length) hydrated();
      }).observe({ type: 'mark', buffered: true });
      setTimeout(() => late(new Error('not hydrated within 60 s')), 60000);
    })`);
    await new Promise((later) => setTimeout(later, 1000));
    const { tasks, scripts, fcp } = await tab.evaluate<{
      tasks: Task[];
      scripts: FrameScript[];
      fcp: number;
    }>(`({
      tasks: window.tasks,
      scripts: window.scripts,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    })`);
    return {
      fcp,
      tasks: tasks
        .map((task) => ({
          ...task,
          scripts: scripts
            .filter((s) => s.start >= task.start && s.start < task.start + task.duration)
            .sort((a, b) => b.duration - a.duration),
        }))
        .sort((a, b) => b.duration - a.duration),
    };
  } finally {
    await tab.close();
  }
}

/** One load: the most script time within one long task, and the longest script there. */
async function loadOnce(browser: VisitorChromium, url: string): Promise<LongTaskRun> {
  const { tasks } = await loadLongTasks(browser, url);
  let most: LongTaskRun = { scriptMs: 0 };
  for (const task of tasks)
    if (scriptMs(task) > most.scriptMs)
      most = {
        scriptMs: scriptMs(task),
        longest: `${task.scripts[0]!.invoker} in ${task.scripts[0]!.file}`,
      };
  return most;
}

/** Loads each route `runs` times (in rounds, one route after another), from a build folder. */
export async function measureLongTasks(
  dist: string,
  routes: readonly string[],
  runs: number,
): Promise<LongTaskRow[]> {
  const server = await startServer(dist, 0);
  const { port } = server.address() as AddressInfo;
  const browser = await launchVisitorChromium();
  try {
    const rows = routes.map((route) => ({ route, runs: [] as LongTaskRun[] }));
    for (let round = 0; round < runs; round++)
      for (const row of rows)
        row.runs.push(await loadOnce(browser, `http://127.0.0.1:${port}${pagePath(row.route)}`));
    return rows;
  } finally {
    await browser.close();
    server.close();
  }
}
