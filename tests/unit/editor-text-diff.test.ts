import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedMiddle, unifiedDiff } from '../../editor/lib/text-diff';

const lines = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `line ${i + from}`);

describe('unifiedDiff', () => {
  it('shows a changed line with three lines of context on each side, numbered in both files', () => {
    const before = lines(10).join('\n') + '\n';
    const after = before.replace('line 5\n', 'line five\n');
    expect(unifiedDiff(before, after)).toEqual([
      { kind: 'hunk', text: '@@ -2,7 +2,7 @@' },
      { kind: 'context', text: 'line 2', oldLine: 2, newLine: 2 },
      { kind: 'context', text: 'line 3', oldLine: 3, newLine: 3 },
      { kind: 'context', text: 'line 4', oldLine: 4, newLine: 4 },
      { kind: 'remove', text: 'line 5', oldLine: 5 },
      { kind: 'add', text: 'line five', newLine: 5 },
      { kind: 'context', text: 'line 6', oldLine: 6, newLine: 6 },
      { kind: 'context', text: 'line 7', oldLine: 7, newLine: 7 },
      { kind: 'context', text: 'line 8', oldLine: 8, newLine: 8 },
    ]);
  });

  it('splits far-apart changes into separate hunks and numbers added lines in the new file', () => {
    const before = lines(30).join('\n') + '\n';
    const after = ['line 0', ...lines(30)].join('\n').replace('line 25', 'line 25 changed') + '\n';
    const diff = unifiedDiff(before, after);
    expect(diff.filter((l) => l.kind === 'hunk').map((l) => l.text)).toEqual([
      '@@ -1,3 +1,4 @@',
      '@@ -22,7 +23,7 @@',
    ]);
    expect(diff.filter((l) => l.kind !== 'context' && l.kind !== 'hunk')).toEqual([
      { kind: 'add', text: 'line 0', newLine: 1 },
      { kind: 'remove', text: 'line 25', oldLine: 25 },
      { kind: 'add', text: 'line 25 changed', newLine: 26 },
    ]);
  });

  it('is empty when nothing changed, and writes ranges as diff -u does at the edges', () => {
    const site = readFileSync(join(import.meta.dirname, '../../site.json'), 'utf8');
    expect(unifiedDiff(site, site)).toEqual([]);
    expect(unifiedDiff('', 'x\n')).toEqual([
      { kind: 'hunk', text: '@@ -0,0 +1 @@' },
      { kind: 'add', text: 'x', newLine: 1 },
    ]);
    expect(unifiedDiff('a\nb\n', '')[0]).toEqual({ kind: 'hunk', text: '@@ -1,2 +0,0 @@' });
  });

  it('shows Windows line endings as plain lines and a missing final newline as a note', () => {
    expect(unifiedDiff('a\r\nb\r\n', 'a\r\nc\r\n').slice(1)).toEqual([
      { kind: 'context', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'remove', text: 'b', oldLine: 2 },
      { kind: 'add', text: 'c', newLine: 2 },
    ]);
    expect(unifiedDiff('a\nb', 'a\nb\n').slice(1)).toEqual([
      { kind: 'context', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'remove', text: 'b', oldLine: 2 },
      { kind: 'context', text: '\\ No newline at end of file' },
      { kind: 'add', text: 'b', newLine: 2 },
    ]);
  });

  it('past its time, gives the lines from the first change to the last, as one hunk', () => {
    const before = lines(20).join('\n') + '\n';
    const after = before.replace(
      'line 8\nline 9\n',
      'line eight\nline nine\nline nine and a half\n',
    );
    // One run of changed lines: the search and the changed middle say the same.
    expect(changedMiddle(before, after)).toEqual(unifiedDiff(before, after));
    const far = after.replace('line 15\n', 'line fifteen\n');
    expect(unifiedDiff(before, far, -1)).toEqual(changedMiddle(before, far));
    expect(changedMiddle(before, far).map((l) => `${l.kind} ${l.text}`)).toEqual([
      'hunk @@ -5,14 +5,15 @@',
      ...lines(3, 5).map((l) => `context ${l}`),
      ...lines(8, 8).map((l) => `remove ${l}`),
      ...['line eight', 'line nine', 'line nine and a half'].map((l) => `add ${l}`),
      ...[...lines(5, 10), 'line fifteen'].map((l) => `add ${l}`),
      ...lines(3, 16).map((l) => `context ${l}`),
    ]);
    expect(changedMiddle(before, before)).toEqual([]);
  });
});
