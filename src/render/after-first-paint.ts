/** The User Timing mark set when the app starts (for tests and field measurements). */
export const APP_START_MARK = 'app-start';
/** The User Timing mark set once React has hydrated the page and run its effects. */
export const APP_HYDRATED_MARK = 'app-hydrated';

/** The longest the app waits for the page's load event (a slow image). */
export const LOAD_WAIT_CAP_MS = 3000;

type LoadEnvironment = Pick<
  typeof globalThis,
  'requestAnimationFrame' | 'setTimeout' | 'addEventListener'
>;

/**
 * Runs `start` once the page has loaded (or LOAD_WAIT_CAP_MS after the loader runs), in a task
 * after the next frame. The loader itself comes after the first paint: the page's boot script
 * asks for it then (boot.ts). The largest paint often comes after the first (a long text laid
 * out and painted a frame later): the app's requests and its evaluation, started at the first
 * paint, competed with it (a Hindi post's LCP 1.12 × its scriptless copy's).
 */
export function afterPageLoaded(
  start: () => void,
  doc: Pick<Document, 'readyState'> = document,
  win: LoadEnvironment = globalThis,
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
  };
  if (doc.readyState === 'complete') return once();
  win.addEventListener('load', once, { once: true });
  win.setTimeout(once, LOAD_WAIT_CAP_MS);
}
