import { useState } from 'react';
import { useAccount } from '../account/use-account';
import {
  foldsKey,
  OPEN,
  readFolds,
  writeFolds,
  type Folds,
  type SidePanel,
  type View,
} from './panels';

/**
 * Which side panels are open (remembered per person) and, on a narrow screen, which of the
 * three parts is shown. The fold is asked for once the editor knows who is signed in.
 */
export function usePanels() {
  const account = useAccount();
  const key = account === undefined ? null : foldsKey(account);
  const [stored, setStored] = useState<{ key: string | null; folds: Folds }>({
    key: null,
    folds: OPEN,
  });
  const [view, setView] = useState<View>('preview');
  // Read as soon as the person is known, in the same render.
  if (stored.key !== key) setStored({ key, folds: key ? readFolds(localStorage, key) : OPEN });
  const { folds } = stored;

  const change = (next: (folds: Folds) => Folds) =>
    setStored((current) => {
      const made = next(current.folds);
      if (current.key) writeFolds(localStorage, current.key, made);
      return { ...current, folds: made };
    });

  return {
    folds,
    view,
    /** Folds a side panel away, or brings it back. */
    toggle: (panel: SidePanel) => change((f) => ({ ...f, [panel]: !f[panel] })),
    /** Brings the fields forward, on any screen: where the work goes on (a section just added). */
    showFields: () => {
      change((f) => (f.fields ? f : { ...f, fields: true }));
      setView('fields');
    },
    /** What a narrow screen shows. */
    show: setView,
  };
}

export type Panels = ReturnType<typeof usePanels>;
