import { useSyncExternalStore } from 'react';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(iso: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return [y, m, d];
}

/** The format baked into the prerendered HTML: the same on every machine. */
export function fixedDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The visitor's own date format. */
export function visitorDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return new Date(y, m - 1, d).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

const noSubscription = () => () => {};

/**
 * A date in a <time> element: prerendered in a fixed format, then shown in the visitor's locale
 * right after hydration (useSyncExternalStore's server snapshot keeps hydration warning-free).
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const text = useSyncExternalStore(
    noSubscription,
    () => visitorDate(date),
    () => fixedDate(date),
  );
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  );
}
