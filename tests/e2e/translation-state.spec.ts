import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/static-server';
import { siteText } from '../fixtures/site';
import { expect, hydrated, test } from './fixtures';

// An editor's day in a copy of the site: an English heading is reworded (its Hindi is now
// stale) and an English-only page is added. The check says what went stale; the build serves the
// new page at its Hindi address in English, under the Hindi notice, and out of search results.
// One copy, checked once and built once, serves every step.
test.describe.configure({ mode: 'serial' });

/** site.json as written, only as far as this test reads and changes it. */
interface SiteData {
  url: string;
  pages: { path: string; seo?: unknown; sections: Record<string, unknown>[] }[];
  layout: { words: { hi: Record<string, { text: string }> } };
}
const site = JSON.parse(siteText()) as SiteData;
const aboutIndex = site.pages.findIndex((p) => p.path === '/about');
const hero = site.pages[aboutIndex]!.sections[0] as {
  heading: string;
  hi: { heading: { text: string; from: string } };
};
const before = hero.heading;
const after = `${before} at Arogya Infotech`;
const hindiHeading = hero.hi.heading.text;
const notice = site.layout.words.hi.notTranslated!.text;
const fresh = {
  path: '/telehealth',
  heading: 'Telehealth for Small Clinics',
};

let folder: string;
let file: string;
let validateOutput: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'translation-state-'));
  file = join(folder, 'site.json');
  hero.heading = after;
  site.pages.push({
    path: fresh.path,
    seo: {
      title: 'Telehealth | Arogya Infotech',
      description: 'Video consultations for small clinics in Gorakhpur, set up and supported.',
    },
    sections: [
      {
        type: 'hero',
        size: 'banner',
        heading: fresh.heading,
        text: 'Video consultations for small clinics, set up and supported.',
      },
    ],
  });
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);

  validateOutput = execFileSync('npm', ['run', '-s', 'validate', '--', '--file', file], {
    encoding: 'utf8',
  });
  const out = join(folder, 'dist');
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_FILE: file, OUT_DIR: out },
    stdio: 'pipe',
  });
  server = await startServer(out, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  rmSync(folder, { recursive: true, force: true });
});

/**
 * `file:line:col` of the about page's Hindi heading, found in the written file independently of
 * the check (the same Hindi and English may be written elsewhere too, e.g. in the header).
 */
function hindiHeadingAt(text: string, name: string): string {
  const pair = new RegExp(
    `"text": ${JSON.stringify(hindiHeading)},\\s*"from": ${JSON.stringify(before)}`,
    'g',
  );
  pair.lastIndex = text.indexOf('"path": "/about"');
  const match = pair.exec(text)!;
  const lines = text.slice(0, match.index).split('\n');
  return `${name}:${lines.length}:${lines.at(-1)!.length + 1}`;
}

test('validate reports the reworded heading’s Hindi as stale, at the Hindi, quoting both English texts', () => {
  const name = validateOutput.match(/^(\S+):\d+:\d+ /m)![1]!;
  expect(name.endsWith('site.json')).toBe(true);
  expect(validateOutput.split('\n')).toContain(
    `${hindiHeadingAt(readFileSync(file, 'utf8'), name)}  warning  pages[${aboutIndex}].sections[0].hi.heading.text  stale Hindi: translated from "${before}", and the English is now "${after}"; update the Hindi (editing the file, also copy the new English into "from"; the editor does that itself)`,
  );
});

test('an English-only page is served at /hi/ in English under the Hindi notice, noindex, unpaired', async ({
  page,
  request,
}) => {
  const response = await page.goto(`${origin}/hi${fresh.path}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('lang', 'en');
  const shown = main.getByText(notice);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('lang', 'hi');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(fresh.heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[hreflang]')).toHaveCount(0);

  // Its English page names no Hindi version either, and the sitemap pairs it with nothing.
  const english = await (await request.get(`${origin}${fresh.path}`)).text();
  expect(english).not.toContain('hreflang');
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  const url = site.url;
  expect(sitemap).toContain(`<url><loc>${url}${fresh.path}</loc></url>`);
  expect(sitemap).not.toContain(`${url}/hi${fresh.path}`);
});
