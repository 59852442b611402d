import { DiskBanner } from '../DiskBanner';
import type { SiteFile } from '../use-site-file';
import { ConflictDialog } from './ConflictDialog';
import { MergeNotice } from './MergeNotice';
import { useDiskMerge } from './use-disk-merge';
import './merge.css';

interface Props {
  file: SiteFile;
  onShowDifference: () => void;
}

/** A change on disk under unsaved edits: merged and said, a conflict asked, or why it cannot be. */
export function DiskMerge({ file, onShowDifference }: Props) {
  const merge = useDiskMerge(file);
  return (
    <>
      {file.disk.kind === 'changed' && merge.unmergeable ? (
        <DiskBanner onReload={() => void file.reload()} onShowDifference={onShowDifference} />
      ) : null}
      <MergeNotice cameIn={merge.cameIn} onDismiss={merge.dismiss} />
      {merge.pending ? (
        <ConflictDialog
          conflicts={merge.pending.result.conflicts}
          site={merge.pending.result.value}
          onResolve={merge.resolve}
        />
      ) : null}
    </>
  );
}
