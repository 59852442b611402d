import type { Field, Rule } from '../schema/forms';

export type Values = Record<string, string>;
export type Errors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Whether one value passes one rule. Blank values pass every rule but "required". */
export function passes(rule: Rule, raw: string): boolean {
  const value = raw.trim();
  if (rule.kind === 'required') return value.length > 0;
  if (value.length === 0) return true;
  switch (rule.kind) {
    case 'email':
      return EMAIL.test(value);
    case 'digits':
      return new RegExp(`^\\d{${rule.length}}$`).test(value);
    case 'numeric':
      return NUMBER.test(value);
    case 'minLength':
      return value.length >= rule.value;
    case 'maxLength':
      return value.length <= rule.value;
    case 'pattern':
      return new RegExp(`^(?:${rule.pattern})$`, 'u').test(value);
  }
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
    if (rule.kind === 'digits') attributes.pattern = `\\d{${rule.length}}`;
    if (rule.kind === 'numeric') attributes.pattern ??= NUMBER.source.slice(1, -1);
    if (rule.kind === 'pattern') attributes.pattern = rule.pattern;
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
