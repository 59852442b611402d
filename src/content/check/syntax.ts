import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { positionAt } from '../locate';

export interface SyntaxProblem {
  offset: number;
  message: string;
}

export type Parsed =
  { ok: true; data: unknown; text: string } | { ok: false; problems: SyntaxProblem[] };

const BOM = '\uFEFF';
const CURLY_QUOTES = new Set([
  '\u201C',
  '\u201D',
  '\u201E',
  '\u2018',
  '\u2019',
  '\u00AB',
  '\u00BB',
]);

/**
 * Deeper than any site needs (the shipped one nests about ten levels): the checks that follow
 * walk the data by recursion, and a file nested thousands deep would exhaust their stack.
 */
export const MAX_DEPTH = 200;

const TOO_DEEP: SyntaxProblem = {
  offset: 0,
  message: 'the file nests objects or lists too deeply to read',
};

/** Whether objects and lists in `value` nest more than `limit` deep (walked without recursion). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] =
    typeof value === 'object' && value !== null ? [[value, 1]] : [];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [here, depth] = next;
    if (depth > limit) return true;
    for (const inner of Object.values(here as object))
      if (typeof inner === 'object' && inner !== null) stack.push([inner, depth + 1]);
  }
  return false;
}

/**
 * Parses site.json. A byte-order mark (some Windows editors write one) is accepted: it is replaced
 * by a space so every offset, line and column stays that of the file on disk.
 *
 * A valid file is read by the engine's own JSON parser: its strings are the engine's own copies,
 * where jsonc-parser's are slices of the text that would keep the whole file in memory as long as
 * the site (hundreds of megabytes at ten thousand routes), and `__proto__` stays an ordinary key.
 * jsonc-parser reads a file that does not parse, to say where and why.
 */
export function parseSource(source: string): Parsed {
  const text = source.startsWith(BOM) ? ` ${source.slice(1)}` : source;
  let rejection: unknown;
  try {
    const data = JSON.parse(text) as unknown;
    if (nestedDeeperThan(data, MAX_DEPTH)) return { ok: false, problems: [TOO_DEEP] };
    return { ok: true, data, text };
  } catch (error) {
    rejection = error;
  }
  const errors: ParseError[] = [];
  let data: unknown;
  try {
    data = parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  } catch (error) {
    // Pathological nesting exhausts the parser's stack: say so instead of crashing.
    if (!(error instanceof RangeError)) throw error;
    return { ok: false, problems: [TOO_DEEP] };
  }
  if (errors.length > 0) return { ok: false, problems: explainSyntax(text, errors) };
  if (data === undefined)
    return {
      ok: false,
      problems: [{ offset: 0, message: 'the file is empty: it must hold one JSON object' }],
    };
  if (rejection instanceof RangeError) return { ok: false, problems: [TOO_DEEP] };
  // What the engine refuses and jsonc-parser lets pass (none known): the engine's own words.
  const message = rejection instanceof Error ? rejection.message : String(rejection);
  const at = /position (\d+)/.exec(message);
  return {
    ok: false,
    problems: [{ offset: at ? Number(at[1]) : 0, message: `invalid JSON: ${message}` }],
  };
}

/**
 * Only the first parser error is reliable: the parser re-synchronises after it and reports
 * follow-on errors that are not in the file. An unbalanced brace or bracket is found by its own
 * scan, so the message can name the one that is not closed and where it opened.
 */
function explainSyntax(text: string, errors: ParseError[]): SyntaxProblem[] {
  const first = errors[0]!;
  const quote = quoteProblem(text, first);
  if (quote) return [quote];
  if (printParseErrorCode(first.error) === 'UnexpectedEndOfString')
    return [
      {
        offset: first.offset,
        message:
          'invalid JSON: this text is not closed on its line: add the closing ", or write \\n for a line break inside it',
      },
    ];
  const unbalanced = bracketProblem(text);
  if (unbalanced && unbalanced.offset <= first.offset) return [unbalanced];
  // A missing comma is found at the next value; it belongs right after the one before.
  const offset =
    printParseErrorCode(first.error) === 'CommaExpected'
      ? text.slice(0, first.offset).trimEnd().length
      : first.offset;
  return [{ offset, message: `invalid JSON: ${describeError(text, first)}` }];
}

