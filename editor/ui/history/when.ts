// When a commit was made, as people say it: "3 days ago", and the date and time in full.

// The words around a date are English, the date itself is written the person's own way (their
// browser's language): "12 Nov 2026" in India and Britain, "Nov 12, 2026" in the United States,
// as the date fields (the browser's own) show and take it.
const absolute = (locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "12 Nov 2026, 14:03" in the person's own way and time zone (`locale` for the tests). */
export const absoluteTime = (seconds: number, locale?: string) =>
  absolute(locale).format(new Date(seconds * 1000));

/** A calendar date as stored (2026-11-25), written the person's own way: "25 Nov 2026". */
export function calendarDate(iso: string, locale?: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(year, month - 1, day),
  );
}

/** Today as a date field stores it (2026-11-25): the person's own day, not the one in London. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "3 days ago", "yesterday", "just now", from `now` (milliseconds). */
export function relativeTime(seconds: number, now = Date.now()): string {
  const ago = now / 1000 - seconds;
  for (const [unit, size] of UNITS)
    if (Math.abs(ago) >= size) return RELATIVE.format(-Math.round(ago / size), unit);
  return 'just now';
}
