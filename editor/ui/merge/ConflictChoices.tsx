import type { Conflict, Side } from '../../protocol/conflict';

interface Props {
  conflicts: Conflict[];
  /** Where a conflict is, in words ("About Us: hero heading"). */
  where: (conflict: Conflict) => string;
  /** What the two sides are called ("Yours", "On disk"). */
  labels: Record<Side, string>;
  choices: Readonly<Record<string, Side>>;
  onChoose: (id: string, side: Side) => void;
}

function Value({ value }: { value: unknown }) {
  if (value === undefined) return <em>(removed)</em>;
  if (typeof value === 'string') return <span className="merge-text">{value}</span>;
  return <pre className="merge-json">{JSON.stringify(value, null, 2)}</pre>;
}

const SIDES: Side[] = ['ours', 'theirs'];

/** Each value changed on both sides, both versions side by side as a choice of two. */
export function ConflictChoices({ conflicts, where, labels, choices, onChoose }: Props) {
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
            <Value value={conflict[side]} />
          </label>
        ))}
      </div>
    </fieldset>
  ));
}
