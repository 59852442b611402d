import { describe, expect, it } from 'vitest';
import { groupedLike } from '../../src/ui/grouped-like';

describe('groupedLike: a counter step grouped as Intl grouped the final value', () => {
  const cases: [string, number][] = [
    ['en-IN', 1234567],
    ['en-US', 1234567],
    ['de-DE', 98765],
    ['fr-FR', 4816],
    ['hi-IN', 4816],
  ];
  for (const [locale, final] of cases)
    it(`writes every step up to ${final} as Intl does in ${locale}`, () => {
      const format = new Intl.NumberFormat(locale);
      const written = format.format(final);
      for (const n of [0, 7, 42, 999, 1000, 4815, 12345, 34567, 100000, final].filter(
        (n) => n <= final,
      ))
        expect(groupedLike(n, written)).toBe(format.format(n));
    });

  it('gives up on digits other than 0–9 and on a step longer than the final value', () => {
    expect(groupedLike(12, new Intl.NumberFormat('ar-EG').format(48))).toBeUndefined();
    expect(groupedLike(12345, '4,816')).toBeUndefined();
    expect(groupedLike(-1, '4,816')).toBeUndefined();
  });
});
