import type { Field } from '../schema/forms/fields';
import type { Rule } from '../schema/forms/rules';
import { NUMBER_PATTERN, patternRegExp } from './constraints';

export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;

/** What the file rules look at of a chosen file. */
export interface FileFacts {
  name: string;
  size: number;
}
/** The file chosen in each file field, by name (absent: none chosen). */
export type Files = Partial<Record<string, FileFacts>>;

/** A megabyte as the form service and phones count it: a million bytes. */
export const MEGABYTE = 1_000_000;

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = new RegExp(`^(?:${NUMBER_PATTERN})$`, 'v');

// Devanagari digits (०–९), which a Hindi keyboard types: a "digits" rule takes them as the same
// digits, and the form sends them in Latin digits. JavaScript's \d matches neither way round.
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** The value with Devanagari digits written as Latin digits. */
export const latinDigits = (value: string) =>
  value.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));

/**
 * Whether one value passes one rule; a file field's value is the chosen file's name, and its
 * rules read the file. Blank values pass every rule but "required".
 */
export function passes(rule: Rule, raw: string, file?: FileFacts): boolean {
  const value = raw.trim();
  if (rule.kind === 'required') return value.length > 0;
  if (value.length === 0) return true;
  switch (rule.kind) {
    case 'fileType':
      return !file || rule.extensions.includes(extensionOf(file.name));
    case 'fileSize':
      return !file || file.size <= rule.megabytes * MEGABYTE;
    case 'email':
      return EMAIL.test(value);
    case 'digits':
      return new RegExp(`^\\d{${rule.length}}$`).test(latinDigits(value));
    case 'numeric':
      return NUMBER.test(value);
    case 'minLength':
      return value.length >= rule.value;
    case 'maxLength':
      return value.length <= rule.value;
    case 'pattern':
      // A rule that cannot run is skipped (and reported once), never a form that throws.
      return patternRegExp(rule.pattern)?.test(value) ?? true;
  }
}

/** The message of the first failing rule of each field (rules without a message are the browser's). */
export function validate(fields: readonly Field[], values: Values, files: Files = {}): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    if (field.kind === 'hidden') continue;
    const file = files[field.name];
    const value = field.kind === 'file' ? (file?.name ?? '') : (values[field.name] ?? '');
    const failed = field.rules.find(
      (rule) => rule.message !== undefined && !passes(rule, value, file),
    );
    if (failed?.message) errors[field.name] = failed.message;
  }
  return errors;
}
