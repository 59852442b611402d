/**
 * Every kind of problem the check of site.json reports, each with a mistake that causes it
 * (the catalogue is problems.json). The reference shows the message the check really gives for
 * that mistake, so it cannot go stale: a changed message changes the generated file (and
 * `docs:check` fails until it is regenerated).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runChecks, type LocatedProblem } from '../../../src/content/check';
import { baseSite, toText } from '../base-site';
import { destinationHosts } from '../../../src/content/destinations';
import { SiteSchema } from '../../../src/schema/site';
import { code, plain, table } from './markdown';

type Json = Record<string, unknown> | unknown[];

/** One JSON Patch (RFC 6902) operation, of the kinds the catalogue uses. */
type PatchOp =
  | { op: 'add' | 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'copy'; from: string; path: string };

export interface ProblemExample {
  /** What the editor did. */
  mistake: string;
  /** Changes the example site. */
  patch?: PatchOp[];
  /** Changes its text: the first match of `find` (literal) or `pattern` is replaced `with`. */
  text?: (({ find: string } | { pattern: string }) & { with: string })[];
  /** Pictures missing from public/. */
  missingAssets?: string[];
  /** Checked as `validate --strict-i18n` checks. */
  strictI18n?: boolean;
  /** Checked as a change to the example site as it was published (its hosts). */
  againstPublished?: boolean;
}

export interface ProblemGroup {
  title: string;
  /** Which part of the check finds them. */
  stage: string;
  examples: ProblemExample[];
}

export const PROBLEM_GROUPS = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'problems.json'), 'utf8')) as {
    groups: ProblemGroup[];
  }
).groups;

/** The parent of a JSON Pointer's target, and the target's key in it. */
function locate(root: Json, pointer: string): [Json, string] {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop()!;
  const parent = keys.reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, root);
  return [parent, last];
}

function applyPatch(root: Json, ops: readonly PatchOp[]): void {
  for (const op of ops) {
    const [parent, key] = locate(root, op.path);
    if (op.op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      continue;
    }
    const value =
      op.op === 'copy'
        ? structuredClone(
            (locate(root, op.from)[0] as Record<string, unknown>)[locate(root, op.from)[1]],
          )
        : op.value;
    if (Array.isArray(parent) && op.op !== 'replace')
      parent.splice(key === '-' ? parent.length : Number(key), 0, value);
    else (parent as Record<string, unknown>)[key] = value;
  }
}

/** What the check reports for one example mistake, errors first. */
export function problemsOf(example: ProblemExample): LocatedProblem[] {
  const site = baseSite();
  applyPatch(site as Json, example.patch ?? []);
  const text = (example.text ?? []).reduce(
    (t, edit) => t.replace('find' in edit ? edit.find : new RegExp(edit.pattern), edit.with),
    toText(site),
  );
  // Only the example about pictures looks them up; the others are checked without public/.
  const missing = example.missingAssets;
  const { problems } = runChecks(text, {
    ...(missing && { assetExists: (path: string) => !missing.includes(path) }),
    ...(example.againstPublished && {
      publishedHosts: destinationHosts(SiteSchema.parse(baseSite())),
    }),
    strictI18n: example.strictI18n ?? false,
  });
  const rank = (p: LocatedProblem) => (p.severity === 'error' ? 0 : 1);
  return [...problems].sort((a, b) => rank(a) - rank(b));
}

export function renderProblems(): string {
  const blocks = [
    '## Problems the check reports',
    plain(
      '`npm run validate`, `npm run build`, `npm run dev` and the visual editor run the same check and print each problem as `site.json:line:column  path  message`. Errors stop the build; warnings (marked "warning") do not. These are the messages it gives, each for a mistake made in a small example site.',
    ),
  ];
  for (const group of PROBLEM_GROUPS) {
    blocks.push(`### ${group.title}`, `Found by ${group.stage}.`);
    const rows = group.examples.map((example) => {
      const [problem] = problemsOf(example);
      if (!problem) throw new Error(`the example "${example.mistake}" reports no problem`);
      return [
        plain(example.mistake),
        problem.severity,
        problem.path === '(syntax)' ? '' : code(problem.path),
        plain(problem.message),
      ];
    });
    blocks.push(table(['mistake', 'severity', 'path', 'message'], rows));
  }
  return blocks.join('\n\n');
}
