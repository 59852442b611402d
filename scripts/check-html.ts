/**
 * npm run check:html [folder]: validates every prerendered .html file of a build (the folder
 * argument, else OUT_DIR, else dist/) with html-validate's `html-validate:recommended` preset,
 * and checks each page's JSON-LD. Prints `file:line:col rule message`; exits 1 on any error.
 *
 * .htmlvalidate.json departs from the preset in five places. JSON has no comments and
 * html-validate's config schema refuses unknown keys (a "//" key would break its CLI and editor
 * integrations), so the reasons live here:
 *
 * - doctype-style (off): `<!doctype html>` and `<!DOCTYPE html>` are the same token (the
 *   doctype is ASCII case-insensitive); Vite's template uses the lowercase form.
 * - void-style (off): `<meta …>` and `<meta … />` are both conforming. The page template writes
 *   the first form and React's renderer the second; neither style is a defect.
 * - attr-case (off): attribute names are ASCII case-insensitive in HTML, and React's server
 *   renderer writes some props exactly as named (`fetchPriority`, `playsInline`, `autoComplete`,
 *   `inputMode`, `referrerPolicy`, `allowFullScreen`); the parser lowercases them. Nothing in
 *   src/ can change that output.
 * - attribute-boolean-style (style "empty" instead of "omit"): React always writes boolean
 *   attributes as `disabled=""`. Both forms are conforming; "empty" still refuses
 *   `disabled="disabled"`, `disabled="false"` and the like.
 * - valid-id (relaxed): HTML only requires an id to be non-empty without whitespace. React's
 *   useId makes ids like `_R_1a_`, which the strict (CSS-identifier) mode would refuse. Ids
 *   with whitespace or empty ids are still errors.
 *
 * Every other rule of the preset is on, as an error — tel-non-breaking, long-title and
 * prefer-native-element included.
 */
import { buildFolderArgument } from './lib/checks/files';
import { checkHtmlFolder, formatHtmlProblem } from './lib/checks/html';

const dir = buildFolderArgument('check-html');
const { files, problems } = await checkHtmlFolder(dir);
for (const problem of problems) console.log(formatHtmlProblem(problem));
const byRule = new Map<string, number>();
for (const p of problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
const rules = [...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ');
console.log(
  `\ncheck-html: ${files.length} HTML files in ${dir}: ${problems.length} error(s)${rules ? ` (${rules})` : ''}.`,
);
if (files.length === 0) {
  console.error('check-html: no .html files found.');
  process.exit(1);
}
process.exit(problems.length > 0 ? 1 : 0);
