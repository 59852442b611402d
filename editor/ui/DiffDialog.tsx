import type { DiffResponse } from '../protocol/api-types';
import { Dialog } from './Dialog';
import { DiffView } from './DiffView';

interface Props {
  /** What saving would write, or this version against the file that changed on disk. */
  kind: 'changes' | 'disk-diff';
  /** Null while the server compares. */
  diff: DiffResponse | null;
  file: string;
  onClose: () => void;
}

export function DiffDialog({ kind, diff, file, onClose }: Props) {
  return (
    <Dialog
      wide
      title={kind === 'changes' ? 'Changes to save' : 'Your version against the file on disk'}
      onClose={onClose}
    >
      {diff ? (
        <>
          {!diff.minimal && diff.note ? <p className="note">{diff.note}</p> : null}
          <DiffView lines={diff.lines} label={`Diff of ${file}`} />
        </>
      ) : (
        <p>Comparing…</p>
      )}
    </Dialog>
  );
}
