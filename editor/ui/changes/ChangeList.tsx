import { diffWordsWithSpace } from 'diff';
import type { ChangeRow, ChangesInWords, Shown } from '../../protocol/changes';
import { calendarDate } from '../history/when';
import './changes.css';

/** Texts this long are compared word by word: a changed word is hard to find in a paragraph. */
const LONG = 60;

type Side = 'before' | 'after';

/** A text with the words the other side lacks marked (struck out before, underlined after). */
function Words({ text, other, side }: { text: string; other: string; side: Side }) {
  if (text.length < LONG && other.length < LONG) return text;
  const parts =
    side === 'before' ? diffWordsWithSpace(text, other) : diffWordsWithSpace(other, text);
  return parts.map((part, i) => {
    if (side === 'before' ? part.added : part.removed) return null;
    if (!part.added && !part.removed) return part.value;
    return side === 'before' ? <del key={i}>{part.value}</del> : <ins key={i}>{part.value}</ins>;
  });
}

/** A value as the form shows it; beside `other`, a long text's changed words are marked. */
export function ShownValue({
  shown,
  other = { kind: 'none' },
  side = 'after',
}: {
  shown: Shown;
  other?: Shown;
  side?: Side;
}) {
  switch (shown.kind) {
    case 'none':
      return <span className="change-empty">empty</span>;
    case 'date':
      return <span className="change-value">{calendarDate(shown.iso)}</span>;
    case 'picture':
      return (
        <span className="change-value change-picture">
          <img src={shown.src} alt="" width={96} height={72} />
          <span>{shown.alt || <span className="change-empty">no description</span>}</span>
        </span>
      );
    case 'list':
      return (
        <ol className="change-value change-items">
          {shown.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
    case 'text':
      return (
        <span className="change-value">
          {other.kind === 'text' ? (
            <Words text={shown.text} other={other.text} side={side} />
          ) : (
            shown.text
          )}
        </span>
      );
  }
}

const HEADS: Record<ChangeRow['kind'], [string, string]> = {
  changed: ['Before', 'After'],
  moved: ['Order before', 'Order after'],
  added: ['', 'Added'],
  removed: ['Removed', ''],
};

function Change({ row }: { row: ChangeRow }) {
  const [before, after] = HEADS[row.kind];
  return (
    <li className={`change change-${row.kind}`}>
      <p className="change-where">{row.where}</p>
      <div className="change-sides">
        {before ? (
          <div className="change-side change-before">
            <span className="change-head">{before}</span>
            <ShownValue shown={row.before} other={row.after} side="before" />
          </div>
        ) : null}
        {before && after ? (
          <span className="change-arrow" aria-hidden="true">
            →
          </span>
        ) : null}
        {after ? (
          <div className="change-side change-after">
            <span className="change-head">{after}</span>
            <ShownValue shown={row.after} other={row.before} side="after" />
          </div>
        ) : null}
      </div>
      {row.formatting ? (
        <p className="hint">The same words: only bold words or links changed.</p>
      ) : null}
    </li>
  );
}

/** Each place that changed, in words, with its value before and after. */
export function ChangeList({ changes, label }: { changes: ChangesInWords; label: string }) {
  const { rows, more } = changes;
  if (rows.length === 0) return <p>No changes: the site is already like this.</p>;
  const count = rows.length + more;
  return (
    <>
      <p className="change-count">
        {count} {count === 1 ? 'change' : 'changes'}
      </p>
      <ul className="change-list" aria-label={label}>
        {rows.map((row, i) => (
          <Change key={i} row={row} />
        ))}
      </ul>
      {more > 0 ? (
        <p className="hint">
          And {more} more {more === 1 ? 'change' : 'changes'}, not listed here.
        </p>
      ) : null}
    </>
  );
}
