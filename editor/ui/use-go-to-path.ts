import { useEffect, useState } from 'react';
import type { DataPath } from '../protocol/data-path';
import { idFor } from './fields/context';
import { placeFor, type Place } from './place';
import type { SiteFile } from './use-site-file';

/**
 * Going to a field by its path (a problem's, a link's): the place that shows it, then focus on
 * its control, or on the closest part of the form that shows, once the place is on screen.
 */
export function useGoToPath({ dispatch }: SiteFile, place: Place) {
  const [focusPath, setFocusPath] = useState<DataPath | null>(null);

  useEffect(() => {
    if (!focusPath) return;
    const frame = requestAnimationFrame(() => {
      for (let depth = focusPath.length; depth >= 0; depth--) {
        const element = document.getElementById(idFor(focusPath.slice(0, depth)));
        if (element) {
          element.focus();
          element.scrollIntoView({ block: 'center' });
          break;
        }
      }
      setFocusPath(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusPath, place]);

  const goToPath = (path: DataPath) => {
    dispatch({ kind: 'go', place: placeFor(path, place) });
    setFocusPath(path);
  };
  return { focusPath, goToPath };
}
