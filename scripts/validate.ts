/**
 * npm run validate [-- --format text|github] [--file path] [--strict-i18n]
 * Runs the one check of site.json (or SITE_FILE, or --file) and prints every problem with its
 * line and column, then one line of translation coverage per language. Exit 1 on any error;
 * warnings are printed and do not fail. --strict-i18n makes a missing or stale translation an
 * error.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { formatGithub, formatProblem } from '../src/content/check';
import { formatCoverage } from '../src/i18n/messages';
import { publishedHosts } from './lib/published-site';
import { checkSiteFile, siteFileName } from './lib/site-file';

const FORMATS = { text: formatProblem, github: formatGithub };
const USAGE =
  'usage: npm run validate -- [--format text|github] [--file path/to/site.json] [--strict-i18n]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        format: { type: 'string', default: 'text' },
        file: { type: 'string' },
        'strict-i18n': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!(values.format in FORMATS))
      throw new Error(`unknown format "${values.format}": use "text" or "github"`);
    return {
      print: FORMATS[values.format as keyof typeof FORMATS],
      file: values.file,
      strictI18n: values['strict-i18n'],
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

const { print, file: given, strictI18n } = options();
const file = given ? relative(process.cwd(), given) || given : siteFileName();
const started = performance.now();
// A form endpoint or an embed new since the last published version is worth a second look.
const published = publishedHosts(file);
const { problems, coverage = [] } = checkSiteFile(file, readFileSync(file, 'utf8'), {
  strictI18n,
  ...(published ? { publishedHosts: published } : {}),
});
for (const problem of problems) console.log(print(problem));
for (const c of coverage) console.log(formatCoverage(c));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const ms = Math.round(performance.now() - started);
if (errors > 0) {
  console.error(
    `\n${file}: ${plural(errors, 'error')}${warnings ? `, ${plural(warnings, 'warning')}` : ''}. Nothing was built.`,
  );
  process.exit(1);
}
console.log(
  `${file} is valid${warnings ? ` (${plural(warnings, 'warning')}: see above)` : ''} — checked in ${ms} ms.`,
);
