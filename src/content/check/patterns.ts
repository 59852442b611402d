import { createRequire } from 'node:module';
import type { Site } from '../../schema/site';
import type { Problem } from '../../base/problem';
import type { RecheckPure } from './recheck';

export interface PatternVerdict {
  message: string;
  severity: 'error' | 'warning';
}

// recheck's pure-JavaScript build: the same analyser without its native binary or Java backend,
// loaded with require because it is CommonJS (Vite's config runner cannot import it by name).
const recheck = createRequire(import.meta.url)('recheck/lib/browser.js') as RecheckPure;

const verdicts = new Map<string, PatternVerdict | undefined>();

/**
 * Whether a form rule's pattern can run where it is used: browsers read a `pattern` attribute as
 * `^(?:pattern)$` with the `v` flag, and the form's own validator with the `u` flag; and whether
 * some input makes it backtrack for seconds (recheck's analysis, run in-process).
 */
export function judgePattern(pattern: string): PatternVerdict | undefined {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  const verdict = judge(pattern);
  verdicts.set(pattern, verdict);
  return verdict;
}

function judge(pattern: string): PatternVerdict | undefined {
  const source = `^(?:${pattern})$`;
  for (const [flag, reader] of [
    ['v', 'browsers read a pattern attribute with the "v" flag'],
    ['u', 'the form checks it with the "u" flag'],
  ] as const) {
    try {
      new RegExp(source, flag);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(
        /^Invalid regular expression: \/.*\/[a-z]*: /s,
        '',
      );
      const escapeHint =
        flag === 'v' ? ' (inside [...], escape ( ) [ ] { } / - | with a backslash)' : '';
      return {
        severity: 'error',
        message: `this pattern is not a valid regular expression: ${reason}; ${reader}${escapeHint}`,
      };
    }
  }
  const result = recheck.checkSync(source, 'u', { timeout: 2000 });
  if (result.status !== 'vulnerable') return undefined;
  const exponential = result.complexity.type === 'exponential';
  const attack = result.attack.pattern ?? JSON.stringify(result.attack.string.slice(0, 30));
  return {
    severity: exponential ? 'error' : 'warning',
    message: `this pattern can take ${exponential ? 'seconds' : 'a long time'} to test a long input such as ${attack} (${exponential ? 'exponential' : 'polynomial'} backtracking, found by recheck): avoid a repeat inside a repeat, like (a+)+ or (\\w+\\s?)+`,
  };
}

/** Every pattern rule of every form, judged. */
export function checkPatterns(site: Site, report: (problem: Problem) => void) {
  for (const [name, form] of Object.entries(site.forms))
    form.fields.forEach((field, f) =>
      field.rules.forEach((rule, r) => {
        if (rule.kind !== 'pattern') return;
        const verdict = judgePattern(rule.pattern);
        if (verdict)
          report({
            path: ['forms', name, 'fields', f, 'rules', r, 'pattern'],
            message: verdict.message,
            severity: verdict.severity,
          });
      }),
    );
}
