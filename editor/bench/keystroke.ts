/**
 * npm run scale:editor
 * Keystroke to preview in the editor, on the real site and on a copy grown to about 10,000
 * routes (scripts/lib/perf/synthetic-site.ts): the same heading on the same page is typed into,
 * one key at a time, and each key is timed from the key press until the preview's document
 * shows the text. Prints the median of each and their ratio (the goal: at most 1.5), and how
 * long a save of a one-field change takes to write (writeMinimal; budget 250 ms on the real site).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { ROOT } from '../../scripts/lib/site-file';
import { syntheticSite } from '../../scripts/lib/perf/synthetic-site';
import type { SiteInput } from '../../src/schema/site';
import { startEditor } from '../server';
import { writeMinimal } from '../lib/minimal-diff';
import { pageName } from '../merge/describe';
import { gitCopyOf } from './site-copy';
import { focusHeading, median, timeKeys } from './time-keys';

const ROUTES = Number(process.env.SCALE_ROUTES ?? 10_000);
const KEYS = 'measured';
/** A grown site answers its first load in tens of seconds: the waits are long on purpose. */
const LOAD_MS = 600_000;

interface Measured {
  label: string;
  median: number;
  times: number[];
  /** From starting the editor until its Page control is shown, in seconds. */
  opened: number;
}

/** The check runs after a pause in typing: waits for it, so each key is timed alone. */
const checked = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('.toolbar .state')?.textContent?.includes('Checking'),
    undefined,
    { timeout: LOAD_MS, polling: 100 },
  );

async function measure(label: string, text: string, path: string): Promise<Measured> {
  const site = JSON.parse(text) as SiteInput;
  const chosen = site.pages.find((p) => p.path === path)!;
  const section = chosen.sections.find((s) => 'heading' in s && typeof s.heading === 'string') as {
    type: string;
    heading: string;
  };
  process.stderr.write(`${label}: opening the editor…\n`);
  const start = performance.now();
  const editor = await startEditor({ file: gitCopyOf(text, 'scale-editor-'), port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(LOAD_MS);
    await page.goto(editor.url);
    await page.getByLabel('Page', { exact: true }).waitFor();
    const opened = (performance.now() - start) / 1000;
    await focusHeading(page, pageName(chosen), section);
    // The site opens before its check: the first key is timed once the problems are in, as all.
    await checked(page);
    const times = await timeKeys(page, section.heading, KEYS, () => checked(page));
    return { label, median: median(times), times, opened };
  } finally {
    await browser.close();
    await editor.close();
  }
}

const realText = readFileSync(join(ROOT, 'site.json'), 'utf8');
const real = JSON.parse(realText) as SiteInput;
// The page with the most content, as in the editor's own performance test.
const path = [...real.pages].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]!
  .path;
const grown = syntheticSite(real, { posts: (ROUTES * 4) / 5, pages: ROUTES / 5 });
const results = [
  await measure('real site', realText, path),
  await measure(`${ROUTES} routes`, `${JSON.stringify(grown, null, 2)}\n`, path),
];
/**
 * The median time to write a save of one changed page title into `text`, of `runs` (a grown
 * site's takes seconds each).
 */
function saveMs(text: string, runs: number): number {
  const times = Array.from({ length: runs }, (_, n) => {
    const data = JSON.parse(text) as { pages: { seo: { title: string } }[] };
    const page = data.pages[n % data.pages.length]!;
    page.seo.title += ' (edited)';
    const start = performance.now();
    writeMinimal(text, data);
    return performance.now() - start;
  });
  return median(times);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
for (const r of results)
  console.log(
    `${r.label.padEnd(14)} opened in ${r.opened.toFixed(1)} s, keystroke median ${ms(r.median).padStart(10)}  (${r.times.map((t) => t.toFixed(0)).join(', ')})`,
  );
console.log(
  `save of a one-field change (writeMinimal): ${ms(saveMs(realText, 15))} on the real site (median of 15; budget 250 ms), ${ms(saveMs(`${JSON.stringify(grown, null, 2)}\n`, 3))} at ${ROUTES} routes (median of 3)`,
);
// The machine's other work weighs on every figure: said with them.
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (${cpus().length} cores)`,
);
const ratio = results[1]!.median / results[0]!.median;
console.log(`keystroke → preview on ${path}: ${ratio.toFixed(2)}× the real site's (goal ≤ 1.5×)`);
process.exit(ratio <= 1.5 ? 0 : 1);
