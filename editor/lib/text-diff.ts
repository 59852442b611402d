/** A unified diff (with 3 lines of context) of two texts, as lines for the Changes view. */
export interface DiffLine {
  kind: 'context' | 'add' | 'remove' | 'hunk';
  text: string;
  oldLine?: number;
  newLine?: number;
}

const CONTEXT = 3;

/** Branch-local stand-in with the shared signature: an LCS line diff grouped into hunks. */
export function unifiedDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Common head and tail first: an editor's change touches a few lines of a long file.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const table = Array.from({ length: midA.length + 1 }, () =>
    new Array<number>(midB.length + 1).fill(0),
  );
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      table[i]![j] =
        midA[i] === midB[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const all: DiffLine[] = [];
  for (let k = 0; k < start; k++)
    all.push({ kind: 'context', text: a[k]!, oldLine: k + 1, newLine: k + 1 });
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      all.push({ kind: 'context', text: midA[i]!, oldLine: start + i + 1, newLine: start + j + 1 });
      i++;
      j++;
    } else if (i < midA.length && (j >= midB.length || table[i + 1]![j]! >= table[i]![j + 1]!)) {
      all.push({ kind: 'remove', text: midA[i]!, oldLine: start + i + 1 });
      i++;
    } else {
      all.push({ kind: 'add', text: midB[j]!, newLine: start + j + 1 });
      j++;
    }
  }
  for (let k = 0; k < a.length - endA; k++)
    all.push({
      kind: 'context',
      text: a[endA + k]!,
      oldLine: endA + k + 1,
      newLine: endB + k + 1,
    });

  const changed = all.flatMap((line, index) => (line.kind === 'context' ? [] : [index]));
  const out: DiffLine[] = [];
  let n = 0;
  while (n < changed.length) {
    const first = Math.max(0, changed[n]! - CONTEXT);
    let last = changed[n]!;
    while (n + 1 < changed.length && changed[n + 1]! - last <= CONTEXT * 2) last = changed[++n]!;
    n++;
    const end = Math.min(all.length - 1, last + CONTEXT);
    const slice = all.slice(first, end + 1);
    const oldStart = slice.find((l) => l.oldLine)?.oldLine ?? 0;
    const newStart = slice.find((l) => l.newLine)?.newLine ?? 0;
    const oldCount = slice.filter((l) => l.kind !== 'add').length;
    const newCount = slice.filter((l) => l.kind !== 'remove').length;
    out.push({ kind: 'hunk', text: `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@` });
    out.push(...slice);
  }
  return out;
}
