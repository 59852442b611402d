import { describe, expect, it } from 'vitest';
import { undoReducer, startUndo } from '../../editor/ui/undo';
import { cameFrom, rebaseOnto } from '../../editor/ui/merge/rebase';

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

  it('takes an edit in the preview as one step however long its pauses, a click in it between', () => {
    const typed = (n: number, at: number) =>
      ({ ...change(n, 'Text changed', 'in-place:a', at), hold: true }) as const;
    let h = undoReducer(start, change(1, 'Heading changed'));
    h = undoReducer(h, typed(2, 100));
    h = undoReducer(h, { kind: 'go', place: 'home' });
    h = undoReducer(h, typed(3, 60_000));
    h = undoReducer(h, { kind: 'undo' });
    expect(h.present.data).toEqual({ n: 1 });
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

describe('a version that came in under unsaved work (a colleague’s save)', () => {
  type Site = { heading: string; about: string; footer: string };
  const base: Site = { heading: 'Home', about: 'About', footer: 'Footer' };
  const step = (data: Site, say: string) => ({ kind: 'change', data, say, at: 0 }) as const;

  it('keeps every undo and redo step, each over the colleague’s change, and says who', () => {
    let h = startUndo<unknown, string>(base, 'home');
    h = undoReducer(h, step({ ...base, heading: 'Mine' }, 'Heading changed'));
    h = undoReducer(h, step({ ...base, heading: 'Mine', footer: 'Mine too' }, 'Footer changed'));
    h = undoReducer(h, { kind: 'undo' });
    const theirs = { ...base, about: 'Theirs' };
    const merged = { ...theirs, heading: 'Mine' };
    h = undoReducer(h, {
      kind: 'merge',
      data: merged,
      say: `${cameFrom('Asha Verma')}, and that change was merged with your unsaved changes.`,
      rebase: rebaseOnto(base, theirs),
    });
    expect(h.said).toBe(
      'Asha Verma saved a change, and that change was merged with your unsaved changes.',
    );
    expect(h.present.data).toEqual(merged);
    h = undoReducer(h, { kind: 'undo' });
    expect(h.said).toBe('Undone: Heading changed');
    expect(h.present.data).toEqual(theirs);
    h = undoReducer(h, { kind: 'redo' });
    h = undoReducer(h, { kind: 'redo' });
    expect(h.said).toBe('Redone: Footer changed');
    expect(h.present.data).toEqual({ ...theirs, heading: 'Mine', footer: 'Mine too' });
  });

  it('ends the undo steps at the first that conflicts with it, keeping the nearer ones', () => {
    let h = startUndo<unknown, string>(base, 'home');
    h = undoReducer(h, step({ ...base, about: 'Mine' }, 'About changed'));
    h = undoReducer(h, step(base, 'About put back'));
    h = undoReducer(h, step({ ...base, heading: 'Mine' }, 'Heading changed'));
    // The colleague changed the about text, which only an older step of ours had changed too.
    const theirs = { ...base, about: 'Theirs' };
    h = undoReducer(h, {
      kind: 'merge',
      data: { ...theirs, heading: 'Mine' },
      say: 'merged',
      rebase: rebaseOnto(base, theirs),
    });
    expect(h.past).toHaveLength(1);
    h = undoReducer(h, { kind: 'undo' });
    expect(h.said).toBe('Undone: Heading changed');
    expect(h.present.data).toEqual(theirs);
    // Undoing further would put "Mine" over theirs, a choice never made: those steps are gone.
    expect(h.past).toEqual([]);
    expect(cameFrom(undefined)).toBe('The site was changed outside this editor');
  });
});
