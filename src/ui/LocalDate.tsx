import { useSite } from './site-context';
import { usePageText } from './page-text';

/**
 * A calendar date (YYYY-MM-DD) in the site's locale. The date is read and written in UTC, so
 * the text is the same on the build machine and in every visitor's time zone.
 */
export function formatDate(iso: string, locale: string): string {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return formatterFor(locale).format(Date.UTC(y, m - 1, d));
}

// Making a formatter costs far more than using one (a few per cent of a prerender that dates
// thousands of posts): one per locale, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, found);
  }
  return found;
}

/**
 * A date in a <time> element, worded in the site's locale: hydrated with the text the prerender
 * wrote (page-text.ts), so hydration never mismatches and needs no Intl formatter.
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const { locale } = useSite();
  const { id, text } = usePageText(() => formatDate(date, locale), `${date} ${locale}`);
  return (
    <time id={id} dateTime={date} className={className}>
      {text}
    </time>
  );
}
