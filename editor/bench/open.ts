/**
 * npm run bench:editor
 * Opening the editor, as a person of a team does: the real site, an account, signed in, a cold
 * browser cache. Starts the editor on a temporary git copy of site.json with one account, then
 * opens it 5 times, each in a fresh Chromium context (its own empty cache), and prints the
 * median time from the start of the page's navigation until the section list shows and until
 * the preview says it has drawn its page (both clocked in the page itself, so the driver's
 * polling adds nothing), and how many scripts the page and its preview fetched, beside the
 * budgets.
 * A figure to read with the machine's load (printed with it), not a timed test.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { ROOT } from '../../scripts/lib/site-file';
import { hashPassword } from '../accounts/password';
import { accountsFileFor, addAccount } from '../accounts/store';
import { startEditor } from '../server';
import { gitCopyOf } from './site-copy';
import { median } from './time-keys';

const OPENS = 5;
const BUDGET_MS = 2000;
const BUDGET_SCRIPTS = 15;
const EMAIL = 'bench@example.org';
const PASSWORD = 'a bench password, long enough';

/**
 * Runs in the editor's page before its own scripts: notes when the section list appears and when
 * the preview first says it has drawn (its "rendered" message), in ms since navigation began.
 */
const CLOCKS = `(() => {
  if (window !== window.top) return;
  const opened = (window.__opened = {});
  new MutationObserver((_, observer) => {
    if (document.querySelector('ol[aria-label="Sections"]')) {
      opened.sections = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'rendered' && !event.data.problem && !opened.preview)
      opened.preview = performance.now();
  });
})()`;

interface Open {
  sectionsMs: number;
  previewMs: number;
  scripts: number;
}

async function openOnce(browser: Browser, url: string): Promise<Open> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    // Signing in first, through the form's own request: the opening is what is timed.
    const signedIn = await context.request.post(new URL('/sign-in', url).href, {
      headers: { origin: new URL(url).origin },
      form: { email: EMAIL, password: PASSWORD },
    });
    if (!signedIn.ok()) throw new Error(`signing in failed: ${signedIn.status()}`);
    await context.addInitScript(CLOCKS);
    const page = await context.newPage();
    let scripts = 0;
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts++));
    await page.goto(url);
    // A function, not a string: the editor's CSP refuses to evaluate strings.
    const opened = await page.waitForFunction(
      () => {
        const clocks = (window as unknown as { __opened: Record<string, number> }).__opened;
        return clocks.sections !== undefined && clocks.preview !== undefined && clocks;
      },
      undefined,
      { timeout: 60_000 },
    );
    const { sections, preview } = (await opened.jsonValue()) as Record<string, number>;
    return { sectionsMs: sections!, previewMs: preview!, scripts };
  } finally {
    await context.close();
  }
}

const file = gitCopyOf(readFileSync(join(ROOT, 'site.json'), 'utf8'), 'bench-editor-');
await addAccount(accountsFileFor(file), {
  email: EMAIL,
  name: 'Bench',
  password: await hashPassword(PASSWORD),
  added: new Date().toISOString(),
});
const editor = await startEditor({ file, port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const opens: Open[] = [];
try {
  for (let i = 0; i < OPENS; i++) opens.push(await openOnce(browser, editor.url));
} finally {
  await browser.close();
  await editor.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sections = median(opens.map((o) => o.sectionsMs));
const preview = median(opens.map((o) => o.previewMs));
const scripts = Math.max(...opens.map((o) => o.scripts));
console.log(
  [
    `Opened the editor ${OPENS} times, signed in, each from a cold browser cache:`,
    `  section list shown    median ${seconds(sections)}  (budget ${seconds(BUDGET_MS)}; ${opens.map((o) => seconds(o.sectionsMs)).join(', ')})`,
    `  preview's first draw  median ${seconds(preview)}  (budget ${seconds(BUDGET_MS)}; ${opens.map((o) => seconds(o.previewMs)).join(', ')})`,
    `  scripts fetched       ${scripts}  (budget ${BUDGET_SCRIPTS})`,
    // The machine's other work weighs on every figure: said with them.
    `Load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} on ${cpus().length} cores.`,
  ].join('\n'),
);
