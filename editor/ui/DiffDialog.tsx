import type { DiffResponse } from '../protocol/api-types';
import { Dialog } from './Dialog';
import { DiffView } from './DiffView';
import { ChangeList } from './changes/ChangeList';
import { ForDevelopers } from './ForDevelopers';
import { pictureName } from '../lib/pictures';

interface Props {
  /** What saving would write, or this version against the file that changed on disk. */
  kind: 'changes' | 'disk-diff';
  /** Null while the server compares. */
  diff: DiffResponse | null;
  file: string;
  onClose: () => void;
}

export function DiffDialog({ kind, diff, file, onClose }: Props) {
  const title = kind === 'changes' ? 'Changes to save' : 'Your version against the saved one';
  return (
    <Dialog wide title={title} onClose={onClose}>
      {diff ? (
        <>
          {diff.removed?.length ? (
            <section aria-labelledby="removed-heading" className="removed-uploads">
              <h3 id="removed-heading">Uploads deleted when you save</h3>
              <ul>
                {diff.removed.map((src) => (
                  <li key={src}>
                    <img src={src} alt="" width={48} height={36} />
                    {pictureName(src)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {diff.changes ? <ChangeList changes={diff.changes} label={title} /> : null}
          {/* The file's own lines, for whoever reads the file; open at once if there are no words. */}
          <ForDevelopers open={!diff.changes}>
            {!diff.minimal && diff.note ? <p className="note">{diff.note}</p> : null}
            <DiffView lines={diff.lines} label={`Diff of ${file}`} />
          </ForDevelopers>
        </>
      ) : (
        <p>Comparing…</p>
      )}
    </Dialog>
  );
}
