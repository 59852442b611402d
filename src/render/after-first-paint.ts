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

/** The longest the app waits for the page's load event after the first paint (a slow image). */
export const LOAD_WAIT_CAP_MS = 3000;

type LoadEnvironment = PaintEnvironment & Pick<typeof globalThis, 'addEventListener'>;

/**
 * Runs `start` once the page has painted and loaded (or LOAD_WAIT_CAP_MS after the first paint),
 * in a task after the next frame. The largest paint often comes after the first (a long text
 * laid out and painted a frame later): the app's requests and its evaluation, started at the
 * first paint, competed with it (a Hindi post's LCP 1.12 × its scriptless copy's).
 */
export function afterPageLoaded(
  start: () => void,
  doc: Pick<Document, 'readyState'> = document,
  win: LoadEnvironment = globalThis,
): void {
  afterFirstPaint(() => {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      win.requestAnimationFrame(() => win.setTimeout(start, 0));
    };
    if (doc.readyState === 'complete') return once();
    win.addEventListener('load', once, { once: true });
    win.setTimeout(once, LOAD_WAIT_CAP_MS);
  }, win);
}
