import { useEffect, useState } from 'react';
import { api } from '../api';
import type { SiteFile } from '../use-site-file';

/** Whether the Publish dialog is open, and why publishing is impossible here, if it is. */
export function usePublish(file: SiteFile) {
  const [open, setOpen] = useState(false);
  const [unavailable, setUnavailable] = useState<string | undefined>(undefined);
  const ready = file.loaded !== null;
  const { data } = file;
  // Asked once the file is loaded: whether the repository can take a publish does not change.
  useEffect(() => {
    if (!ready) return;
    api.draft(data).then(
      (draft) => setUnavailable(draft.available ? undefined : draft.reason),
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return { open, unavailable, show: () => setOpen(true), close: () => setOpen(false) };
}
