import { useEffect, useState } from 'react';
import styles from './Progress.module.css';

/**
 * While the next page loads: a thin bar at the top of the window, and the same words for screen
 * readers. Both wait `delayMs`, so a page that arrives sooner switches without a flash. `waiting`
 * names the navigation being waited for (null when none).
 */
export function Progress({
  waiting,
  delayMs,
  label,
}: {
  waiting: string | null;
  delayMs: number;
  label: string;
}) {
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (waiting === null) return;
    const timer = window.setTimeout(() => setShownFor(waiting), delayMs);
    return () => window.clearTimeout(timer);
  }, [waiting, delayMs]);
  const shown = waiting !== null && shownFor === waiting;
  return (
    <>
      {shown && <div className={styles.bar} role="progressbar" aria-label={label} />}
      {/* A live region must be in the page before its words change for them to be announced;
          it has no status role, which belongs to the messages of the page itself. */}
      <div className="visually-hidden" aria-live="polite">
        {shown ? label : ''}
      </div>
    </>
  );
}
