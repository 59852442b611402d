import { useContext } from 'react';
import { FieldLanguageContext, idFor, useFields, type FieldProps } from './context';
import { describedBy, FieldFrame, FieldProblems, Hint } from './FieldFrame';
import type { EditorProblem } from '../../protocol/api-types';
import { unwrap } from '../../../src/schema/introspect';
import { shapeOf } from './schema-walk';
import { inWords } from '../../lib/schema-words';
import { choiceLabel, defaultInWords, fieldLabel } from '../../lib/words';
import { ObjectField, RecordField, VariantsField } from './ObjectField';
import { ListField } from './ListField';
import { RichTextField } from './RichTextField';
import { ImageField } from './ImageField';

/** The control for one value, chosen from its zod schema. */
export function Field({ name: key, label, path, schema, value }: FieldProps) {
  const { change, problemsAt } = useFields();
  const { inner, optional, description: written, defaultValue } = unwrap(schema);
  // A translation sits beside its English, whose hint says what the text is for.
  const lang = useContext(FieldLanguageContext);
  const description = lang ? undefined : inWords(written);
  const shape = shapeOf(inner, key);
  const name = label ?? fieldLabel(key, schema);
  const id = idFor(path);
  const problems = problemsAt(path);
  const defaultWords = defaultInWords(schema, defaultValue);
  const hint = defaultWords ? `${description ?? ''} Default: ${defaultWords}.`.trim() : description;
  const aria = {
    id,
    'aria-describedby': describedBy(id, hint, problems),
    'aria-invalid': problems.some((p) => p.severity === 'error') || undefined,
    lang,
  };
  // A translation is never required of its own: the English decides whether a text is there.
  const frame = { id, label: name, hint, problems, optional: optional && !lang };
  const set = (next: unknown, group?: string) =>
    change(path, next, { group, say: `${name} changed` });

  switch (shape.kind) {
    case 'literal':
      return null;
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      // An optional text left empty is left out of the file, as a hand editor would do.
      const onText = (next: string) => set(next === '' && optional ? undefined : next, id);
      const list =
        shape.format === 'link'
          ? 'page-paths'
          : shape.format === 'asset'
            ? 'image-paths'
            : undefined;
      return (
        <FieldFrame {...frame}>
          {shape.format === 'long' || text.length > 90 ? (
            <textarea {...aria} value={text} rows={3} onChange={(e) => onText(e.target.value)} />
          ) : (
            <input
              {...aria}
              type={shape.format === 'email' ? 'email' : shape.format === 'date' ? 'date' : 'text'}
              list={list}
              value={text}
              onChange={(e) => onText(e.target.value)}
            />
          )}
        </FieldFrame>
      );
    }
    case 'number':
      return (
        <FieldFrame {...frame}>
          <input
            {...aria}
            type="number"
            step={shape.integer ? 1 : 'any'}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) =>
              set(e.target.value === '' ? (optional ? undefined : 0) : Number(e.target.value), id)
            }
          />
        </FieldFrame>
      );
    case 'boolean':
      return (
        <div className="field checkbox">
          <input
            {...aria}
            type="checkbox"
            checked={value === true}
            onChange={(e) => set(e.target.checked)}
          />
          <label htmlFor={id}>{name}</label>
          <FieldFrameHintless id={id} hint={hint} problems={problems} />
        </div>
      );
    case 'choice':
      return (
        <FieldFrame {...frame}>
          <select
            {...aria}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => {
              const chosen = e.target.value;
              if (chosen === '') return set(undefined);
              const next = shape.values?.find((v) => String(v) === chosen) ?? chosen;
              change(path, next, { say: `${name}: ${choiceLabel(schema, next)}` });
            }}
          >
            {optional || value === undefined ? (
              <option value="">{defaultWords ? `Default (${defaultWords})` : '(not set)'}</option>
            ) : null}
            {shape.options.map((option) => (
              <option key={option} value={option}>
                {choiceLabel(schema, option)}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    case 'object':
      return (
        <ObjectField
          name={name}
          path={path}
          fields={shape.fields}
          value={value}
          optional={optional}
          schema={inner}
          hint={hint}
        />
      );
    case 'variants':
      return (
        <VariantsField
          name={name}
          path={path}
          shape={shape}
          value={value}
          optional={optional}
          hint={hint}
        />
      );
    case 'record':
      return (
        <RecordField name={name} path={path} valueSchema={shape.value} value={value} hint={hint} />
      );
    case 'list':
      return (
        <ListField
          name={name}
          path={path}
          item={shape.item}
          max={shape.max}
          value={value}
          hint={hint}
        />
      );
    case 'rich':
      return <RichTextField name={name} path={path} value={value} hint={hint} />;
    case 'image':
      return <ImageField name={name} path={path} value={value} optional={optional} hint={hint} />;
    case 'json':
      return (
        <FieldFrame {...frame}>
          <textarea {...aria} readOnly value={JSON.stringify(value, null, 2)} rows={4} />
        </FieldFrame>
      );
  }
}

function FieldFrameHintless({
  id,
  hint,
  problems,
}: {
  id: string;
  hint: string | undefined;
  problems: EditorProblem[];
}) {
  return (
    <>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problems} />
    </>
  );
}
