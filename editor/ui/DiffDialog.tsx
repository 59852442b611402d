import type { DiffResponse } from '../protocol/api-types';
import { Dialog } from './Dialog';
import { DiffView } from './DiffView';
import { fileName } from '../lib/pictures';

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
          {diff.removed?.length ? (
            <section aria-labelledby="removed-heading" className="removed-uploads">
              <h3 id="removed-heading">Uploads deleted when you save</h3>
              <ul>
                {diff.removed.map((src) => (
                  <li key={src}>
                    <img src={src} alt="" width={48} height={36} />
                    {fileName(src)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <DiffView lines={diff.lines} label={`Diff of ${file}`} />
        </>
      ) : (
        <p>Comparing…</p>
      )}
    </Dialog>
  );
}
