import { useState } from 'react';
import { describePath } from '../../merge/describe';
import type { Choices, Conflict, Side } from '../../protocol/conflict';
import { Dialog } from '../Dialog';
import { ConflictChoices } from './ConflictChoices';

interface Props {
  conflicts: Conflict[];
  /** The site the paths are named from (the merged one). */
  site: unknown;
  onResolve: (choices: Choices) => void;
}

const LABELS = { ours: 'Yours', theirs: 'Saved elsewhere' };

/**
 * The values changed both here and on disk, each with both versions side by side to choose
 * from. Closing it keeps yours for whatever was not chosen.
 */
export function ConflictDialog({ conflicts, site, onResolve }: Props) {
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const all = conflicts.every((c) => choices[c.id]);
  return (
    <Dialog
      wide
      title="Changed by you and elsewhere: choose which to keep"
      onClose={() => onResolve(choices)}
    >
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
        <ConflictChoices
          conflicts={conflicts}
          site={site}
          where={(conflict) => describePath(site, conflict.path)}
          labels={LABELS}
          choices={choices}
          onChoose={(id, side) => setChoices((c) => ({ ...c, [id]: side }))}
        />
        <div className="dialog-actions">
          <button type="submit" className="primary" disabled={!all}>
            Use these choices
          </button>
        </div>
      </form>
    </Dialog>
  );
}
