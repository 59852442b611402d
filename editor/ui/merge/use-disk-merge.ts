import { useEffect, useRef, useState } from 'react';
import type { LoadResponse } from '../../protocol/api-types';
import { describeChanges } from '../../merge/describe';
import { equal } from '../../merge/equal';
import { mergeValues, type MergeResult } from '../../merge/merge';
import type { Choices } from '../../protocol/conflict';
import { api } from '../api';
import { cameFrom, rebaseOnto } from './rebase';
import type { SiteFile } from '../use-site-file';

/** A merge waiting for the person to choose, value by value, between two changes. */
export interface PendingMerge {
  response: LoadResponse;
  /** Who saved the version that came in, when known. */
  by: string | undefined;
  base: unknown;
  ours: unknown;
  result: MergeResult;
}

/**
 * When site.json changes on disk under unsaved edits, merges the file now into them by value
 * (base: what was loaded or saved). What came in is announced; a value both changed waits
 * for a choice. A file that is not JSON cannot be merged, and says so.
 */
export function useDiskMerge(file: SiteFile) {
  const [pending, setPending] = useState<PendingMerge | null>(null);
  const [unmergeable, setUnmergeable] = useState(false);
  const [cameIn, setCameIn] = useState<{ words: string[]; by?: string | undefined }>({
    words: [],
  });
  const latest = useRef({ base: file.saved, ours: file.data, adopt: file.adopt });
  useEffect(() => {
    latest.current = { base: file.saved, ours: file.data, adopt: file.adopt };
  });

  const finish = (merge: PendingMerge, result: MergeResult, choices: Choices) => {
    const { response, base, by } = merge;
    const resolved = Object.keys(choices).length;
    const words = describeChanges(result.incoming, base, result.value);
    setCameIn({ words, by });
    setPending(null);
    // Nothing of ours left over the file: then it is simply the file, with nothing unsaved.
    const data = equal(result.value, response.data) ? response.data : result.value;
    const chose = resolved
      ? ` ${resolved} ${resolved === 1 ? 'conflict' : 'conflicts'} settled as you chose.`
      : '';
    latest.current.adopt(
      response,
      data,
      words.length
        ? `${cameFrom(by)}, and that change was merged with your unsaved changes. Came in: ${words.join('; ')}.${chose}`
        : `${cameFrom(by)}; your unsaved changes are kept over it.${chose}`,
      rebaseOnto(base, response.data, choices),
    );
  };

  const version = file.disk.kind === 'changed' ? file.disk.version : null;
  const by = file.disk.kind === 'changed' ? file.disk.by : undefined;
  useEffect(() => {
    if (version === null) return;
    let live = true;
    api.load().then(
      (response) => {
        if (!live) return;
        if (response.data === null) return setUnmergeable(true);
        setUnmergeable(false);
        const { base, ours } = latest.current;
        const merge = { response, by, base, ours, result: mergeValues(base, ours, response.data) };
        if (merge.result.conflicts.length > 0) setPending(merge);
        else finish(merge, merge.result, {});
      },
      () => live && setUnmergeable(true),
    );
    return () => {
      live = false;
    };
  }, [version, by]);

  return {
    pending,
    unmergeable,
    cameIn,
    dismiss: () => setCameIn({ words: [] }),
    /** Settles every conflict as chosen (an unchosen one keeps yours). */
    resolve(choices: Choices) {
      if (!pending) return;
      const { base, ours, response } = pending;
      // Every conflict as settled, an unchosen one keeping yours: undo steps are carried over so.
      const settled: Choices = Object.fromEntries(
        pending.result.conflicts.map((c) => [c.id, choices[c.id] ?? 'ours']),
      );
      const result = mergeValues(base, ours, response.data, settled);
      finish(pending, result, settled);
    },
  };
}
