import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FormConfig } from '../schema/forms/form';
import { buttonClass } from '../ui/Button';
import { useHydrated } from '../ui/hooks';
import { useLinkBehaviour } from '../ui/link-context';
import { useHrefIn, useLanguage } from '../ui/site-context';
import { clearDraft, readDraft, saveDraft } from './draft';
import { FieldView } from './FieldView';
import { outcomeMessage, send, type Outcome } from './submit';
import { contextValue, fillPosition, validate, type Errors, type Values } from './validate';
import styles from './Form.module.css';

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
 * One renderer for every form in site.json. As served, it is a plain HTML form the browser
 * checks and posts, carrying everything the service needs. Once the app runs, the same request
 * is sent in the background, once per submit, and every answer is shown here with every value
 * kept unless the service confirms success.
 */
export function FormView({ form, twoColumns = false }: { form: FormConfig; twoColumns?: boolean }) {
  const base = useId();
  const navigate = useNavigate();
  const links = useLinkBehaviour();
  const local = useHrefIn();
  const lang = useLanguage();
  // The service sends a browser posting without script back to this page's language.
  const localUrl = (absolute: string) => {
    const url = new URL(absolute);
    return `${url.origin}${local(`${url.pathname}${url.search}`)}`;
  };
  const position = useFormContext(form);
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => emptyValues(form));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Set from the first submit until its answer (and for good after a success): a second
  // click, Enter or tap in that time sends nothing.
  const locked = useRef(false);
  const shownAt = useRef(0);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const draftLoaded = useRef(false);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  // Restore a draft after hydration (never during it: the prerendered fields are empty).
  useEffect(() => {
    if (!form.keepDraft) return;
    const draft = readDraft(form.id);
    // Syncing from sessionStorage after hydration is the external-system case this rule allows for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues((current) => ({ ...current, ...draft }));
    draftLoaded.current = true;
  }, [form.id, form.keepDraft]);

  // What the visitor typed before the app started is in the fields but not yet in the state,
  // which the next render would write back over it: take it over, newer than any draft.
  useEffect(() => {
    const typed = [...inputs.current].filter(([, input]) => input.value !== '');
    if (typed.length === 0) return;
    const taken = Object.fromEntries(typed.map(([name, input]) => [name, input.value]));
    setValues((current) => ({ ...current, ...taken }));
  }, []);

  useEffect(() => {
    if (form.keepDraft && draftLoaded.current) saveDraft(form.id, values);
  }, [form.id, form.keepDraft, values]);

  const title = fillPosition(form.title, position);
  const extra: Record<string, string> = {};
  if (form.subject) extra.subject = fillPosition(form.subject, position);
  if (form.context) extra[form.context.field] = position;

  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const succeed = () => {
    setOutcome('success');
    clearDraft(form.id);
    if (form.onSuccess?.clear) setValues(emptyValues(form));
    const redirect = form.onSuccess?.redirect && local(form.onSuccess.redirect);
    if (!redirect) return;
    // The next page's data loads during the delay, so the switch is instant and, like a link,
    // address and page change together.
    links.prefetch(redirect);
    const go = () => (links.follow ? links.follow(redirect) : navigate(redirect));
    window.setTimeout(go, form.onSuccess?.delayMs ?? 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    const found = form.validation === 'custom' ? validate(form.fields, values) : {};
    setErrors(found);
    const firstInvalid = form.fields.find((f) => found[f.name]);
    if (firstInvalid) {
      setOutcome(null);
      inputs.current.get(firstInvalid.name)?.focus();
      return;
    }
    const element = event.currentTarget;
    // The browser's "required" takes spaces for an answer: empty such a field and let the
    // browser say what it says about an empty one.
    const blank = form.fields.filter(
      (f) => f.rules.some((r) => r.kind === 'required') && values[f.name]?.trim() === '',
    );
    if (form.validation === 'browser' && blank.length > 0) {
      flushSync(() =>
        setValues((current) => ({
          ...current,
          ...Object.fromEntries(blank.map((f) => [f.name, ''])),
        })),
      );
      element.reportValidity();
      return;
    }
    const entries = new FormData(element);
    locked.current = true;
    // Only a bot ticks the invisible honeypot: it is answered as the service answers it,
    // as if sent, and nothing is sent.
    if (form.spam && entries.has(form.spam.honeypot)) return succeed();
    setSubmitting(true);
    setOutcome(null);
    try {
      const holdMs = (form.spam?.minSubmitMs ?? 0) - (performance.now() - shownAt.current);
      const result = await send(form, entries, { holdMs });
      if (result === 'success') succeed();
      else {
        setOutcome(result);
        locked.current = false;
      }
    } finally {
      setSubmitting(false);
    }
  };

  const titleId = `${base}-title`;
  const multipart = form.transport.kind === 'fetch-multipart';
  return (
    <form
      className={`${styles.form}${twoColumns ? ` ${styles.twoColumns}` : ''}`}
      aria-labelledby={titleId}
      method="post"
      action={form.transport.endpoint}
      encType={multipart ? 'multipart/form-data' : undefined}
      // Only once the app checks the rules itself: as served, the browser's own checks apply.
      noValidate={hydrated && form.validation === 'custom'}
      onSubmit={onSubmit}
    >
      <h2 id={titleId}>{title}</h2>
      <input type="hidden" name="access_key" value={form.accessKey} />
      {/* The language the visitor wrote in, so the team answers in it. */}
      <input type="hidden" name="language" value={lang} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {form.redirectUrl && (
        <input type="hidden" name="redirect" value={localUrl(form.redirectUrl)} />
      )}
      {form.spam && (
        // Invisible, out of the tab order and hidden from assistive technology: only a bot
        // filling every input it finds ticks it. Browsers never autofill a checkbox (HTML
        // allows no autocomplete on one).
        <div className={styles.honeypot} aria-hidden="true">
          <input type="checkbox" name={form.spam.honeypot} tabIndex={-1} />
        </div>
      )}
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <FieldView
            key={field.name}
            field={field}
            id={`${base}-${field.name}`}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={onChange}
            register={(element) => {
              if (element) inputs.current.set(field.name, element);
              else inputs.current.delete(field.name);
            }}
          />
        ))}
      </div>
      <div>
        {outcome === 'success' && (
          <p className={`${styles.notice} ${styles.success}`} role="status">
            {form.messages.success}
          </p>
        )}
        {outcome && outcome !== 'success' && (
          <p className={`${styles.notice} ${styles.failure}`} role="alert">
            {outcomeMessage(form, outcome)}
          </p>
        )}
      </div>
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
