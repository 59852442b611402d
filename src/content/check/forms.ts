import type { Site } from '../../schema/site';
import type { Form } from '../../schema/forms/form';
import type { Field } from '../../schema/forms/fields';
import { CONSENT_FIELD, NOTICE_VERSION_FIELD } from '../../base/consent';
import type { JsonPath, Report } from '../../base/problem';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../base/languages';
import { inlineLinks } from '../links';

/** Field kinds that always hold personal data: a way to reach, or a document about, a person. */
const PERSONAL_KINDS = new Set<Field['kind']>(['email', 'tel', 'file']);
/** Autofill tokens of data about a person (a name, an address, a birthday…). */
const PERSONAL_TOKEN =
  /^(name|honorific-prefix|given-name|additional-name|family-name|honorific-suffix|nickname|email|tel.*|street-address|address-.+|postal-code|bday.*|sex|photo|username)$/;
const FILE_RULES = new Set(['fileType', 'fileSize']);
/** Rules that read typed text, which a file does not have. */
const TEXT_RULES = new Set(['email', 'digits', 'numeric', 'minLength', 'maxLength', 'pattern']);
/**
 * The opening before a postposition, in the languages that inflect a noun there: it takes the
 * oblique case, which no title carries.
 */
const BEFORE_POSTPOSITION: Partial<Record<TranslatedLanguage, RegExp>> = {
  hi: /\{position\}\s*(के|की|का|को|में|से|पर|तक|ने)(?=[\s,.!?।]|$)/u,
};

/** The first field of a form that holds personal data, if any. */
function personalField(form: Form): Field | undefined {
  return form.fields.find(
    (f) =>
      f.kind !== 'hidden' &&
      (PERSONAL_KINDS.has(f.kind) ||
        (f.autocomplete ?? '').split(/\s+/).some((token) => PERSONAL_TOKEN.test(token))),
  );
}

/**
 * What the form schema cannot say about a form: field names, a notice and consent wherever
 * personal data is collected, files only where they can be sent and checked, choices that
 * exist and can be told apart by the address.
 */
export function checkForms(site: Site, report: Report) {
  for (const [name, form] of Object.entries(site.forms)) {
    const at = (...path: JsonPath) => ['forms', name, ...path];
    const error = (path: JsonPath, message: string) => report({ path: at(...path), message });
    checkNames(form, error);
    checkConsent(form, error);
    form.fields.forEach((field, i) => checkField(site, form, field, i, error));
    if (
      form.context &&
      !form.fields.some((f) => f.name === form.context?.field && f.kind === 'select')
    )
      error(
        ['context', 'field'],
        `no choice field of this form is named "${form.context.field}": the address fills a field of kind "select"`,
      );
    // The words a translator writes around the opening, in the languages that inflect them.
    for (const lang of TRANSLATED_LANGUAGES)
      for (const key of ['title', 'subject'] as const) {
        const text = form[lang]?.[key]?.text;
        if (typeof text === 'string' && BEFORE_POSTPOSITION[lang]?.test(text))
          report({
            path: at(lang, key, 'text'),
            severity: 'warning',
            message: `"{position}" stands before a postposition, where Hindi needs the title's oblique case ("IT सेवाओं के लिए", not "IT सेवाएँ के लिए"), which the titles do not carry: let the title stand on its own, e.g. "आवेदन करें: {position}"`,
          });
      }
  }
}

type Flag = (path: JsonPath, message: string) => void;

/** Names the form sends by itself: a field with the same name would be sent twice. */
function checkNames(form: Form, error: Flag) {
  const reserved = new Set(['access_key', 'language']);
  if (form.subject) reserved.add('subject');
  if (form.transport.redirect) reserved.add('redirect');
  if (form.spam) reserved.add(form.spam.honeypot);
  if (form.consent) [CONSENT_FIELD, NOTICE_VERSION_FIELD].forEach((n) => reserved.add(n));
  const seen = new Set<string>();
  form.fields.forEach((field, i) => {
    if (seen.has(field.name))
      error(['fields', i, 'name'], `another field of this form is already named "${field.name}"`);
    else if (reserved.has(field.name))
      error(
        ['fields', i, 'name'],
        `"${field.name}" is sent by the form itself (access key, language, subject, redirect, honeypot or consent): choose another name`,
      );
    seen.add(field.name);
  });
}

function checkConsent(form: Form, error: Flag) {
  const personal = personalField(form);
  if (personal && !form.consent)
    error(
      [],
      `this form collects personal data (the field "${personal.name}") but shows no privacy notice and no box to agree to it: add "consent" with the notice, the box's label and the notice's version (India's Digital Personal Data Protection Act asks for both)`,
    );
  if (form.consent && !form.consent.notice.some((text) => inlineLinks(text).length > 0))
    error(
      ['consent', 'notice'],
      'the notice links to no full privacy notice: add a link to it, e.g. [full privacy notice](/privacy)',
    );
}

function checkField(site: Site, form: Form, field: Field, i: number, error: Flag) {
  const file = field.kind === 'file';
  if (file && form.transport.kind !== 'fetch-multipart')
    error(
      ['fields', i, 'kind'],
      `a file cannot be sent form-encoded: send this form with the transport "fetch-multipart"`,
    );
  field.rules.forEach((rule, r) => {
    if (FILE_RULES.has(rule.kind) && !file)
      error(
        ['fields', i, 'rules', r, 'kind'],
        `"${rule.kind}" checks a file: this field is not one`,
      );
    if (TEXT_RULES.has(rule.kind) && file)
      error(['fields', i, 'rules', r, 'kind'], `"${rule.kind}" checks typed text: a file has none`);
  });
  if (field.kind !== 'select') {
    if (field.choices)
      error(['fields', i, 'choices'], 'only a field of kind "select" offers choices');
    return;
  }
  if (!field.choices) {
    error(['fields', i], 'a field of kind "select" needs "choices" to offer');
    return;
  }
  field.choices.forEach((group, g) => {
    const collection = site.collections[group.collection];
    if (collection?.kind !== 'job') {
      const jobs = Object.keys(site.collections).filter((n) => site.collections[n]?.kind === 'job');
      error(
        ['fields', i, 'choices', g, 'collection'],
        `no collection of job openings named "${group.collection}"${jobs.length ? ` — job collections: ${jobs.map((n) => `"${n}"`).join(', ')}` : ''}`,
      );
      return;
    }
    // Two openings with one id are the jobs check's to report (check/jobs.ts), once.
  });
}
