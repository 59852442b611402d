import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { DiskEvent, EditorProblem, LoadResponse } from '../protocol/api-types';
import { api } from './api';
import type { Change } from './changes/change';
import { undoReducer, startUndo, type UndoAction, type UndoStack } from './undo';
import { cameFrom, rebaseOnto } from './merge/rebase';
import type { Place } from './place';

const START: Place = { target: { kind: 'page', index: 0 }, selected: null, panel: 'section' };

export type DiskState =
  | { kind: 'same' }
  /** The file changed on disk while this editor has unsaved changes (saved by `by`, if known). */
  | { kind: 'changed'; version: string; by?: string };

/**
 * The edited site.json: its data with its undo stack, the check's problems for the current data,
 * and what is on disk (loaded version, changes made elsewhere).
 */
export function useSiteFile() {
  const [loaded, setLoaded] = useState<LoadResponse | null>(null);
  const [loadError, setLoadError] = useState<string>('');
  const [undo, dispatch] = useReducer(
    undoReducer as (
      s: UndoStack<unknown, Place>,
      a: UndoAction<unknown, Place>,
    ) => UndoStack<unknown, Place>,
    startUndo<unknown, Place>(null, START),
  );
  const [saved, setSaved] = useState<unknown>(null);
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [disk, setDisk] = useState<DiskState>({ kind: 'same' });
  const data = undo.present.data;
  const dirty = loaded !== null && data !== saved;

  const latest = useRef({ dirty, version: loaded?.version, place: undo.present.place, saved });
  useEffect(() => {
    latest.current = { dirty, version: loaded?.version, place: undo.present.place, saved };
  });

  /** The data the shown problems belong to. */
  const checked = useRef<unknown>(undefined);

  /** Loads the file; `merged`: a new version under no unsaved work, the undo steps kept over it. */
  const load = useCallback(
    (say: string, merged = false) =>
      api.load().then(
        (response) => {
          const base = latest.current.saved;
          setLoaded(response);
          setSaved(response.data);
          // A readable file comes without problems: its check starts at once (below).
          setProblems(response.problems ?? []);
          setChecking(!response.problems);
          checked.current = response.problems ? response.data : undefined;
          setDisk({ kind: 'same' });
          if (merged && response.data !== null && base !== null)
            dispatch({
              kind: 'merge',
              data: response.data,
              say,
              rebase: rebaseOnto(base, response.data),
            });
          else dispatch({ kind: 'reset', data: response.data, place: latest.current.place, say });
        },
        (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
      ),
    [],
  );

  useEffect(() => {
    void load('');
  }, [load]);

  // Saves of this editor whose answers are not in yet: a disk event waits for them, so the
  // editor knows its own save when it hears of it.
  const saving = useRef(0);
  const heldBack = useRef<DiskEvent | null>(null);

  // Changes made elsewhere (VS Code, git pull): shown at once unless they would lose unsaved work.
  const onDisk = useCallback(
    ({ version, by }: DiskEvent) => {
      if (saving.current > 0) return void (heldBack.current = { version, by });
      if (version === latest.current.version) return;
      if (!latest.current.dirty)
        void load(
          by
            ? `${cameFrom(by)}: showing the new version.`
            : 'The site was changed outside this editor (saved in another window, by a colleague or in its file): showing the new version.',
          true,
        );
      else {
        setDisk(by ? { kind: 'changed', version, by } : { kind: 'changed', version });
        dispatch({ kind: 'say', text: `${cameFrom(by)} while you have unsaved changes.` });
      }
    },
    [load],
  );
  useEffect(() => {
    const events = new EventSource('/api/events');
    events.addEventListener('disk', (event) =>
      onDisk(JSON.parse((event as MessageEvent<string>).data) as DiskEvent),
    );
    return () => events.close();
  }, [onDisk]);

  /** Runs a save (its request and taking its answer); disk events heard meanwhile wait for it. */
  const whileSaving = useCallback(
    async <T>(job: () => Promise<T>): Promise<T> => {
      saving.current += 1;
      try {
        return await job();
      } finally {
        saving.current -= 1;
        const event = heldBack.current;
        if (saving.current === 0 && event !== null) {
          heldBack.current = null;
          onDisk(event);
        }
      }
    },
    [onDisk],
  );

  // The full check on every change (the text saving would write, so lines match the file).
  const pending = useRef<Promise<EditorProblem[]> | null>(null);
  const pendingFor = useRef<unknown>(undefined);
  const runCheck = useCallback(async (value: unknown): Promise<EditorProblem[]> => {
    // A Save pressed while the check of its data runs waits for that check, not for another.
    if (pending.current && pendingFor.current === value) return pending.current;
    setChecking(true);
    const job: Promise<EditorProblem[]> = api.check(value).then(
      // Passed over for the later check that is pending now: its problems are the answer.
      (r) => r.problems ?? (pending.current && pending.current !== job ? pending.current : []),
      (error: unknown): EditorProblem[] => [
        {
          line: 1,
          column: 1,
          path: '(root)',
          at: [],
          message: `The check could not run. ${error instanceof Error ? error.message : String(error)}`,
          severity: 'error',
        },
      ],
    );
    pending.current = job;
    pendingFor.current = value;
    const found = await job;
    if (pending.current === job) {
      checked.current = value;
      setProblems(found);
      setChecking(false);
    }
    return found;
  }, []);
  useEffect(() => {
    // Undo can return to data checked long ago: compare with what the problems belong to.
    if (!loaded || data === checked.current || data === null) return;
    const timer = setTimeout(() => void runCheck(data), 120);
    return () => clearTimeout(timer);
  }, [data, loaded, runCheck]);

  /** The problems of exactly the current data (waiting for the check if it is behind). */
  const problemsNow = useCallback(
    async () => (checked.current === data ? problems : runCheck(data)),
    [data, problems, runCheck],
  );

  const markSaved = useCallback((value: unknown, version: string) => {
    setSaved(value);
    setLoaded((l) => (l ? { ...l, version } : l));
    // At once, not at the next render: a disk event held back during the save is judged next.
    latest.current = { ...latest.current, version };
  }, []);

  /** Every change to the data goes through here, so the undo stack sees each one. */
  const apply = useCallback(
    (change: Change) => dispatch({ kind: 'change', ...change, at: performance.now() }),
    [],
  );
  const announce = useCallback((text: string) => dispatch({ kind: 'say', text }), []);

  /**
   * Takes `response` as the file now, with `data` (its merge with unsaved edits) unsaved over it;
   * each undo step is carried over by `rebase`.
   */
  const adopt = useCallback(
    (response: LoadResponse, data: unknown, say: string, rebase: (step: unknown) => unknown) => {
      setLoaded(response);
      setSaved(response.data);
      setDisk({ kind: 'same' });
      dispatch({ kind: 'merge', data, say, rebase });
    },
    [],
  );

  return {
    loaded,
    loadError,
    undo,
    dispatch,
    apply,
    announce,
    adopt,
    data,
    /** The data as last loaded or saved: the base a change on disk is merged against. */
    saved,
    dirty,
    problems,
    checking,
    problemsNow,
    disk,
    reload: () => load('Reloaded the saved site; your unsaved changes were discarded.'),
    markSaved,
    whileSaving,
    diskChanged: (version: string) => setDisk({ kind: 'changed', version }),
  };
}

export type SiteFile = ReturnType<typeof useSiteFile>;
