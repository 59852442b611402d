import { useCallback, useMemo, useState } from 'react';
import type { SiteFile } from '../use-site-file';
import { rememberDeleted } from './session';

/** Uploads to delete with the next save: one undo step each, undone like any other change. */
export interface Removals {
  pending: readonly string[];
  remove(src: string, say: string): void;
  /** The save that deleted these went through. */
  saved(srcs: readonly string[]): void;
}

/**
 * The step a removal was made in stays in the undo stack's past while it holds: undoing it takes
 * the removal back, redoing brings the same step (the same object) back again.
 */
export function useRemovals({ undo, apply, data }: SiteFile): Removals {
  const [marks, setMarks] = useState<{ src: string; step: object | null }[]>([]);
  // The step a removal made is the stack's present in the render its change is in (both are
  // set by the same event), where it is bound before anything else can change.
  if (marks.some((m) => m.step === null))
    setMarks(marks.map((m) => (m.step === null ? { ...m, step: undo.present } : m)));
  const pending = useMemo(
    () =>
      marks
        .filter(
          (m) => m.step === null || m.step === undo.present || undo.past.includes(m.step as never),
        )
        .map((m) => m.src),
    [marks, undo.present, undo.past],
  );
  const remove = useCallback(
    (src: string, say: string) => {
      apply({ data, say });
      setMarks((all) => [...all, { src, step: null }]);
    },
    [apply, data],
  );
  const saved = useCallback((srcs: readonly string[]) => {
    rememberDeleted(srcs);
    setMarks((all) => all.filter((m) => !srcs.includes(m.src)));
  }, []);
  return useMemo(() => ({ pending, remove, saved }), [pending, remove, saved]);
}
