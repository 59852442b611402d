/** The User Timing mark set when the app starts (for tests and field measurements). */
export const APP_START_MARK = 'app-start';
/** The User Timing mark set once React has hydrated the page and run its effects. */
export const APP_HYDRATED_MARK = 'app-hydrated';

type PaintEnvironment = Pick<
  typeof globalThis,
  'PerformanceObserver' | 'requestAnimationFrame' | 'setTimeout'
>;

/**
 * Runs `start` once the browser has painted the page. The prerendered HTML is complete
 * without script, so React's startup (evaluating and hydrating the app) waits until the
 * visitor already sees the content instead of holding back the first paint.
 *
 * The paint is observed with the Paint Timing API; where it is missing, the next frame
 * (requestAnimationFrame) and then a task stand in for it.
 */
export function afterFirstPaint(start: () => void, win: PaintEnvironment = globalThis): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const Observer = win.PerformanceObserver as PaintEnvironment['PerformanceObserver'] | undefined;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
}
