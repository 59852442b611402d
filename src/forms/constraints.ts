import type { Field } from '../schema/forms/fields';

// Browsers compile the pattern attribute with the v flag, where a bare "-" in a class is invalid.
export const NUMBER_PATTERN = '[+\\-]?(\\d+(\\.\\d*)?|\\.\\d+)';

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

/** The HTML constraint attributes that mirror a field's rules, for the browser's own checks. */
export function constraintAttributes(field: Field): {
  required?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  accept?: string;
} {
  const attributes: ReturnType<typeof constraintAttributes> = {};
  for (const rule of field.rules) {
    if (rule.kind === 'required') attributes.required = true;
    // The file picker then offers these files first; the size has no attribute.
    if (rule.kind === 'fileType') attributes.accept = rule.extensions.map((e) => `.${e}`).join(',');
    if (rule.kind === 'digits') attributes.pattern = `[\\d\\u0966-\\u096F]{${rule.length}}`;
    if (rule.kind === 'numeric') attributes.pattern ??= NUMBER_PATTERN;
    if (rule.kind === 'pattern' && patternRegExp(rule.pattern)) attributes.pattern = rule.pattern;
    if (rule.kind === 'minLength') attributes.minLength = rule.value;
    if (rule.kind === 'maxLength') attributes.maxLength = rule.value;
  }
  return attributes;
}
