import { describe, expect, it, vi } from 'vitest';
import { afterPageLoaded, LOAD_WAIT_CAP_MS } from '../../src/render/after-first-paint';
import { BOOT_SCRIPT, ENTRY_ATTRIBUTE } from '../../src/render/boot';

type Entries = { name: string }[];

/** A stand-in for the browser: paint timing (`paint` delivers entries), frames, tasks, loads. */
function browserLike(supported = ['paint', 'resource']) {
  const observers: { callback: (list: { getEntriesByName(n: string): Entries }) => void }[] = [];
  const observed: unknown[] = [];
  const disconnected = vi.fn();
  class Observer {
    static supportedEntryTypes = supported;
    constructor(public callback: (list: { getEntriesByName(n: string): Entries }) => void) {
      observers.push(this);
    }
    observe(options: unknown) {
      observed.push(options);
    }
    disconnect() {
      disconnected();
    }
  }
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const delays: number[] = [];
  const loads: (() => void)[] = [];
  const env = {
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void, ms = 0) => {
      tasks.push(cb);
      delays.push(ms);
    },
    addEventListener: (type: string, cb: () => void) => type === 'load' && loads.push(cb),
  } as unknown as Parameters<typeof afterPageLoaded>[2] & {
    PerformanceObserver: typeof PerformanceObserver;
  };
  const paint = (...names: string[]) => {
    const entries = names.map((name) => ({ name }));
    for (const o of observers)
      o.callback({ getEntriesByName: (n) => entries.filter((e) => e.name === n) });
  };
  return { env, paint, observed, disconnected, frames, tasks, delays, loads };
}

/** Runs the page's boot script in `browser`; returns the loader scripts it appended. */
function boot(browser: ReturnType<typeof browserLike>) {
  const appended: { type: string; src: string }[] = [];
  const document = {
    currentScript: { dataset: { entry: '/assets/index-abc.js' } },
    createElement: () => ({}),
    body: { append: (script: { type: string; src: string }) => appended.push(script) },
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', BOOT_SCRIPT)(
    document,
    browser.env,
    browser.env.requestAnimationFrame,
    browser.env.setTimeout,
  );
  return appended;
}

describe('the boot script asks for the loader after the first paint', () => {
  it('once, when the first contentful paint is reported (also one already past)', () => {
    expect(ENTRY_ATTRIBUTE).toBe('data-entry');
    const browser = browserLike();
    const loaders = boot(browser);
    expect(browser.observed).toEqual([{ type: 'paint', buffered: true }]);
    browser.paint('first-paint');
    expect(loaders).toEqual([]);
    browser.paint('first-paint', 'first-contentful-paint');
    expect(loaders).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
    expect(browser.disconnected).toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    expect(loaders).toHaveLength(1);
    expect(browser.frames).toEqual([]);
  });

  it('without paint timing, after a frame and then a task', () => {
    for (const browser of [browserLike(['resource']), browserLike([])]) {
      const loaders = boot(browser);
      browser.frames.forEach((frame) => frame());
      expect(loaders).toEqual([]);
      browser.tasks.forEach((task) => task());
      expect(loaders).toHaveLength(1);
    }
  });
});

describe('the loader starts the app once the page has loaded', () => {
  it('waits for the load event, then a frame and a task', () => {
    const browser = browserLike();
    const start = vi.fn();
    afterPageLoaded(start, { readyState: 'interactive' }, browser.env);
    // The cap is set, the load has not come: nothing yet.
    expect(browser.delays).toEqual([LOAD_WAIT_CAP_MS]);
    expect(browser.frames).toEqual([]);
    browser.loads.forEach((load) => load());
    browser.frames.splice(0).forEach((frame) => frame());
    expect(start).not.toHaveBeenCalled();
    browser.tasks.at(-1)!();
    expect(start).toHaveBeenCalledTimes(1);
    // The cap, coming later, starts nothing again.
    browser.tasks[0]!();
    browser.frames.forEach((frame) => frame());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the cap when the page never finishes loading, at once when it has', () => {
    const slow = browserLike();
    const start = vi.fn();
    afterPageLoaded(start, { readyState: 'interactive' }, slow.env);
    slow.tasks[0]!();
    slow.frames.forEach((frame) => frame());
    slow.tasks.at(-1)!();
    expect(start).toHaveBeenCalledTimes(1);

    const loaded = browserLike();
    const later = vi.fn();
    afterPageLoaded(later, { readyState: 'complete' }, loaded.env);
    loaded.frames.forEach((frame) => frame());
    loaded.tasks.forEach((task) => task());
    expect(later).toHaveBeenCalledTimes(1);
    expect(loaded.delays).toEqual([0]);
  });
});
