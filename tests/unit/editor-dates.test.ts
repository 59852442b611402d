import { afterEach, describe, expect, it } from 'vitest';
import { absoluteTime, calendarDate, todayIso } from '../../editor/ui/history/when';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('dates in the editor', () => {
  // 25 November 2026, 00:30 in Gorakhpur: still the 24th in London.
  const justAfterMidnight = Date.UTC(2026, 10, 24, 19, 0) / 1000;

  it('are written the person’s own way, in their own time zone', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(absoluteTime(justAfterMidnight, 'en-IN')).toBe('25 Nov 2026, 12:30 am');
    expect(absoluteTime(justAfterMidnight, 'en-US')).toBe('Nov 25, 2026, 12:30 AM');
    expect(absoluteTime(justAfterMidnight, 'de-DE')).toBe('25.11.2026, 00:30');
    // Without a locale, the browser's: the same as the date fields show.
    expect(absoluteTime(justAfterMidnight)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        justAfterMidnight * 1000,
      ),
    );
  });

  it('give a new post today’s date as the person’s calendar has it, stored as the file does', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(todayIso(new Date(justAfterMidnight * 1000))).toBe('2026-11-25');
  });

  it('show a stored date the person’s own way, the same day in every time zone', () => {
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      expect(calendarDate('2026-11-25', 'en-IN')).toBe('25 Nov 2026');
      expect(calendarDate('2026-11-25', 'en-US')).toBe('Nov 25, 2026');
    }
  });
});
