import type { Conflict, Side } from '../../protocol/conflict';
import { shownOf } from '../../lib/change-rows';
import { ShownValue } from '../changes/ChangeList';

interface Props {
  conflicts: Conflict[];
  /** The site the values are shown as part of (their field's choices, a link's page). */
  site: unknown;
  /** Where a conflict is, in words ("About Us: hero heading"). */
  where: (conflict: Conflict) => string;
  /** What the two sides are called ("Yours", "On disk"). */
  labels: Record<Side, string>;
  choices: Readonly<Record<string, Side>>;
  onChoose: (id: string, side: Side) => void;
}

const SIDES: Side[] = ['ours', 'theirs'];

/** Each value changed on both sides, both versions side by side as a choice of two. */
export function ConflictChoices({ conflicts, site, where, labels, choices, onChoose }: Props) {
  return conflicts.map((conflict) => (
    <fieldset key={conflict.id} className="merge-conflict">
      <legend>{where(conflict)}</legend>
      <div className="merge-sides">
        {SIDES.map((side) => (
          <label key={side} className="merge-side">
            <input
              type="radio"
              name={conflict.id}
              value={side}
              checked={choices[conflict.id] === side}
              onChange={() => onChoose(conflict.id, side)}
            />
            <strong>{labels[side]}</strong>
            {conflict[side] === undefined ? (
              <em>(removed)</em>
            ) : (
              <ShownValue shown={shownOf(site, conflict.path, conflict[side])} />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  ));
}
