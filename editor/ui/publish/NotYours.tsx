import type { PublishDraft } from '../../protocol/publish';

interface Props {
  draft: PublishDraft;
  everything: boolean;
  onEverything: (everything: boolean) => void;
}

const count = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} not yet published`;

/**
 * The saved changes Publish leaves out: each colleague's, by name, and those made to the file
 * outside the editor; and the explicit choice to publish them too, under your name.
 */
export function NotYours({ draft, everything, onEverything }: Props) {
  const { others, outside } = draft;
  if (others.length === 0 && outside.length === 0) return null;
  return (
    <section className="publish-part" aria-labelledby="publish-others">
      <h3 id="publish-others">Saved by others</h3>
      <ul>
        {others.map((person) => (
          <li key={person.name}>
            {person.name}: {count(person.changes.length)}
            <span className="hint"> ({person.changes.join('; ')})</span>
          </li>
        ))}
        {outside.length ? (
          <li>
            Changed in the file outside the editor: {count(outside.length)}
            <span className="hint"> ({outside.join('; ')})</span>
          </li>
        ) : null}
      </ul>
      <p className="hint">
        They stay saved and unpublished: each person publishes their own. Publishing everything
        sends them too, under your name.
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={everything}
          onChange={(event) => onEverything(event.target.checked)}
        />{' '}
        Publish everything: also the changes above
      </label>
    </section>
  );
}
