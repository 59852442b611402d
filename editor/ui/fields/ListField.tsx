import type { z } from 'zod';
import type { DataPath } from '../../problem-path';
import { move } from '../data-path';
import { idFor, useFields, useNestedField } from './context';
import { FieldProblems, Hint } from './FieldFrame';
import { emptyValue } from './schema-walk';

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
        {items.map((entry, i) => (
          <li key={i} className="list-item">
            {renderField({ name: `${name}[${i}]`, path: [...path, i], schema: item, value: entry })}
            <div className="item-actions">
              <button
                type="button"
                className="small"
                aria-label={`Move ${name} item ${i + 1} up`}
                disabled={i === 0}
                onClick={() => set(move(items, i, i - 1), `${name} item ${i + 1} moved up`)}
              >
                ↑
              </button>
              <button
                type="button"
                className="small"
                aria-label={`Move ${name} item ${i + 1} down`}
                disabled={i === items.length - 1}
                onClick={() => set(move(items, i, i + 1), `${name} item ${i + 1} moved down`)}
              >
                ↓
              </button>
              <button
                type="button"
                className="small danger"
                aria-label={`Remove ${name} item ${i + 1}`}
                onClick={() =>
                  set(
                    items.filter((_, k) => k !== i),
                    `${name} item ${i + 1} removed`,
                  )
                }
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="secondary"
        disabled={max !== undefined && items.length >= max}
        onClick={() => set([...items, emptyValue(item)], `${name} item ${items.length + 1} added`)}
      >
        Add to {name}
      </button>
    </fieldset>
  );
}
