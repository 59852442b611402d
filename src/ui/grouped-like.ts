/**
 * `n` written with the digits and group separators of `final`, a larger number as Intl wrote
 * it for the page (`4,816` → 1234 as `1,234`; Indian `12,34,567` → 34567 as `34,567`), so a
 * counter's steps need no Intl formatter of their own. Groups are counted from the right in
 * every locale (a locale that leaves four digits ungrouped, as Spanish does, shows a step of four
 * digits grouped: decoration only, as the final value is Intl's). Undefined when `final` has other digits than 0–9 or fewer digits than `n`.
 */
export function groupedLike(n: number, final: string): string | undefined {
  if (!Number.isSafeInteger(n) || n < 0 || /(?![0-9])\p{Nd}/u.test(final)) return undefined;
  const digits = String(n);
  let left = digits.length;
  let out = '';
  for (let at = final.length - 1; at >= 0 && left > 0; at--) {
    const char = final[at]!;
    if (char >= '0' && char <= '9') out = digits[--left]! + out;
    else out = char + out;
  }
  // A separator is only ever written between two digits.
  out = out.replace(/^[^0-9]+/, '');
  return left === 0 ? out : undefined;
}

/**
 * `step` after blank space as wide as what `final` has to its left (a figure space for each
 * digit, a punctuation space for each separator, a space kept as a space that does not
 * collapse), so a counter's step is as wide as its final value and each digit sits in its final
 * column. With tabular figures the counting text then never moves: a centred number that
 * narrowed as it counted shifted the page's layout at every step.
 */
export function paddedLike(step: string, final: string): string {
  const missing = final.length - step.length;
  if (missing <= 0) return step;
  let blank = '';
  for (const char of final.slice(0, missing))
    blank += /\p{Nd}/u.test(char)
      ? '\u2007'
      : /\s/u.test(char)
        ? char.replace(' ', '\u00a0')
        : '\u2008';
  return blank + step;
}
