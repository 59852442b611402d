import { fieldLabel, humanise, inSentence, itemNoun } from '../../lib/words';
import { childOf } from '../../../src/schema/introspect';
import { shownTitleOf as titleOf } from '../../lib/schema-words';
import { useState } from 'react';
import type { z } from 'zod';
import { startsWith, type DataPath } from '../../protocol/data-path';
import { idFor, useFields, useNestedField } from './context';
import { FieldProblems, Hint } from './FieldFrame';
import { emptyValue, shapeOf, type FieldInfo, type Shape } from './schema-walk';
import { textUnitOf } from '../../../src/schema/text-fields';
import { TranslatedField } from '../translation/TranslatedField';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The fields of an object, each generated from its own schema. */
export function Fields({
  fields,
  path,
  value,
  skip,
}: {
  fields: FieldInfo[];
  path: DataPath;
  value: Record<string, unknown>;
  skip?: string;
}) {
  const renderField = useNestedField();
  return (
    <>
      {fields
        .filter((f) => f.name !== skip)
        .map((f) => {
          const control = renderField({
            key: f.name,
            name: f.name,
            path: [...path, f.name],
            schema: f.schema,
            value: value[f.name],
          });
          return textUnitOf(f.schema) ? (
            <TranslatedField
              key={f.name}
              name={f.name}
              path={path}
              parent={value}
              schema={f.schema}
            >
              {control}
            </TranslatedField>
          ) : (
            control
          );
        })}
    </>
  );
}

interface ObjectProps {
  name: string;
  path: DataPath;
  fields: FieldInfo[];
  value: unknown;
  optional: boolean;
  schema: z.core.$ZodType;
  hint: string | undefined;
}

/** A nested object as a fieldset; an optional one can be added and removed as a whole. */
export function ObjectField({ name, path, fields, value, optional, schema, hint }: ObjectProps) {
  const { change, problemsAt } = useFields();
  const id = idFor(path);
  if (!isObject(value))
    return (
      <div className="field absent">
        <button
          type="button"
          id={id}
          className="secondary"
          onClick={() => change(path, emptyValue(schema), { say: `${name} added` })}
        >
          Add {inSentence(name)}
        </button>
        <Hint id={id} text={hint} />
        <FieldProblems id={id} problems={problemsAt(path)} />
      </div>
    );
  return (
    <fieldset className="group" id={id}>
      <legend>{name}</legend>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <Fields fields={fields} path={path} value={value} />
      {optional ? (
        <button
          type="button"
          className="link-button"
          onClick={() => change(path, undefined, { say: `${name} removed` })}
        >
          Remove {inSentence(name)}
        </button>
      ) : null}
    </fieldset>
  );
}

interface VariantsProps {
  name: string;
  path: DataPath;
  shape: Extract<Shape, { kind: 'variants' }>;
  value: unknown;
  optional: boolean;
  hint: string | undefined;
}

/** One of several kinds of object (chosen by a field such as "kind"), with that kind's fields. */
export function VariantsField({ name, path, shape, value, optional, hint }: VariantsProps) {
  const { change, problemsAt } = useFields();
  const id = idFor(path);
  const key = shape.discriminator;
  const current = isObject(value) ? String(value[key]) : '';
  const option = shape.options.find((o) => o.value === current);
  const choose = (next: string) => {
    const chosen = shape.options.find((o) => o.value === next);
    change(path, chosen ? emptyValue(chosen.schema) : undefined, {
      say: chosen ? `${name}: ${titleOf(chosen.schema) ?? humanise(next)}` : `${name} removed`,
    });
  };
  const fields = option ? (shapeFields(option.schema) ?? []) : [];
  const first = shape.options[0]?.schema;
  const kindLabel = first ? fieldLabel(key, childOf(first, key) ?? first) : key;
  return (
    <fieldset className="group" id={id}>
      <legend>{name}</legend>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <div className="field">
        <label htmlFor={`${id}-kind`}>{kindLabel}</label>
        <select id={`${id}-kind`} value={current} onChange={(e) => choose(e.target.value)}>
          {optional || !option ? <option value="">(none)</option> : null}
          {shape.options.map((o) => (
            <option key={o.value} value={o.value}>
              {titleOf(o.schema) ?? humanise(o.value)}
            </option>
          ))}
        </select>
      </div>
      {option && isObject(value) ? (
        <Fields fields={fields} path={path} value={value} skip={key} />
      ) : null}
    </fieldset>
  );
}

function shapeFields(schema: z.core.$ZodType): FieldInfo[] | undefined {
  const shape = shapeOf(schema);
  return shape.kind === 'object' ? shape.fields : undefined;
}

interface RecordProps {
  name: string;
  path: DataPath;
  valueSchema: z.core.$ZodType;
  value: unknown;
  hint: string | undefined;
}

/** Named entries (collections, forms, blocks): pick one to edit, add one by name. */
export function RecordField({ name, path, valueSchema, value, hint }: RecordProps) {
  const { change, problemsAt, focusPath } = useFields();
  const renderField = useNestedField();
  const entries = isObject(value) ? Object.keys(value) : [];
  const [chosen, setChosen] = useState<string>(entries[0] ?? '');
  // A problem chosen in the list opens the entry that holds its field.
  const wanted = focusPath && startsWith(focusPath, path) ? focusPath[path.length] : undefined;
  const [lastWanted, setLastWanted] = useState(wanted);
  if (wanted !== lastWanted) {
    setLastWanted(wanted);
    if (typeof wanted === 'string') setChosen(wanted);
  }
  const [newName, setNewName] = useState('');
  const id = idFor(path);
  const shown = entries.includes(chosen) ? chosen : entries[0];
  const valid = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(newName) && !entries.includes(newName);
  // "Which collection", "Name of a new form": an entry is called by what its schema names it.
  const noun = inSentence(itemNoun(name, valueSchema));
  return (
    <fieldset className="group" id={id}>
      <legend>{name}</legend>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <div className="field">
        <label htmlFor={`${id}-entry`}>Which {noun}</label>
        <select id={`${id}-entry`} value={shown ?? ''} onChange={(e) => setChosen(e.target.value)}>
          {entries.map((entry) => (
            <option key={entry}>{entry}</option>
          ))}
        </select>
      </div>
      <div className="inline-add">
        <label htmlFor={`${id}-new`}>Name of a new {noun}</label>
        <input
          id={`${id}-new`}
          value={newName}
          aria-describedby={`${id}-new-hint`}
          onChange={(e) => setNewName(e.target.value)}
        />
        <button
          type="button"
          className="secondary"
          disabled={!valid}
          onClick={() => {
            change([...path, newName], emptyValue(valueSchema), { say: `${newName} added` });
            setChosen(newName);
            setNewName('');
          }}
        >
          Add {noun}
        </button>
        <p className="hint" id={`${id}-new-hint`}>
          Lowercase letters, digits and dashes, not used yet.
        </p>
      </div>
      {shown !== undefined && isObject(value)
        ? renderField({
            key: shown,
            name: shown,
            label: shown,
            path: [...path, shown],
            schema: valueSchema,
            value: value[shown],
          })
        : null}
    </fieldset>
  );
}
