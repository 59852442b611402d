import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FormConfig } from '../schema/forms';
import { buttonClass } from '../ui/Button';
import { clearDraft, readDraft, saveDraft } from './draft';
import { sendMultipart, type Outcome } from './submit';
import {
  constraintAttributes,
  contextValue,
  fillPosition,
  validate,
  type Errors,
  type Values,
} from './validate';
import styles from './Form.module.css';

const noSubscription = () => () => {};
/** False while prerendering and hydrating, true after: lets the address change what is shown. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The form's context value (e.g. the job title from ?job=), the fallback until hydrated. */
export function useFormContext(form: FormConfig): string {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const context = form.context;
  if (!context) return '';
  return hydrated
    ? contextValue(params.get(context.queryParam), context.fallback, context.maxLength)
    : context.fallback;
}

const emptyValues = (form: FormConfig): Values =>
  Object.fromEntries(form.fields.filter((f) => f.kind !== 'hidden').map((f) => [f.name, '']));

/**
 * One renderer for every form in site.json. "native-post" forms are a plain browser POST with
 * the browser's own checks; "fetch-multipart" forms are checked against their rules first, sent
 * in the background, and keep every value unless the service confirms success.
 */
export function FormView({ form, twoColumns = false }: { form: FormConfig; twoColumns?: boolean }) {
  const base = useId();
  const navigate = useNavigate();
  const position = useFormContext(form);
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => emptyValues(form));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const draftLoaded = useRef(false);

  // Restore a draft after hydration (never during it: the prerendered fields are empty).
  useEffect(() => {
    if (!form.keepDraft) return;
    const draft = readDraft(form.id);
    // Syncing from sessionStorage after hydration is the external-system case this rule allows for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues((current) => ({ ...current, ...draft }));
    draftLoaded.current = true;
  }, [form.id, form.keepDraft]);

  useEffect(() => {
    if (form.keepDraft && draftLoaded.current) saveDraft(form.id, values);
  }, [form.id, form.keepDraft, values]);

  const native = form.transport.kind === 'native-post';
  const title = fillPosition(form.title, position);
  const extra: Record<string, string> = {};
  if (form.subject) extra.subject = fillPosition(form.subject, position);
  if (form.context) extra[form.context.field] = position;

  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (native) return; // The browser posts it.
    event.preventDefault();
    if (inFlight.current) return;
    const found = form.validation === 'custom' ? validate(form.fields, values) : {};
    setErrors(found);
    const firstInvalid = form.fields.find((f) => found[f.name]);
    if (firstInvalid) {
      setOutcome(null);
      inputs.current.get(firstInvalid.name)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setOutcome(null);
    try {
      const result = await sendMultipart(form, values, extra);
      setOutcome(result);
      if (result === 'success') {
        clearDraft(form.id);
        if (form.onSuccess?.clear) setValues(emptyValues(form));
        const redirect = form.onSuccess?.redirect;
        if (redirect) window.setTimeout(() => navigate(redirect), form.onSuccess?.delayMs ?? 0);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const titleId = `${base}-title`;
  const nativeRedirect =
    native && form.transport.kind === 'native-post' ? form.transport.redirect : undefined;
  return (
    <form
      className={`${styles.form}${twoColumns ? ` ${styles.twoColumns}` : ''}`}
      aria-labelledby={titleId}
      method="post"
      action={form.transport.endpoint}
      noValidate={form.validation === 'custom'}
      onSubmit={onSubmit}
    >
      <h2 id={titleId}>{title}</h2>
      <input type="hidden" name="access_key" value={form.accessKey} />
      {native &&
        Object.entries(extra).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {nativeRedirect && (
        // The service needs an absolute address; the visitor's own origin once hydrated.
        <input
          type="hidden"
          name="redirect"
          value={hydrated ? `${window.location.origin}${nativeRedirect}` : nativeRedirect}
        />
      )}
      <div className={styles.fields}>
        {form.fields.map((field) => {
          if (field.kind === 'hidden')
            return (
              <input key={field.name} type="hidden" name={field.name} value={field.value ?? ''} />
            );
          const id = `${base}-${field.name}`;
          const errorId = `${id}-error`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            className: styles.input,
            value: values[field.name] ?? '',
            autoComplete: field.autocomplete,
            placeholder: field.placeholder,
            inputMode: field.inputMode,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            ...constraintAttributes(field),
            ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
              if (element) inputs.current.set(field.name, element);
              else inputs.current.delete(field.name);
            },
          };
          return (
            <div
              key={field.name}
              className={`${styles.field}${field.kind === 'textarea' ? ` ${styles.wide}` : ''}`}
            >
              <label htmlFor={id}>{field.label}</label>
              {field.kind === 'textarea' ? (
                <textarea
                  {...common}
                  rows={field.rows}
                  onChange={(e) => onChange(field.name, e.target.value)}
                />
              ) : (
                <input
                  {...common}
                  type={field.kind}
                  onChange={(e) => onChange(field.name, e.target.value)}
                />
              )}
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {form.messages && (
        <div>
          {outcome === 'success' && (
            <p className={`${styles.notice} ${styles.success}`} role="status">
              {form.messages.success}
            </p>
          )}
          {outcome === 'failure' && (
            <p className={`${styles.notice} ${styles.failure}`} role="alert">
              {form.messages.failure}
            </p>
          )}
          {outcome === 'network-error' && (
            <p className={`${styles.notice} ${styles.failure}`} role="alert">
              {form.messages.networkError}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className={`${buttonClass('primary')} ${styles.submit}`}
        disabled={submitting}
      >
        {submitting ? form.submittingLabel : form.submitLabel}
      </button>
    </form>
  );
}
