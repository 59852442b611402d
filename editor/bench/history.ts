// Measures the editor's History on a generated repository: 3,000 commits of the real site.json,
// each changing one text somewhere (as a save does, one line). Run: npx tsx editor/bench/history.ts
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistory } from '../history/history';
import type { Subject } from '../lib/history-subject';
import { writeHistory, type Version } from '../../scripts/lib/git-history';

const COMMITS = Number(process.env.COMMITS ?? 3000);
const text = readFileSync('site.json', 'utf8');
const lines = text.split('\n');
const editable = lines.flatMap((line, i) =>
  /^\s*"(heading|text|title|description)": "/.test(line) ? [i] : [],
);

function* versions(): Generator<Version> {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  yield { text, message: 'initial' };
  for (let n = 1; n < COMMITS; n++) {
    const at = editable[Math.floor(random() * editable.length)]!;
    lines[at] = lines[at]!.replace(/": "(.*)"(,?)$/, `": "$1 ${n}"$2`);
    yield { text: lines.join('\n'), message: `edit ${n}` };
  }
}

const dir = mkdtempSync(join(tmpdir(), 'history-bench-'));
let t = performance.now();
await writeHistory(dir, 'site.json', versions());
console.log(`${COMMITS} commits of site.json written in ${Math.round(performance.now() - t)} ms`);

const site = JSON.parse(text) as { pages: { path: string; sections: { id?: string }[] }[] };
const story = site.pages[1]!.sections.find((s) => s.id)!.id!;
const subjects: [string, Subject][] = [
  ['the home page', { target: 'page', key: site.pages[0]!.path }],
  [`the section #${story}`, { target: 'page', key: site.pages[1]!.path, section: { id: story } }],
];
for (const [name, subject] of subjects) {
  const history = createHistory(join(dir, 'site.json'));
  const answers: string[] = [];
  let next: string | undefined;
  let entries = 0;
  const started = performance.now();
  do {
    t = performance.now();
    const answer = await history.list(subject, next);
    if (answer.kind !== 'history') throw new Error(answer.message);
    entries += answer.entries.length;
    answers.push(
      `${answer.entries.length} entries, ${answer.scanned} commits read, ${Math.round(performance.now() - t)} ms`,
    );
    next = answer.next;
  } while (next);
  const whole = Math.round(performance.now() - started);
  t = performance.now();
  await history.list(subject);
  const again = Math.round(performance.now() - t);
  console.log(`${name}: ${entries} commits changed it; whole history in ${whole} ms`);
  for (const [i, line] of answers.entries()) console.log(`  answer ${i + 1}: ${line}`);
  console.log(`  first answer again (kept): ${again} ms`);
}
