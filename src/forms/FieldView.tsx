import type { Field } from '../schema/forms/fields';
import { constraintAttributes } from './validate';
import styles from './Form.module.css';

type Control = HTMLInputElement | HTMLTextAreaElement;

interface FieldViewProps {
  field: Field;
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
  const common = {
    id,
    name: field.name,
    className: styles.input,
    value,
    autoComplete: field.autocomplete,
    placeholder: field.placeholder,
    inputMode: field.inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...constraintAttributes(field),
    ref: register,
    onChange: (event: { target: Control }) => onChange(field.name, event.target.value),
  };
  return (
    <div className={`${styles.field}${field.kind === 'textarea' ? ` ${styles.wide}` : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={field.rows} />
      ) : (
        <input {...common} type={field.kind} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