function quoteProblem(text: string, error: ParseError): SyntaxProblem | undefined {
  if (printParseErrorCode(error.error) !== 'InvalidSymbol') return undefined;
  const char = text[error.offset] ?? '';
  if (char === "'")
    return {
      offset: error.offset,
      message: `invalid JSON: text and field names need double quotes: write "…" instead of '…'`,
    };
  if (CURLY_QUOTES.has(char))
    return {
      offset: error.offset,
      message: `invalid JSON: ${char} is a curly quote (word processors type them): use the straight double quote " instead`,
    };
  if (char === BOM)
    return {
      offset: error.offset,
      message: 'invalid JSON: an invisible byte-order mark (U+FEFF) is here: delete it',
    };
  return {
    offset: error.offset,
    message: `invalid JSON: the character ${JSON.stringify(char)} is not allowed here (text must be inside double quotes)`,
  };
}

function describeError(text: string, error: ParseError): string {
  const code = printParseErrorCode(error.error);
  const before = text.slice(0, error.offset).trimEnd();
  const after = text.slice(error.offset).trimStart();
  switch (code) {
    case 'CommaExpected':
      return 'a comma is missing here, between this value and the next';
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (before.endsWith(',') && /^[}\]]/.test(after))
        return `remove the comma before "${after[0]}": JSON allows no comma after the last item`;
      if (before.endsWith(',') && after.startsWith(',')) return 'two commas in a row: remove one';
      return code === 'ValueExpected'
        ? 'a value was expected here (text in double quotes, a number, true, false, a list or an object)'
        : 'a field name in double quotes was expected here';
    case 'ColonExpected':
      return 'a ":" is missing after the field name';
    case 'EndOfFileExpected':
      return 'there is text after the end of the JSON document (a "}" too many?)';
    case 'InvalidCommentToken':
      return 'JSON does not allow comments';
    case 'InvalidEscapeCharacter':
      return 'a backslash must be written \\\\ inside text';
    case 'InvalidCharacter':
      return 'text must not contain a line break or tab: write \\n or \\t';
    default:
      return code;
  }
}

const CLOSER: Record<string, string> = { '{': '}', '[': ']' };

/** The first brace or bracket that is not closed, or a closer without its opener. */
export function bracketProblem(text: string): SyntaxProblem | undefined {
  const stack: number[] = [];
  const at = (offset: number) => {
    const { line, column } = positionAt(text, offset);
    return `line ${line}, column ${column}`;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++)
        if (text[i] === '\\') i++;
      continue;
    }
    if (char === '{' || char === '[') stack.push(i);
    else if (char === '}' || char === ']') {
      const open = stack.pop();
      if (open === undefined)
        return {
          offset: i,
          message: `invalid JSON: this "${char}" closes nothing: delete it, or add the missing "${char === '}' ? '{' : '['}" before it`,
        };
      const expected = CLOSER[text[open]!]!;
      if (expected !== char) {
        // The missing closer belongs where the indentation returns to the opener's level.
        const closerAt = missingCloserOffset(text, open);
        const where =
          closerAt !== undefined && closerAt <= i ? at(closerAt) : `the "${char}" at ${at(i)}`;
        return {
          offset: open,
          message: `invalid JSON: this "${text[open]}" is never closed: add "${expected}" before ${where}`,
        };
      }
    }
  }
  const open = stack.pop();
  if (open === undefined) return undefined;
  const expected = CLOSER[text[open]!]!;
  const closerAt = missingCloserOffset(text, open);
  return {
    offset: open,
    message: `invalid JSON: this "${text[open]}" is never closed: add "${expected}"${closerAt === undefined ? ' at the end' : ` before ${at(closerAt)}`}`,
  };
}

/** Where a closer is missing: the first later line indented no deeper than the opener's line. */
function missingCloserOffset(text: string, open: number): number | undefined {
  const lineStart = text.lastIndexOf('\n', open) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0].length;
  let start = text.indexOf('\n', open) + 1;
  while (start > 0 && start < text.length) {
    const line = text.slice(
      start,
      text.indexOf('\n', start) < 0 ? undefined : text.indexOf('\n', start),
    );
    const own = /^[ \t]*/.exec(line)![0].length;
    if (line.trim() && own <= indent) return start + own;
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  return undefined;
}
