import { structuredPatch, type StructuredPatchHunk } from 'diff';
import type { DiffLine } from '../protocol/api-types';
import { sameEnds } from './same-ends';

const CONTEXT = 3;

/**
 * How long the line-by-line search may take. Its cost grows with the square of the lines that
 * changed: the real site against a whole site of 30 MB took over four minutes. Past this the
 * change is shown as its changed middle, removed and added whole: the same change, less finely.
 */
export const DIFF_SEARCH_MS = 2_000;

/** A unified diff (with 3 lines of context) of two texts, as lines for the Changes view. */
export function unifiedDiff(before: string, after: string, searchMs = DIFF_SEARCH_MS): DiffLine[] {
  const patch = structuredPatch('', '', before, after, '', '', {
    context: CONTEXT,
    timeout: searchMs,
  });
  return patch ? linesOf(patch.hunks) : changedMiddle(before, after);
}

function linesOf(hunks: StructuredPatchHunk[]): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const hunk of hunks) {
    lines.push({
      kind: 'hunk',
      text: `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`,
    });
    let oldLine = hunk.oldStart;
    let newLine = hunk.newStart;
    for (const line of hunk.lines) {
      // A Windows line ending is part of the line for the diff, not something to show.
      const text = line.slice(1).replace(/\r$/, '');
      if (line.startsWith('+')) lines.push({ kind: 'add', text, newLine: newLine++ });
      else if (line.startsWith('-')) lines.push({ kind: 'remove', text, oldLine: oldLine++ });
      else if (line.startsWith(' '))
        lines.push({ kind: 'context', text, oldLine: oldLine++, newLine: newLine++ });
      // "\ No newline at end of file" belongs to the line before it and has no number of its own.
      else lines.push({ kind: 'context', text: line });
    }
  }
  return lines;
}

const linesIn = (text: string) => {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/**
 * One hunk from the first changed line to the last, found in one pass from each end: what the
 * Changes view shows when the search for the fewest changed lines would take too long.
 */
export function changedMiddle(before: string, after: string): DiffLine[] {
  const old = linesIn(before);
  const now = linesIn(after);
  const { start, end } = sameEnds(old, now);
  const oldEnd = old.length - end;
  const newEnd = now.length - end;
  if (start === oldEnd && start === newEnd) return [];
  const from = Math.max(0, start - CONTEXT);
  const after3 = Math.min(end, CONTEXT);
  const lines: DiffLine[] = [
    {
      kind: 'hunk',
      text: `@@ -${range(from + 1, oldEnd - from + after3)} +${range(from + 1, newEnd - from + after3)} @@`,
    },
  ];
  for (let i = from; i < start; i++)
    lines.push({ kind: 'context', text: old[i]!, oldLine: i + 1, newLine: i + 1 });
  for (let i = start; i < oldEnd; i++)
    lines.push({ kind: 'remove', text: old[i]!, oldLine: i + 1 });
  for (let i = start; i < newEnd; i++) lines.push({ kind: 'add', text: now[i]!, newLine: i + 1 });
  for (let k = 0; k < after3; k++)
    lines.push({
      kind: 'context',
      text: old[oldEnd + k]!,
      oldLine: oldEnd + k + 1,
      newLine: newEnd + k + 1,
    });
  return lines;
}

// As `diff -u` and git write ranges: one line as its number alone, none as the line before it.
function range(start: number, count: number): string {
  if (count === 1) return String(start);
  return `${count === 0 ? start - 1 : start},${count}`;
}
