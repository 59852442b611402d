/** How many items two sequences share at their start, and then at their end. */
export function sameEnds<T>(a: ArrayLike<T>, b: ArrayLike<T>): { start: number; end: number } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  return { start, end };
}
