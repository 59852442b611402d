/**
 * The valid-HTML gate as functions: html-validate with the project's .htmlvalidate.json over
 * every prerendered page, plus the structured data each page carries (every
 * <script type="application/ld+json"> parses, names https://schema.org and an @type, and holds
 * no raw "<"). scripts/check-html.ts is the command; tests/unit/checks.test.ts proves it fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { filesUnder } from './files';

export interface HtmlProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  selector?: string;
}

export const HTML_CONFIG_FILE = join(import.meta.dirname, '../../../.htmlvalidate.json');

export function loadHtmlConfig(file = HTML_CONFIG_FILE): ConfigData {
  return JSON.parse(readFileSync(file, 'utf8')) as ConfigData;
}

export function createValidator(config: ConfigData = loadHtmlConfig()): HtmlValidate {
  return new HtmlValidate(new StaticConfigLoader(config));
}

/** html-validate's errors (severity 2) and warnings (1) for one document. */
export async function validateHtml(
  html: string,
  file: string,
  validator: HtmlValidate = createValidator(),
): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => m.severity >= 2)
      .map((m) => ({
        file,
        line: m.line,
        column: m.column,
        rule: m.ruleId,
        message: m.message,
        ...(m.selector ? { selector: m.selector } : {}),
      })),
  );
}

export interface Element {
  /** Lowercase element name. */
  name: string;
  /** Attributes as the browser reads them: names lowercased, references decoded, first wins. */
  attrs: Map<string, string>;
  /** The text of a raw-text element (script, style, title, textarea). */
  text?: string;
  /** 1-based position of the element's content (its start tag if it has none). */
  line: number;
  column: number;
}

/** Every element of a document in document order, as an HTML parser builds it (parse5). */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Tree.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const first = child.childNodes[0];
      const at = first?.sourceCodeLocation ?? child.sourceCodeLocation;
      found.push({
        name: child.tagName,
        attrs: new Map(child.attrs.map((a) => [a.name, a.value])),
        ...(first && 'value' in first && first.nodeName === '#text' ? { text: first.value } : {}),
        line: at?.startLine ?? 0,
        column: at?.startCol ?? 0,
      });
      visit(child.tagName === 'template' ? (child as Tree.Template).content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** Problems of the JSON-LD blocks of one document. */
export function jsonLdProblems(html: string, file: string): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  for (const tag of elementsOf(html)) {
    if (tag.name !== 'script' || tag.attrs.get('type')?.toLowerCase() !== 'application/ld+json')
      continue;
    const text = tag.text ?? '';
    const at = { line: tag.line, column: tag.column };
    const problem = (rule: string, message: string) =>
      problems.push({ file, ...at, rule, message });
    if (text.includes('<'))
      problem('jsonld-raw-lt', 'JSON-LD holds a raw "<" (escape it as \\u003c)');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problem('jsonld-parse', `JSON-LD does not parse: ${(error as Error).message}`);
      continue;
    }
    const blocks = Array.isArray(data) ? data : [data];
    for (const block of blocks) {
      if (typeof block !== 'object' || block === null) {
        problem('jsonld-shape', 'JSON-LD is not an object');
        continue;
      }
      const record = block as Record<string, unknown>;
      if (record['@context'] !== 'https://schema.org')
        problem(
          'jsonld-context',
          `JSON-LD @context is ${JSON.stringify(record['@context'])}, expected "https://schema.org"`,
        );
      if (typeof record['@type'] !== 'string' || record['@type'] === '')
        problem('jsonld-type', 'JSON-LD has no @type');
    }
  }
  return problems;
}

export interface HtmlFolderReport {
  files: string[];
  problems: HtmlProblem[];
}

/** Every `.html` file under `dir`, validated. Paths in the report are relative to `dir`. */
export async function checkHtmlFolder(
  dir: string,
  config: ConfigData = loadHtmlConfig(),
): Promise<HtmlFolderReport> {
  const validator = createValidator(config);
  const files = filesUnder(dir, '.html');
  const problems: HtmlProblem[] = [];
  for (const file of files) {
    const html = readFileSync(join(dir, file), 'utf8');
    problems.push(...(await validateHtml(html, file, validator)), ...jsonLdProblems(html, file));
  }
  return { files, problems };
}

/** `about/index.html:28:5666 element-permitted-content <figcaption> … (#leadership > …)` */
export function formatHtmlProblem(p: HtmlProblem, prefix = ''): string {
  return `${prefix}${p.file}:${p.line}:${p.column} ${p.rule} ${p.message}${p.selector ? `  (${p.selector})` : ''}`;
}
