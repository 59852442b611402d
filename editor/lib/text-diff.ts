import { structuredPatch } from 'diff';
import type { DiffLine } from '../protocol/api-types';

/** A unified diff (with 3 lines of context) of two texts, as lines for the Changes view. */
export function unifiedDiff(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const hunk of structuredPatch('', '', before, after, '', '', { context: 3 }).hunks) {
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

// As `diff -u` and git write ranges: one line as its number alone, none as the line before it.
function range(start: number, count: number): string {
  if (count === 1) return String(start);
  return `${count === 0 ? start - 1 : start},${count}`;
}
