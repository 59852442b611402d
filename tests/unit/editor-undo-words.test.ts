import { describe, expect, it } from 'vitest';
import { undoReducer, startUndo } from '../../editor/ui/undo';

describe('what undo and redo say', () => {
  const start = startUndo({ n: 0 }, 'home');
  const change = (n: number, say: string, group?: string, at = 0) =>
    ({ kind: 'change', data: { n }, say, group, at }) as const;

  it('names the change it undid and the one it redid', () => {
    let h = undoReducer(start, change(1, 'Heading changed'));
    h = undoReducer(h, change(2, 'Body text: paragraph 2 removed'));
    h = undoReducer(h, { kind: 'undo' });
    expect(h.said).toBe('Undone: Body text: paragraph 2 removed');
    h = undoReducer(h, { kind: 'undo' });
    expect(h.said).toBe('Undone: Heading changed');
    h = undoReducer(h, { kind: 'redo' });
    expect(h.said).toBe('Redone: Heading changed');
    h = undoReducer(h, { kind: 'redo' });
    expect(h.said).toBe('Redone: Body text: paragraph 2 removed');
  });

  it('names quick typing in one field, taken as one step, once', () => {
    let h = undoReducer(start, change(1, 'Heading changed'));
    h = undoReducer(h, change(2, 'Body text: paragraph 1 changed', 'body-1', 100));
    h = undoReducer(h, change(3, 'Body text: paragraph 1 changed', 'body-1', 400));
    h = undoReducer(h, { kind: 'undo' });
    expect(h.present.data).toEqual({ n: 1 });
    expect(h.said).toBe('Undone: Body text: paragraph 1 changed');
    h = undoReducer(h, { kind: 'undo' });
    expect(h.said).toBe('Undone: Heading changed');
  });
});
