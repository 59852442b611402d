// When a commit was made, as people say it: "3 days ago", and the date and time in full.

const ABSOLUTE = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "12 Nov 2026, 14:03" in the editor's own time zone. */
export const absoluteTime = (seconds: number) => ABSOLUTE.format(new Date(seconds * 1000));

/** "3 days ago", "yesterday", "just now", from `now` (milliseconds). */
export function relativeTime(seconds: number, now = Date.now()): string {
  const ago = now / 1000 - seconds;
  for (const [unit, size] of UNITS)
    if (Math.abs(ago) >= size) return RELATIVE.format(-Math.round(ago / size), unit);
  return 'just now';
}
