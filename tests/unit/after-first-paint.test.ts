import { describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  afterPageLoaded,
  LOAD_WAIT_CAP_MS,
} from '../../src/render/after-first-paint';

type Entries = { name: string }[];

/** A stand-in for the browser's paint timing: `paint` delivers entries to the observers. */
function paintTiming(supported = ['paint', 'resource']) {
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
  } as unknown as Parameters<typeof afterPageLoaded>[2];
  const paint = (...names: string[]) => {
    const entries = names.map((name) => ({ name }));
    for (const o of observers)
      o.callback({ getEntriesByName: (n) => entries.filter((e) => e.name === n) });
  };
  return { env, paint, observed, disconnected, frames, tasks, delays, loads };
}

describe('afterFirstPaint', () => {
  it('starts once, when the first contentful paint is reported (also one already past)', () => {
    const browser = paintTiming();
    const start = vi.fn();
    afterFirstPaint(start, browser.env);
    expect(browser.observed).toEqual([{ type: 'paint', buffered: true }]);
    browser.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-paint', 'first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(browser.disconnected).toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(browser.frames).toEqual([]);
  });

  it('without paint timing, waits for a frame and then a task', () => {
    for (const browser of [paintTiming(['resource']), paintTiming([])]) {
      const start = vi.fn();
      afterFirstPaint(start, browser.env);
      expect(start).not.toHaveBeenCalled();
      browser.frames.forEach((frame) => frame());
      expect(start).not.toHaveBeenCalled();
      browser.tasks.forEach((task) => task());
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('afterPageLoaded: after the first paint, waits for the load event, then a frame and a task', () => {
    const browser = paintTiming();
    const start = vi.fn();
    afterPageLoaded(start, { readyState: 'interactive' }, browser.env);
    browser.paint('first-contentful-paint');
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

  it('afterPageLoaded: starts after the cap when the page never finishes loading, at once when it has', () => {
    const slow = paintTiming();
    const start = vi.fn();
    afterPageLoaded(start, { readyState: 'interactive' }, slow.env);
    slow.paint('first-contentful-paint');
    slow.tasks[0]!();
    slow.frames.forEach((frame) => frame());
    slow.tasks.at(-1)!();
    expect(start).toHaveBeenCalledTimes(1);

    const loaded = paintTiming();
    const later = vi.fn();
    afterPageLoaded(later, { readyState: 'complete' }, loaded.env);
    loaded.paint('first-contentful-paint');
    loaded.frames.forEach((frame) => frame());
    loaded.tasks.forEach((task) => task());
    expect(later).toHaveBeenCalledTimes(1);
    expect(loaded.delays).toEqual([0]);
  });
});
