/**
 * The one check of site.json: syntax, schema, references, anchors, form rules and content
 * warnings, every problem located in the file. validate, the build, the dev server and the
 * visual editor all call `runChecks`, so they show the same messages.
 *
 * Node and build tools only: the regular-expression analyser it uses is large, and visitors'
 * bundles never need it.
 */
import { SiteSchema, type Site } from '../../schema/site';
import { formatPath, locatorOf, positionAt } from '../locate';
import type { JsonPath, Problem } from '../../base/problem';
import { explainIssue } from '../zod-messages';
import { TRANSLATED_LANGUAGES } from '../../base/languages';
import { translationProblems } from '../../i18n/messages';
import { coverageOf, translationState, type Coverage } from '../../i18n/state';
import { checkSite, type CheckOptions } from './references';
import { repair, within } from './repair';
import { parseSource } from './syntax';
import { pathOffsets } from './path-offsets';

export type Severity = 'error' | 'warning';

export interface LocatedProblem {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** `pages[3].sections[0].type`, or "(syntax)" for a JSON syntax error. */
  path: string;
  /** The same path as a list, to find the field it names; empty for a syntax error. */
  jsonPath: (string | number)[];
  message: string;
  severity: Severity;
}

export interface CheckResult {
  /** The parsed site, when the file has no errors (warnings allowed). */
  site?: Site;
  problems: LocatedProblem[];
  /** Per language, how many texts are translated and current, stale or missing (valid data only). */
  coverage?: Coverage[];
}

export interface RunOptions extends CheckOptions {
  /** The file named in every problem (default "site.json"). */
  file?: string;
  /**
   * A further schema check of the parsed data (the JSON Schema editors' tools use), run only when
   * the zod schema accepts the data.
   */
  extraSchema?: (data: unknown) => Problem[];
  /** Missing and stale translations are errors, not only counted (CI's demand on the shipped site). */
  strictI18n?: boolean;
}

export type { CheckOptions };

/**
 * text in, `{ site?, problems }` out. A syntax error stops there (nothing else can be known);
 * otherwise schema errors, reference errors and warnings are all listed in one run: the parts
 * the schema refuses are set aside and everything else is still checked.
 */
export function runChecks(text: string, options: RunOptions = {}): CheckResult {
  const file = options.file ?? 'site.json';
  const parsed = parseSource(text);
  if (!parsed.ok)
    return {
      problems: parsed.problems.map((p) => ({
        file,
        ...positionAt(text, p.offset),
        path: '(syntax)',
        jsonPath: [],
        message: p.message,
        severity: 'error',
      })),
    };
  const { data } = parsed;
  // The parsed text: a byte-order mark there is a space, which the scan for paths reads past.
  const found = (list: Unlocated[]) => locateAll(file, parsed.text, list);

  const result = SiteSchema.safeParse(data);
  if (result.success) {
    const states = TRANSLATED_LANGUAGES.map((lang) => ({
      lang,
      state: translationState(result.data, lang),
    }));
    const problems = found(
      [
        ...checkSite(result.data, options),
        ...states.flatMap(({ lang, state }) =>
          translationProblems(state, lang, options.strictI18n),
        ),
      ].map((p) => ({ path: p.path, message: p.message, severity: p.severity ?? 'error' })),
    );
    const extra = problems.some((p) => p.severity === 'error')
      ? []
      : found(
          (options.extraSchema?.(data) ?? []).map((p) => ({
            path: p.path,
            message: p.message,
            severity: 'error' as const,
          })),
        );
    const all = sortProblems([...problems, ...extra]);
    return {
      site: all.some((p) => p.severity === 'error') ? undefined : result.data,
      problems: all,
      coverage: states.map(({ lang, state }) => coverageOf(state, lang)),
    };
  }

  const schemaProblems = result.error.issues.flatMap((issue) =>
    explainIssue(issue, SiteSchema, data).map((p) => ({
      path: p.path,
      message: p.message,
      severity: 'error' as const,
      key: p.key,
    })),
  );
  const repaired = repair(data, result.error.issues);
  const further: Unlocated[] = repaired.site
    ? checkSite(repaired.site, { ...options, extraRoutes: repaired.setAsideRoutes })
        .map((p) => ({ ...p, path: repaired.original(p.path) }))
        // Problems in or around what was set aside describe the stand-in, not the file.
        .filter((p) => !repaired.touched.some((t) => within(p.path, t) || within(t, p.path)))
        .map((p) => ({ path: p.path, message: p.message, severity: p.severity ?? 'error' }))
    : [];
  return { problems: sortProblems(dedupe(found([...schemaProblems, ...further]))) };
}

interface Unlocated {
  path: JsonPath;
  message: string;
  severity: Severity;
  /** A property name in the object at `path` to point at. */
  key?: string;
}

/** Every problem's line and column, from one scan of the text for all their paths together. */
function locateAll(file: string, text: string, problems: readonly Unlocated[]): LocatedProblem[] {
  if (problems.length === 0) return [];
  const offsets = pathOffsets(
    text,
    problems.map((p) => [p.path, p.key]),
  );
  const locator = locatorOf(text);
  return problems.map(({ path, message, severity, key }) => {
    const full = key ? [...path, key] : [...path];
    return {
      file,
      ...locator.positionAt(offsets.offsetOf(path, key)),
      path: formatPath(full),
      jsonPath: full,
      message,
      severity,
    };
  });
}

function dedupe(problems: LocatedProblem[]): LocatedProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.path}\u0000${p.message}`;
    return !seen.has(id) && Boolean(seen.add(id));
  });
}

function sortProblems(problems: LocatedProblem[]): LocatedProblem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** `site.json:12:5  pages[0].sections[3].type  unknown section type …` */
export function formatProblem(p: LocatedProblem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.severity === 'warning' ? 'warning  ' : ''}${p.path}  ${p.message}`;
}

/** A GitHub Actions annotation for the same problem, shown on its line in a pull request. */
export function formatGithub(p: LocatedProblem): string {
  const escapeData = (s: string) =>
    s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${p.severity} file=${escapeProperty(p.file)},line=${p.line},col=${p.column}::${escapeData(`${p.path}: ${p.message}`)}`;
}
