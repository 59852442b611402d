import { useEffect, useState } from 'react';
import type { DataPath } from '../protocol/data-path';
import { idFor } from './fields/context';
import { placeFor, type Place } from './place';
import type { SiteFile } from './use-site-file';

const CONTROL = ':is(input, select, textarea, [contenteditable="true"]):not(:disabled)';

/** The first control of the form of what is at `path` (a section just added). */
const firstControlOf = (path: DataPath) =>
  document.querySelector<HTMLElement>(`${CONTROL}[id^="${CSS.escape(`${idFor(path)}.`)}"]`);

/** The control of the field at `path`, or of the closest part of the form that shows. */
function controlAt(path: DataPath) {
  for (let depth = path.length; depth >= 0; depth--) {
    const element = document.getElementById(idFor(path.slice(0, depth)));
    if (element) return element;
  }
  return null;
}

/**
 * Going to a field by its path (a problem's, a link's): the place that shows it, then focus on
 * its control, or on the closest part of the form that shows, once the place is on screen.
 * After adding a section, focus goes to its first field, where its editing starts.
 */
export function useGoToPath({ dispatch }: SiteFile, place: Place) {
  const [focusPath, setFocusPath] = useState<DataPath | null>(null);
  const [firstOf, setFirstOf] = useState<DataPath | null>(null);

  useEffect(() => {
    if (!focusPath && !firstOf) return;
    const frame = requestAnimationFrame(() => {
      const element = focusPath ? controlAt(focusPath) : firstControlOf(firstOf!);
      element?.focus();
      element?.scrollIntoView({ block: 'center' });
      setFocusPath(null);
      setFirstOf(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusPath, firstOf, place]);

  const goToPath = (path: DataPath) => {
    dispatch({ kind: 'go', place: placeFor(path, place) });
    setFocusPath(path);
  };
  return { focusPath, goToPath, focusFirstField: setFirstOf };
}
