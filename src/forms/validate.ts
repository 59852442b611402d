import type { Field } from '../schema/forms/fields';
import type { Rule } from '../schema/forms/rules';

export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Browsers compile the pattern attribute with the v flag, where a bare "-" in a class is invalid.
const NUMBER_PATTERN = '[+\\-]?(\\d+(\\.\\d*)?|\\.\\d+)';
const NUMBER = new RegExp(`^(?:${NUMBER_PATTERN})$`, 'v');

// Devanagari digits (०–९), which a Hindi keyboard types: a "digits" rule takes them as the same
// digits, and the form sends them in Latin digits. JavaScript's \d matches neither way round.
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** The value with Devanagari digits written as Latin digits. */
export const latinDigits = (value: string) =>
  value.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));

/** Whether one value passes one rule. Blank values pass every rule but "required". */
export function passes(rule: Rule, raw: string): boolean {
  const value = raw.trim();
  if (rule.kind === 'required') return value.length > 0;
  if (value.length === 0) return true;
  switch (rule.kind) {
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

const MAX_SAFE_REPEAT = 10;
const compiled = new Map<string, RegExp | undefined>();

/**
 * The whole-value expression of a pattern rule, compiled as browsers compile the `pattern`
 * attribute (the v flag), so the app and the browser's own check agree. Undefined, with one
 * console warning, when the pattern is invalid or can backtrack catastrophically: such a rule
 * would throw or freeze the page on every keystroke.
 */
export function patternRegExp(pattern: string): RegExp | undefined {
  if (compiled.has(pattern)) return compiled.get(pattern);
  let regExp: RegExp | undefined;
  const nested = nestedRepetition(pattern);
  if (nested) {
    console.warn(
      `Form rule skipped: the pattern "${pattern}" repeats "${nested}", which itself repeats; it can take exponential time on some inputs.`,
    );
  } else {
    try {
      regExp = new RegExp(`^(?:${pattern})$`, 'v');
    } catch (error) {
      console.warn(
        `Form rule skipped: the pattern "${pattern}" is not a valid regular expression (${(error as Error).message}).`,
      );
    }
  }
  compiled.set(pattern, regExp);
  return regExp;
}

/**
 * The first group that is repeated and repeats something unboundedly inside, e.g. "(a+)" in
 * "(a+)+": the shape behind catastrophic backtracking. A cheap check, so it can run in the
 * visitor's browser; `npm run validate` checks patterns more thoroughly.
 */
export function nestedRepetition(pattern: string): string | undefined {
  const open: { start: number; unbounded: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') {
      open.push({ start: i, unbounded: false });
      // Skip the "?:", "?=", "?!", "?<=", "?<!" or "?<name>" that opens a special group.
      if (pattern[i + 1] === '?') {
        const prefix = /^\?(<[=!]|<[^>]*>|.)/.exec(pattern.slice(i + 1));
        i += prefix ? prefix[0].length : 1;
      }
    } else if (char === ')') {
      const group = open.pop();
      if (!group) continue;
      const repeat = quantifierAt(pattern, i + 1);
      // A few bounded repeats of an unbounded group stay polynomial, and fast at form lengths.
      if (group.unbounded && repeat && repeat.max > MAX_SAFE_REPEAT)
        return pattern.slice(group.start, i + 1);
      const outer = open.at(-1);
      if (outer && (group.unbounded || repeat?.max === Infinity)) outer.unbounded = true;
    } else {
      const repeat = quantifierAt(pattern, i);
      if (repeat?.max === Infinity) {
        const group = open.at(-1);
        if (group) group.unbounded = true;
      }
    }
  }
  return undefined;
}

/** The repetition that starts at `i` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`), if any. */
function quantifierAt(pattern: string, i: number): { max: number } | undefined {
  const char = pattern[i];
  if (char === '*' || char === '+') return { max: Infinity };
  if (char === '?') return { max: 1 };
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!braces) return undefined;
  if (braces[2] === undefined) return { max: Number(braces[1]) };
  return { max: braces[3] ? Number(braces[3]) : Infinity };
}

/** The message of the first failing rule of each field (rules without a message are the browser's). */
export function validate(fields: readonly Field[], values: Values): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    if (field.kind === 'hidden') continue;
    const failed = field.rules.find(
      (rule) => rule.message !== undefined && !passes(rule, values[field.name] ?? ''),
    );
    if (failed?.message) errors[field.name] = failed.message;
  }
  return errors;
}

/** The HTML constraint attributes that mirror a field's rules, for the browser's own checks. */
export function constraintAttributes(field: Field): {
  required?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
} {
  const attributes: ReturnType<typeof constraintAttributes> = {};
  for (const rule of field.rules) {
    if (rule.kind === 'required') attributes.required = true;
    if (rule.kind === 'digits') attributes.pattern = `[\\d\\u0966-\\u096F]{${rule.length}}`;
    if (rule.kind === 'numeric') attributes.pattern ??= NUMBER_PATTERN;
    if (rule.kind === 'pattern' && patternRegExp(rule.pattern)) attributes.pattern = rule.pattern;
    if (rule.kind === 'minLength') attributes.minLength = rule.value;
    if (rule.kind === 'maxLength') attributes.maxLength = rule.value;
  }
  return attributes;
}

/** The query-parameter value a form shows and sends: trimmed, length-capped, or the fallback. */
export function contextValue(raw: string | null, fallback: string, maxLength: number): string {
  const value = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!value) return fallback;
  return value.length > maxLength ? `${value.slice(0, maxLength - 1).trimEnd()}…` : value;
}

export const fillPosition = (template: string, position: string) =>
  template.replaceAll('{position}', () => position);
