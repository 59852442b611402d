import { useCallback, useMemo } from 'react';
import type { EditorProblem } from '../protocol/api-types';
import { pathKey, type DataPath, setIn } from '../protocol/data-path';
import type { ChangeOptions, FieldsContextValue } from './fields/context';
import type { TargetEntry } from './site-view';
import type { SiteFile } from './use-site-file';
import { useRemovals } from './pictures/use-removals';

/**
 * What every field reads from the editor. A new value re-renders every field, so there is one
 * only when the data, the problems or the field to focus change.
 */
export function useFieldsValue(
  file: SiteFile,
  targets: TargetEntry[],
  focusPath: DataPath | null,
): FieldsContextValue {
  const { data, apply, problems, loaded } = file;
  const removals = useRemovals(file);
  const problemMap = useMemo(() => {
    const map = new Map<string, EditorProblem[]>();
    for (const p of problems) map.set(pathKey(p.at), [...(map.get(pathKey(p.at)) ?? []), p]);
    return map;
  }, [problems]);

  const change = useCallback(
    (path: DataPath, value: unknown, options: ChangeOptions = {}) =>
      apply({
        data: setIn(data, path, value),
        group: options.group,
        ...(options.hold ? { hold: true } : {}),
        say: options.say ?? 'Changed',
      }),
    [apply, data],
  );

  const pagePaths = useMemo(
    () => targets.filter((t) => t.group !== 'Not found').map((t) => t.label),
    [targets],
  );
  return useMemo(
    () => ({
      change,
      problemsAt: (path: DataPath) => problemMap.get(pathKey(path)) ?? [],
      images: loaded?.images ?? [],
      data,
      removals,
      pagePaths,
      focusPath,
    }),
    [change, problemMap, loaded, data, removals, pagePaths, focusPath],
  );
}
