import { useEffect, useRef, useState } from 'react';
import { useSite } from './site-context';
import { usePageText } from './page-text';
import { groupedLike, paddedLike } from './grouped-like';
import styles from './Counter.module.css';

const easeOut = (t: number) => 1 - (1 - t) ** 3;
// One formatter per locale, made only where the page's own text cannot be used (see page-text).
const formatters = new Map<string, Intl.NumberFormat>();
function format(n: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale)));
  return formatter.format(n);
}

/**
 * A number that counts from 0 to `value` over constants.counterDurationMs once it is scrolled
 * into view. The prerendered HTML and screen readers get the final value; the motion is
 * decoration, skipped when the visitor prefers reduced motion.
 */
export function Counter({ value, suffix = '' }: { value: number; suffix?: string }) {
  const { constants, locale } = useSite();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          // A frame's time can come before the moment counting began: never below 0 (it showed "-3+").
          const t = Math.min(1, Math.max(0, (now - start) / constants.counterDurationMs));
          setShown(Math.round(easeOut(t) * value));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    setShown(0);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, constants.counterDurationMs]);

  // The final value as the page wrote it; the steps towards it are grouped the same way.
  const { id, text } = usePageText(
    () => format(value, locale) + suffix,
    `${value} ${suffix} ${locale}`,
  );
  const number = text.slice(0, text.length - suffix.length);
  const step =
    shown === value
      ? text
      : paddedLike(groupedLike(shown, number) ?? format(shown, locale), number) + suffix;
  return (
    <span className={styles.counter} ref={ref} data-counter={value}>
      <span className={styles.sizer} aria-hidden="true">
        {text}
      </span>
      <span aria-hidden="true" data-counter-shown="">
        {step}
      </span>
      <span id={id} className="visually-hidden">
        {text}
      </span>
    </span>
  );
}
