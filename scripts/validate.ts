/**
 * npm run validate [-- --format github] [--file path]
 * Checks site.json three ways: the zod schema (located, friendly messages), the generated JSON
 * Schema through ajv (what editors and CI see), and the cross-reference checks. Exit 1 on any error.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { loadSiteFile, SITE_FILE } from './lib/site-file';
import { formatGithub, formatProblem } from '../src/content/validate-source';

const args = process.argv.slice(2);
const format = args.includes('--format') ? args[args.indexOf('--format') + 1] : 'text';
const file = args.includes('--file')
  ? args[args.indexOf('--file') + 1]!
  : relative(process.cwd(), SITE_FILE);

const started = performance.now();
const { problems } = loadSiteFile(file, readFileSync(file, 'utf8'));
const print = format === 'github' ? formatGithub : formatProblem;
for (const problem of problems) console.log(print(problem));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
const ms = Math.round(performance.now() - started);
if (errors > 0) {
  console.error(
    `\n${file}: ${errors} error${errors === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}. Nothing was built.`,
  );
  process.exit(1);
}
console.log(
  `${file} is valid${warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : ''} — checked in ${ms} ms.`,
);
