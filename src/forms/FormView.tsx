import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CONSENT_FIELD, CONSENT_GIVEN } from '../base/consent';
import type { FormConfig } from '../content/form-config';
import { buttonClass } from '../ui/Button';
import { useHydrated } from '../ui/hooks';
import { useLinkBehaviour } from '../ui/link-context';
import { useHrefIn, useLanguage } from '../ui/site-context';
import { ConsentBox } from './ConsentBox';
import { FieldView, type Control } from './FieldView';
import { choiceNamed, choicesOf, formSubject, formTitle, positionField } from './position';
import { outcomeMessage, type Outcome } from './outcome';
import type { Errors, Values } from './validate';
import { emptyValues, enteredBefore } from './values';
import styles from './Form.module.css';

type Sending = typeof import('./on-intent/sending');
let sending: Promise<Sending> | undefined;
/** The checks and the request, asked for once; a failed fetch is asked for again next time. */
const loadSending = () =>
  (sending ??= import('./on-intent/sending').catch((error: unknown) => {
    sending = undefined;
    throw error;
  }));
const prefetchSending = () => void loadSending().catch(() => {});

type Drafts = typeof import('./draft');
let drafts: Promise<Drafts> | undefined;
const loadDrafts = () => (drafts ??= import('./draft'));

interface FormViewProps {
  form: FormConfig;
  twoColumns?: boolean;
  /** Told the opening chosen (its value, empty for none) whenever it changes. */
  onChosen?: (value: string) => void;
}

/**
 * One renderer for every form in site.json. As served, it is a plain HTML form the browser
 * checks and posts, carrying everything the service needs. Once the app runs, the same request
 * is sent in the background, once per submit, and every answer is shown here with every value
 * kept unless the service confirms success.
 */
export function FormView({ form, twoColumns = false, onChosen }: FormViewProps) {
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
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const position = positionField(form);
  const asked = form.context ? params.get(form.context.queryParam) : null;
  const [values, setValues] = useState<Values>(() => emptyValues(form));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Set from the first submit until its answer (and for good after a success): a second
  // click, Enter or tap in that time sends nothing.
  const locked = useRef(false);
  const shownAt = useRef(0);
  const inputs = useRef(new Map<string, Control>());
  const keeper = useRef<Drafts | null>(null);
  const register = (name: string, element: Control | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  // Restore a draft once the app runs (never during hydration: the prerendered fields are
  // empty), under what the visitor or the address gave meanwhile.
  useEffect(() => {
    if (!form.keepDraft) return;
    let live = true;
    loadDrafts()
      .then((code) => {
        if (!live) return;
        keeper.current = code;
        const draft = code.readDraft(form.id);
        if (draft) setValues((current) => code.underneath(current, code.fromDraft(form, draft)));
      })
      // Without its code a draft is neither kept nor restored; the form works as it is.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [form]);

  // The opening the address names; the prerendered page cannot read it.
  useEffect(() => {
    const named = position ? choiceNamed(choicesOf(position), asked) : undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (position && named) setValues((current) => ({ ...current, [position.name]: named.value }));
  }, [position, asked]);

  // What the visitor entered before the app started is in the fields but not yet in the state,
  // which the next render would write back over it: take it over.
  useEffect(() => {
    const entered = enteredBefore(inputs.current);
    if (Object.keys(entered).length > 0) setValues((current) => ({ ...current, ...entered }));
  }, []);

  useEffect(() => {
    const code = keeper.current;
    if (form.keepDraft && code) code.saveDraft(form.id, code.draftOf(form, values));
  }, [form, values]);

  const chosen = position ? (values[position.name] ?? '') : '';
  useEffect(() => {
    onChosen?.(chosen);
  }, [onChosen, chosen]);

  const title = formTitle(form, chosen);
  const subject = formSubject(form, chosen);

  // The address names the chosen opening, so a reload or the language switch keeps it.
  const choose = (value: string) => {
    if (!form.context) return;
    const { queryParam } = form.context;
    const choice = choicesOf(position).find((c) => c.value === value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (choice) next.set(queryParam, choice.id);
        else next.delete(queryParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    const control = inputs.current.get(name);
    if (control instanceof HTMLInputElement && control.type === 'file')
      control.setCustomValidity('');
    if (name === position?.name) choose(value);
  };

  const succeed = () => {
    setOutcome('success');
    if (form.keepDraft) void loadDrafts().then((code) => code.clearDraft(form.id));
    if (form.onSuccess?.clear) {
      setValues(emptyValues(form));
      for (const control of inputs.current.values())
        if (control instanceof HTMLInputElement && control.type === 'file') control.value = '';
    }
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
    const element = event.currentTarget;
    locked.current = true;
    let code: Sending;
    try {
      code = await loadSending();
    } catch {
      // Its code could not be fetched: as unreachable as the service itself.
      setOutcome(navigator.onLine ? 'network-error' : 'offline');
      locked.current = false;
      return;
    }
    const shown = { setErrors, setValues, clearOutcome: () => setOutcome(null) };
    if (!code.readyToSend(element, form, values, inputs.current, shown)) {
      locked.current = false;
      return;
    }
    const entries = new FormData(element);
    // Only a bot ticks the invisible honeypot: it is answered as the service answers it,
    // as if sent, and nothing is sent.
    if (form.spam && entries.has(form.spam.honeypot)) return succeed();
    setSubmitting(true);
    setOutcome(null);
    try {
      const holdMs = (form.spam?.minSubmitMs ?? 0) - (performance.now() - shownAt.current);
      const result = await code.send(form, entries, { holdMs });
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
      onFocus={prefetchSending}
    >
      <h2 id={titleId}>{title}</h2>
      <input type="hidden" name="access_key" value={form.accessKey} />
      {/* The language the visitor wrote in, so the team answers in it. */}
      <input type="hidden" name="language" value={lang} />
      {subject !== undefined && <input type="hidden" name="subject" value={subject} />}
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
            register={(element) => register(field.name, element)}
          />
        ))}
      </div>
      {form.consent && (
        <ConsentBox
          consent={form.consent}
          id={`${base}-${CONSENT_FIELD}`}
          checked={values[CONSENT_FIELD] === CONSENT_GIVEN}
          error={errors[CONSENT_FIELD]}
          onChange={(ticked) => onChange(CONSENT_FIELD, ticked ? CONSENT_GIVEN : '')}
          register={(element) => register(CONSENT_FIELD, element)}
        />
      )}
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
