import { move, type DataPath } from '../../protocol/data-path';
import { idFor, useFields } from './context';
import { FieldProblems, Hint } from './FieldFrame';

type Kind = 'p' | 'h2' | 'h3' | 'ul' | 'ol';
const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'p', label: 'Paragraph' },
  { kind: 'h2', label: 'Heading' },
  { kind: 'h3', label: 'Sub-heading' },
  { kind: 'ul', label: 'Bulleted list' },
  { kind: 'ol', label: 'Numbered list' },
];

const kindLabel = (kind: Kind): string => KINDS.find((k) => k.kind === kind)!.label;

/** "Paragraph 2", "Bulleted list 4": a block by its kind and its place in the text. */
const blockName = (kind: Kind, index: number): string => `${kindLabel(kind)} ${index + 1}`;

/** The same in a sentence: "paragraph 2". */
const inSentence = (kind: Kind, index: number): string => blockName(kind, index).toLowerCase();

function kindOf(block: unknown): Kind {
  if (block && typeof block === 'object') {
    const key = Object.keys(block)[0];
    if (key === 'h2' || key === 'h3' || key === 'ul' || key === 'ol') return key;
  }
  return 'p';
}

/** The text of a block as edited: list items one per line. */
function textOf(block: unknown): string {
  if (typeof block === 'string') return block;
  const value = block && typeof block === 'object' ? Object.values(block)[0] : '';
  return Array.isArray(value) ? value.join('\n') : String(value ?? '');
}

function blockOf(kind: Kind, text: string): unknown {
  if (kind === 'p') return text;
  if (kind === 'ul' || kind === 'ol') return { [kind]: text.split('\n') };
  return { [kind]: text };
}

interface Props {
  name: string;
  path: DataPath;
  value: unknown;
  hint: string | undefined;
}

/** Body text as blocks: paragraphs (with **bold** and [links](/path)), headings and lists. */
export function RichTextField({ name, path, value, hint }: Props) {
  const { change, problemsAt } = useFields();
  const blocks = Array.isArray(value) ? value : [];
  const id = idFor(path);
  const set = (next: unknown[], say: string, group?: string) => change(path, next, { say, group });
  return (
    <fieldset className="group list rich" id={id}>
      <legend>
        {name}{' '}
        <span className="count">
          ({blocks.length} {blocks.length === 1 ? 'part' : 'parts'})
        </span>
      </legend>
      <Hint
        id={id}
        text={`${hint ?? ''} Paragraphs may use **bold** and [a link](/contact); list items go one per line.`.trim()}
      />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <ol>
        {blocks.map((block, i) => {
          const blockId = idFor([...path, i]);
          const kind = kindOf(block);
          const called = inSentence(kind, i);
          const problems = [
            ...problemsAt([...path, i]),
            ...problemsAt([...path, i, kind === 'p' ? '' : kind]),
          ];
          return (
            <li key={i} className="list-item">
              <div className="rich-kind">
                <label htmlFor={`${blockId}-kind`}>
                  {blockName(kind, i)}
                  <span className="visually-hidden">: kind of text</span>
                </label>
                <select
                  id={`${blockId}-kind`}
                  value={kind}
                  onChange={(e) =>
                    set(
                      blocks.map((b, k) =>
                        k === i ? blockOf(e.target.value as Kind, textOf(b)) : b,
                      ),
                      `${name}: ${called} is now a ${kindLabel(e.target.value as Kind).toLowerCase()}`,
                    )
                  }
                >
                  {KINDS.map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {k.label}
                    </option>
                  ))}
                </select>
              </div>
              <label className="visually-hidden" htmlFor={blockId}>
                {name}: {called}
              </label>
              <textarea
                id={blockId}
                rows={kind === 'p' ? 4 : kind === 'ul' || kind === 'ol' ? 3 : 1}
                value={textOf(block)}
                aria-invalid={problems.some((p) => p.severity === 'error') || undefined}
                aria-describedby={problems.length ? `${blockId}-problems` : undefined}
                onChange={(e) =>
                  set(
                    blocks.map((b, k) => (k === i ? blockOf(kind, e.target.value) : b)),
                    `${name}: ${called} changed`,
                    blockId,
                  )
                }
              />
              <FieldProblems id={blockId} problems={problems} />
              <div className="item-actions">
                <button
                  type="button"
                  className="small"
                  aria-label={`Move ${called} up`}
                  disabled={i === 0}
                  onClick={() => set(move(blocks, i, i - 1), `${name}: ${called} moved up`)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="small"
                  aria-label={`Move ${called} down`}
                  disabled={i === blocks.length - 1}
                  onClick={() => set(move(blocks, i, i + 1), `${name}: ${called} moved down`)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="small danger"
                  aria-label={`Remove ${called}`}
                  onClick={() =>
                    set(
                      blocks.filter((_, k) => k !== i),
                      `${name}: ${called} removed`,
                    )
                  }
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="secondary"
        onClick={() => set([...blocks, ''], `${name}: ${inSentence('p', blocks.length)} added`)}
      >
        Add paragraph to {name}
      </button>
    </fieldset>
  );
}
