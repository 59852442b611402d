import type { z } from 'zod';
import { move, type DataPath } from '../../protocol/data-path';
import { idFor, useFields, useNestedField } from './context';
import { FieldProblems, Hint } from './FieldFrame';
import { emptyValue } from './schema-walk';
import { inSentence, itemLabel, itemNoun } from '../../lib/words';

interface ListProps {
  name: string;
  path: DataPath;
  item: z.core.$ZodType;
  max?: number;
  value: unknown;
  hint: string | undefined;
}

/** A list of values: each item's own fields, with add, remove and reorder. */
export function ListField({ name, path, item, max, value, hint }: ListProps) {
  const { change, problemsAt } = useFields();
  const renderField = useNestedField();
  const items = Array.isArray(value) ? value : [];
  const id = idFor(path);
  const set = (next: unknown[], say: string) => change(path, next, { say });
  return (
    <fieldset className="group list" id={id}>
      <legend>
        {name} <span className="count">({items.length})</span>
      </legend>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <ol>
        {items.map((entry, i) => {
          const { noun, label } = itemLabel(name, item, i, entry);
          return (
            <li key={i} className="list-item">
              {renderField({
                name: String(i),
                label,
                path: [...path, i],
                schema: item,
                value: entry,
              })}
              <div className="item-actions">
                <button
                  type="button"
                  className="small"
                  aria-label={`Move ${noun} up`}
                  disabled={i === 0}
                  onClick={() => set(move(items, i, i - 1), `${noun} moved up`)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="small"
                  aria-label={`Move ${noun} down`}
                  disabled={i === items.length - 1}
                  onClick={() => set(move(items, i, i + 1), `${noun} moved down`)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="small danger"
                  aria-label={`Remove ${noun}`}
                  onClick={() =>
                    set(
                      items.filter((_, k) => k !== i),
                      `${noun} removed`,
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
        disabled={max !== undefined && items.length >= max}
        onClick={() =>
          set([...items, emptyValue(item)], `${itemNoun(name, item)} ${items.length + 1} added`)
        }
      >
        Add {inSentence(itemNoun(name, item))}
      </button>
    </fieldset>
  );
}
