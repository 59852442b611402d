/**
 * npm run check:nu [folder]: validates every .html file of a build (the folder argument, else
 * OUT_DIR, else dist/) with the W3C Nu HTML checker (vnu.jar from the vnu-jar package; needs
 * Java 11 or newer on PATH). Prints `file:line:col  message` per error; exits 1 on any error,
 * 2 when the folder or Java is missing.
 *
 * html-validate (npm run check:html) knows our rules and React's ways; the Nu checker is the
 * reference implementation of the HTML standard, so a page both accept is valid for everyone.
 * vnu-jar's own install script would download a Java runtime, which cannot work offline, so it
 * is denied in package.json (allowScripts) and Java comes from the system (.ci/run installs it).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolderArgument, filesUnder } from './lib/checks/files';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

const dir = buildFolderArgument('check-nu');
const pages = filesUnder(dir, '.html').length;
if (pages === 0) {
  console.error(`check-nu: no .html files in ${dir}.`);
  process.exit(1);
}
const ran = spawnSync(
  'java',
  ['-jar', VNU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', dir],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (ran.error) {
  console.error(
    `check-nu: cannot run java (${ran.error.message}); the Nu HTML checker needs Java 11 or newer (Debian: apt-get install default-jre-headless).`,
  );
  process.exit(2);
}
let messages: NuMessage[];
try {
  // vnu writes its JSON report to stderr.
  messages = (JSON.parse(ran.stderr) as { messages: NuMessage[] }).messages;
} catch {
  console.error(`check-nu: vnu.jar did not report (exit ${ran.status}):\n${ran.stderr}`);
  process.exit(2);
}
/**
 * CSS the checker's CSS validator does not know yet, though browsers ship it and the specs hold
 * it: `interpolate-size` (CSS Values 5) and transitions' `allow-discrete` (CSS Transitions 2),
 * with which the FAQ's answers open smoothly (browsers without them open them at once). The
 * pages' stylesheet is inlined, so the checker reads it. These two messages only, word for word.
 */
const NEWER_CSS = [
  "CSS: “interpolate-size”: Property “interpolate-size” doesn't exist.",
  'CSS: “transition”: “allow-discrete” is not a “transition” value.',
];
const errors = messages.filter(
  (m) => (m.type === 'error' || m.subType === 'fatal') && !NEWER_CSS.includes(m.message),
);
for (const m of errors) {
  const file = m.url?.startsWith('file:') ? relative(dir, fileURLToPath(m.url)) : (m.url ?? '?');
  console.log(`${file}:${m.lastLine ?? 0}:${m.firstColumn ?? m.lastColumn ?? 0}  ${m.message}`);
}
console.log(`\ncheck-nu: ${pages} HTML files in ${dir}: ${errors.length} error(s).`);
process.exit(errors.length > 0 ? 1 : 0);
