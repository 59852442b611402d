/** One state of the edited data, and what was selected then (so undo returns to the place). */
export interface Snapshot<T, P> {
  data: T;
  place: P;
}

export interface UndoStack<T, P> {
  past: Snapshot<T, P>[];
  present: Snapshot<T, P>;
  future: Snapshot<T, P>[];
  /** Typing into one field within a short while is one step, not one per keystroke. */
  group?: { key: string; at: number; hold?: boolean };
  /** Describes the last change for the live region. */
  said: string;
  /** The words of each step of `past` and of `future`, so undo and redo say what they did. */
  steps?: { past: string[]; future: string[] };
}

export type UndoAction<T, P> =
  | {
      kind: 'change';
      data: T;
      place?: P;
      group?: string;
      /** One step however long apart the group's changes are. */
      hold?: boolean;
      say: string;
      at: number;
    }
  | { kind: 'go'; place: P }
  | { kind: 'say'; text: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'reset'; data: T; place: P; say: string }
  /**
   * Another version came in under this one (a colleague's save): `data` is the merge, and each
   * step of undo and redo is carried over by `rebase`, up to the first that conflicts with it.
   */
  | { kind: 'merge'; data: T; say: string; rebase: (step: T) => T | undefined };

const GROUP_MS = 1200;

export function startUndo<T, P>(data: T, place: P): UndoStack<T, P> {
  return { past: [], present: { data, place }, future: [], said: '' };
}

export function undoReducer<T, P>(
  state: UndoStack<T, P>,
  action: UndoAction<T, P>,
): UndoStack<T, P> {
  switch (action.kind) {
    case 'change': {
      const present = {
        data: action.data,
        place: action.place === undefined ? state.present.place : action.place,
      };
      const grouped =
        action.group !== undefined &&
        state.group?.key === action.group &&
        (action.hold || action.at - state.group.at < GROUP_MS);
      const done = state.steps?.past ?? [];
      return {
        past: grouped ? state.past : [...state.past, state.present],
        present,
        future: [],
        group:
          action.group === undefined
            ? undefined
            : { key: action.group, at: action.at, ...(action.hold ? { hold: true } : {}) },
        said: action.say,
        steps: { past: [...(grouped ? done.slice(0, -1) : done), action.say], future: [] },
      };
    }
    case 'go':
      // Clicking in the text being edited in the preview selects its section: still one edit.
      return {
        ...state,
        present: { ...state.present, place: action.place },
        group: state.group?.hold ? state.group : undefined,
      };
    case 'say':
      // The same words again must still be read out: vary them invisibly.
      return { ...state, said: state.said === action.text ? `${action.text}\u00a0` : action.text };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      const what = state.steps?.past.at(-1);
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        said: what ? `Undone: ${what}` : 'Undone',
        steps: {
          past: state.steps?.past.slice(0, -1) ?? [],
          future: [what ?? '', ...(state.steps?.future ?? [])],
        },
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      const [what, ...later] = state.steps?.future ?? [];
      return {
        past: [...state.past, state.present],
        present: next,
        future: rest,
        said: what ? `Redone: ${what}` : 'Redone',
        steps: { past: [...(state.steps?.past ?? []), what ?? ''], future: later },
      };
    }
    case 'reset':
      return { ...startUndo(action.data, action.place), said: action.say };
    case 'merge': {
      // Nearest first: a step beyond one that conflicts would undo into a state never seen.
      const carried = (steps: Snapshot<T, P>[]) => {
        const kept: Snapshot<T, P>[] = [];
        for (const step of steps) {
          const data = action.rebase(step.data);
          if (data === undefined) break;
          kept.push({ ...step, data });
        }
        return kept;
      };
      const past = carried([...state.past].reverse()).reverse();
      const future = carried(state.future);
      return {
        past,
        present: { ...state.present, data: action.data },
        future,
        said: action.say,
        steps: {
          past: state.steps?.past.slice(state.past.length - past.length) ?? [],
          future: state.steps?.future.slice(0, future.length) ?? [],
        },
      };
    }
  }
}
