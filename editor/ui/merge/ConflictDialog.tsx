import { useState } from 'react';
import { describePath } from '../../merge/describe';
import type { Choices, Conflict, Side } from '../../merge/merge';
import { Dialog } from '../Dialog';

interface Props {
  conflicts: Conflict[];
  /** The site the paths are named from (the merged one). */
  site: unknown;
  onResolve: (choices: Choices) => void;
}

function Value({ value }: { value: unknown }) {
  if (value === undefined) return <em>(removed)</em>;
  if (typeof value === 'string') return <span className="merge-text">{value}</span>;
  return <pre className="merge-json">{JSON.stringify(value, null, 2)}</pre>;
}

const SIDES: { side: Side; label: string }[] = [
  { side: 'ours', label: 'Yours' },
  { side: 'theirs', label: 'On disk' },
];

/**
 * The values changed both here and on disk, each with both versions side by side to choose
 * from. Closing it keeps yours for whatever was not chosen.
 */
export function ConflictDialog({ conflicts, site, onResolve }: Props) {
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const all = conflicts.every((c) => choices[c.id]);
  return (
    <Dialog wide title="Changed here and on disk: choose" onClose={() => onResolve(choices)}>
      <p>
        Someone changed the file while you were editing. Their other changes are merged in;{' '}
        {conflicts.length === 1
          ? 'this value was changed by you both'
          : `these ${conflicts.length} values were changed by you both`}
        . Choose which to keep.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onResolve(choices);
        }}
      >
        {conflicts.map((conflict) => (
          <fieldset key={conflict.id} className="merge-conflict">
            <legend>{describePath(site, conflict.path)}</legend>
            <div className="merge-sides">
              {SIDES.map(({ side, label }) => (
                <label key={side} className="merge-side">
                  <input
                    type="radio"
                    name={conflict.id}
                    value={side}
                    checked={choices[conflict.id] === side}
                    onChange={() => setChoices((c) => ({ ...c, [conflict.id]: side }))}
                  />
                  <strong>{label}</strong>
                  <Value value={conflict[side]} />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={!all}>
            Use these choices
          </button>
        </div>
      </form>
    </Dialog>
  );
}
