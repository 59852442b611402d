/**
 * npm run bench:editor
 * Opening the editor, as a person of a team does: the real site, an account, signed in, a cold
 * browser cache. Starts the editor on a temporary git copy of site.json with one account, then
 * opens it 5 times, each in a fresh Chromium context (its own empty cache), and prints the
 * median time from asking for the page until the section list shows and until the preview has
 * drawn its page, and how many scripts the page and its preview fetched, beside the budgets.
 * A figure to read with the machine's load (printed with it), not a timed test.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { ROOT } from '../../scripts/lib/site-file';
import { hashPassword } from '../accounts/password';
import { accountsFileFor, addAccount } from '../accounts/store';
import { startEditor } from '../server';
import { median } from './time-keys';

const OPENS = 5;
const BUDGET_MS = 2000;
const BUDGET_SCRIPTS = 15;
const EMAIL = 'bench@example.org';
const PASSWORD = 'a bench password, long enough';

interface Open {
  sectionsMs: number;
  previewMs: number;
  scripts: number;
}

/** A temporary git repository with a copy of the real site.json (the editor reads git history). */
function siteCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  copyFileSync(join(ROOT, 'site.json'), join(dir, 'site.json'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: dir,
    });
  git('init', '-q');
  git('add', 'site.json');
  git('commit', '-qm', 'copy');
  return join(dir, 'site.json');
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
    const page = await context.newPage();
    let scripts = 0;
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts++));
    const start = performance.now();
    await page.goto(url);
    await page.getByRole('list', { name: 'Sections' }).waitFor();
    const sectionsMs = performance.now() - start;
    await page
      .frameLocator('iframe[title^="Preview"]')
      .locator('main')
      .waitFor({ state: 'attached' });
    return { sectionsMs, previewMs: performance.now() - start, scripts };
  } finally {
    await context.close();
  }
}

const file = siteCopy();
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
