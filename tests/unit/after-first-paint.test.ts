import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../src/render/after-first-paint';

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
  const env = {
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void) => tasks.push(cb),
  } as unknown as Parameters<typeof afterFirstPaint>[1];
  const paint = (...names: string[]) => {
    const entries = names.map((name) => ({ name }));
    for (const o of observers)
      o.callback({ getEntriesByName: (n) => entries.filter((e) => e.name === n) });
  };
  return { env, paint, observed, disconnected, frames, tasks };
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
});
