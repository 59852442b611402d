import { describe, expect, it } from 'vitest';
import { groupedLike, paddedLike } from '../../src/ui/grouped-like';

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

describe('paddedLike: a counter step as wide as its final value', () => {
  const FIGURE = '\u2007';
  const PUNCTUATION = '\u2008';

  it('puts a figure space for each digit the step lacks, a punctuation space for a separator', () => {
    expect(paddedLike('0', '600')).toBe(`${FIGURE}${FIGURE}0`);
    expect(paddedLike('35', '1,200')).toBe(`${FIGURE}${PUNCTUATION}${FIGURE}35`);
    expect(paddedLike('4,567', '12,34,567')).toBe(`${FIGURE}${FIGURE}${PUNCTUATION}${FIGURE}4,567`);
    expect(paddedLike('600', '600')).toBe('600');
  });

  it("keeps a locale's own spaces, and never a space that would collapse", () => {
    const french = new Intl.NumberFormat('fr-FR').format(4816);
    expect(paddedLike('12', french)).toBe(`${FIGURE}${french[1]}${FIGURE}12`);
    expect(paddedLike('12', '4 816')).toBe(`${FIGURE}\u00a0${FIGURE}12`);
  });

  it('makes every step of a count as long as the final value', () => {
    for (const [locale, final] of [
      ['en-IN', 1234567],
      ['hi-IN', 4816],
      ['de-DE', 98765],
    ] as const) {
      const written = new Intl.NumberFormat(locale).format(final);
      for (const n of [0, 7, 42, 999, 1000, 4815])
        expect(paddedLike(groupedLike(n, written)!, written)).toHaveLength(written.length);
    }
  });
});
