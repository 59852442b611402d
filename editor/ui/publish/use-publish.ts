import { useEffect, useState } from 'react';
import { api } from '../api';
import type { SiteFile } from '../use-site-file';
import { useLive } from './use-live';

/**
 * Whether the Publish dialog is open, why publishing is impossible here, if it is, and whether
 * the last version sent is live yet (followed whether the dialog is open or not).
 */
export function usePublish(file: SiteFile) {
  const [open, setOpen] = useState(false);
  const [unavailable, setUnavailable] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<string | undefined>(undefined);
  const live = useLive(sent);
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
  return {
    open,
    unavailable,
    live,
    /** A version was sent to the shared copy: follow it to the live site. */
    sent: setSent,
    show: () => setOpen(true),
    close: () => setOpen(false),
  };
}
