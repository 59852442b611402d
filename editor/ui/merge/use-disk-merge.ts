import { useEffect, useRef, useState } from 'react';
import type { LoadResponse } from '../../protocol/api-types';
import { describeChanges } from '../../merge/describe';
import { equal } from '../../merge/equal';
import { mergeValues, type MergeResult } from '../../merge/merge';
import type { Choices } from '../../protocol/conflict';
import { api } from '../api';
import type { SiteFile } from '../use-site-file';

/** A merge waiting for the person to choose, value by value, between two changes. */
export interface PendingMerge {
  response: LoadResponse;
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
  const [cameIn, setCameIn] = useState<string[]>([]);
  const latest = useRef({ base: file.saved, ours: file.data, adopt: file.adopt });
  useEffect(() => {
    latest.current = { base: file.saved, ours: file.data, adopt: file.adopt };
  });

  const finish = (merge: PendingMerge, result: MergeResult, resolved: number) => {
    const { response, base } = merge;
    const words = describeChanges(result.incoming, base, result.value);
    setCameIn(words);
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
        ? `The site was changed outside this editor, and that change was merged with your unsaved changes. Came in: ${words.join('; ')}.${chose}`
        : `The site was changed outside this editor; your unsaved changes are kept over it.${chose}`,
    );
  };

  const version = file.disk.kind === 'changed' ? file.disk.version : null;
  useEffect(() => {
    if (version === null) return;
    let live = true;
    api.load().then(
      (response) => {
        if (!live) return;
        if (response.data === null) return setUnmergeable(true);
        setUnmergeable(false);
        const { base, ours } = latest.current;
        const merge = { response, base, ours, result: mergeValues(base, ours, response.data) };
        if (merge.result.conflicts.length > 0) setPending(merge);
        else finish(merge, merge.result, 0);
      },
      () => live && setUnmergeable(true),
    );
    return () => {
      live = false;
    };
  }, [version]);

  return {
    pending,
    unmergeable,
    cameIn,
    dismiss: () => setCameIn([]),
    /** Settles every conflict as chosen (an unchosen one keeps yours). */
    resolve(choices: Choices) {
      if (!pending) return;
      const { base, ours, response } = pending;
      const result = mergeValues(base, ours, response.data, choices);
      finish(pending, result, pending.result.conflicts.length);
    },
  };
}
