import type { FieldConfig } from '../content/form-config';
import { constraintAttributes } from './constraints';
import styles from './Form.module.css';

// Given a whole row of a two-column form: long answers, and the choice and file that lead it.
const WIDE = new Set<string>(['textarea', 'select', 'file']);

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldViewProps {
  field: FieldConfig;
  id: string;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  register: (element: Control | null) => void;
}

/** One labelled input of a form, with the browser's own constraints and the rule's message. */
export function FieldView({ field, id, value, error, onChange, register }: FieldViewProps) {
  if (field.kind === 'hidden')
    return <input type="hidden" name={field.name} value={field.value ?? ''} />;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [field.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.name,
    className: styles.input,
    autoComplete: field.autocomplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    ...constraintAttributes(field),
    ref: register,
  };
  const typed = {
    ...common,
    value,
    placeholder: field.placeholder,
    inputMode: field.inputMode,
    onChange: (event: { target: Control }) => onChange(field.name, event.target.value),
  };
  const control = () => {
    if (field.kind === 'textarea') return <textarea {...typed} rows={field.rows} />;
    if (field.kind === 'select')
      return (
        <select {...common} value={value} onChange={(e) => onChange(field.name, e.target.value)}>
          <option value="">{field.placeholder ?? ''}</option>
          {field.groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.id} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      );
    // A file cannot be given to an input: the browser keeps the one chosen, and the name stands
    // for it in the form's values.
    if (field.kind === 'file')
      return (
        <input
          {...common}
          type="file"
          onChange={(e) => onChange(field.name, e.target.files?.[0]?.name ?? '')}
        />
      );
    return <input {...typed} type={field.kind} />;
  };
  return (
    <div className={`${styles.field}${WIDE.has(field.kind) ? ` ${styles.wide}` : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {control()}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
