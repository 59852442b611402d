/** Edit distance between two strings (insert, delete, substitute, adjacent swap). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest candidate, if it is close enough to be what was meant. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = editDistance(needle, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  // A third of the letters may differ, and never all of them: "3" is not a typo of "2".
  const allowed = Math.max(1, Math.floor(input.length / 3));
  return best !== undefined && bestScore <= allowed && bestScore < input.length ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closest(input, candidates);
  return match ? ` — did you mean "${match}"?` : '';
}

/**
 * `didYouMean` over one fixed list of candidates, asked many times (every broken link of a site
 * against its every address). Gives the same answer as `closest`: an edit changes the length
 * by at most one, so only candidates whose length is within the allowed distance can be close
 * enough, and among those the first best one is the first best of all. An input asked again
 * (a renamed page linked from every post) is answered from memory.
 */
export interface Suggester {
  didYouMean(input: string): string;
  /** Candidates compared so far (how the cost is held down). */
  readonly steps: number;
}

export function suggester(candidates: Iterable<string>): Suggester {
  const byLength = new Map<number, { order: number; candidate: string; lower: string }[]>();
  let order = 0;
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const bucket = byLength.get(lower.length) ?? [];
    if (bucket.length === 0) byLength.set(lower.length, bucket);
    bucket.push({ order: order++, candidate, lower });
  }
  const answers = new Map<string, string>();
  let steps = 0;
  const ask = (input: string): string => {
    const needle = input.toLowerCase();
    const allowed = Math.max(1, Math.floor(input.length / 3));
    let best: { order: number; candidate: string; score: number } | undefined;
    for (let length = needle.length - allowed; length <= needle.length + allowed; length++)
      for (const entry of byLength.get(length) ?? []) {
        steps++;
        const score = editDistance(needle, entry.lower);
        if (!best || score < best.score || (score === best.score && entry.order < best.order))
          best = { order: entry.order, candidate: entry.candidate, score };
      }
    return best && best.score <= allowed && best.score < input.length
      ? ` — did you mean "${best.candidate}"?`
      : '';
  };
  return {
    didYouMean(input) {
      let answer = answers.get(input);
      if (answer === undefined) answers.set(input, (answer = ask(input)));
      return answer;
    },
    get steps() {
      return steps;
    },
  };
}
