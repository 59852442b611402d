import {
  parseTree,
  printParseErrorCode,
  getNodeValue,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { SiteSchema, type Site } from '../schema/site';
import { checkSite, type CheckOptions } from './check';
import { formatPath, offsetOf, positionAt } from './locate';
import type { JsonPath } from './resolve-context';
import { explainIssue } from './zod-messages';

export interface LocatedProblem {
  file: string;
  line: number;
  column: number;
  /** `pages[3].sections[0].type`, or "(syntax)" for a JSON syntax error. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface ValidationResult {
  /** The parsed site, when the file has no errors. */
  site?: Site;
  problems: LocatedProblem[];
}

const syntaxHelp: Partial<Record<string, string>> = {
  CommaExpected: 'a comma is missing between two values',
  PropertyNameExpected: 'a field name in double quotes was expected (is there a trailing comma?)',
  ValueExpected: 'a value was expected (is there a trailing comma?)',
  ColonExpected: 'a ":" is missing after a field name',
  CloseBraceExpected: 'a "}" is missing',
  CloseBracketExpected: 'a "]" is missing',
  EndOfFileExpected: 'there is text after the end of the JSON document',
  InvalidCommentToken: 'JSON does not allow comments',
  UnexpectedEndOfString: 'a string is not closed with "',
};

/** Parses site.json text, validates it against the schema, then checks cross-references. */
export function validateSiteSource(
  text: string,
  options: CheckOptions & { file?: string } = {},
): ValidationResult {
  const file = options.file ?? 'site.json';
  const locate = (offset: number) => positionAt(text, offset);
  const errors: ParseError[] = [];
  let root: Node | undefined;
  let data: unknown;
  try {
    root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    data = root && errors.length === 0 ? getNodeValue(root) : undefined;
  } catch (error) {
    // Pathological nesting exhausts the parser's stack: say so instead of crashing.
    if (!(error instanceof RangeError)) throw error;
    const message = 'the file nests objects or lists too deeply to read';
    return {
      problems: [{ file, line: 1, column: 1, path: '(syntax)', message, severity: 'error' }],
    };
  }
  if (errors.length > 0 || !root) {
    const found: ParseError[] =
      errors.length > 0
        ? errors
        : [{ error: 4 satisfies ParseError['error'], offset: 0, length: 0 }]; // 4: ValueExpected (an empty file);
    return {
      problems: found.map((e) => {
        const code = printParseErrorCode(e.error);
        return {
          file,
          ...locate(e.offset),
          path: '(syntax)',
          message: `invalid JSON: ${syntaxHelp[code] ?? code}`,
          severity: 'error' as const,
        };
      }),
    };
  }

  const at = (
    path: JsonPath,
    message: string,
    severity: 'error' | 'warning' = 'error',
    key?: string,
  ): LocatedProblem => ({
    file,
    ...locate(offsetOf(root, path, key)),
    path: formatPath(key ? [...path, key] : path),
    message,
    severity,
  });

  const parsed = SiteSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) =>
      explainIssue(issue, SiteSchema, data).map((p) => at(p.path, p.message, 'error', p.key)),
    );
    return { problems: sortProblems(problems) };
  }

  const problems = checkSite(parsed.data, options).map((p) =>
    at(p.path, p.message, p.severity ?? 'error'),
  );
  const sorted = sortProblems(problems);
  return {
    site: sorted.some((p) => p.severity === 'error') ? undefined : parsed.data,
    problems: sorted,
  };
}

function sortProblems(problems: LocatedProblem[]): LocatedProblem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** `site.json:12:5  pages[0].sections[3].type  unknown section type …` */
export function formatProblem(p: LocatedProblem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.severity === 'warning' ? 'warning  ' : ''}${p.path}  ${p.message}`;
}

/** A GitHub Actions annotation for the same problem. */
export function formatGithub(p: LocatedProblem): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return `::${p.severity} file=${p.file},line=${p.line},col=${p.column}::${escape(`${p.path}: ${p.message}`)}`;
}
