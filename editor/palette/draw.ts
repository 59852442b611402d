/**
 * npm run palette: draws the picture of each section type that the editor's palette shows. Every
 * type's example (fitted to this site) becomes a page of its own in a copy of site.json, the copy
 * is built as the site is, and Chromium photographs each at 1280 px; sharp shrinks the photo to
 * a small WebP beside this file, and manifest.json records what each was drawn from.
 * `--check` fails, without a browser, when a picture is missing or stale.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { ROOT, SITE_FILE } from '../../scripts/lib/site-file';
import { startServer } from '../../scripts/lib/static-server';
import { sectionTypes } from '../../src/sections/registry';
import { newSection, worksOnPages } from '../ui/palette/fit';
import type { RawSite } from '../ui/site-view';
import { currentHashes, MANIFEST_FILE, PALETTE_DIR, stalePictures } from './manifest';

const WIDTH = 1280;
const HEIGHT = 800;
const THUMB = { width: 240, height: 150 };

if (process.argv.includes('--check')) {
  const stale = stalePictures();
  if (stale.length > 0) {
    console.error(
      `Palette pictures are stale or missing for: ${stale.join(', ')}. Run npm run palette.`,
    );
    process.exit(1);
  }
  console.log(`All ${sectionTypes.length} palette pictures are up to date.`);
  process.exit(0);
}

interface Page {
  path: string;
  sections: unknown[];
  [key: string]: unknown;
}

/** site.json with one page per type that works on a page; the rest take the article template. */
function siteOfExamples(): { text: string; routes: Record<string, string> } {
  const site = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as RawSite & {
    pages: Page[];
    blog: { basePath?: string; template: unknown[]; posts: { slug: string }[] };
  };
  const model = site.pages.find((page) => page.path !== '/') ?? site.pages[0]!;
  const routes: Record<string, string> = {};
  for (const type of sectionTypes) {
    const made = newSection(type, site);
    if (!made) continue;
    if (worksOnPages(type)) {
      const path = `/palette-${type}`;
      site.pages.push({ ...structuredClone(model), path, sections: [made.section] });
      routes[type] = path;
    } else {
      site.blog.template = [made.section];
      routes[type] = `${site.blog.basePath ?? '/blog'}/${site.blog.posts[0]!.slug}`;
    }
  }
  return { text: JSON.stringify(site, null, 2), routes };
}

const work = mkdtempSync(join(tmpdir(), 'palette-'));
try {
  const { text, routes } = siteOfExamples();
  const siteFile = join(work, 'site.json');
  writeFileSync(siteFile, text);
  const outDir = join(work, 'dist');
  execFileSync('npx', ['tsx', join(ROOT, 'scripts/build.ts')], {
    cwd: ROOT,
    env: { ...process.env, SITE_FILE: siteFile, OUT_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startServer(outDir, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: WIDTH, height: HEIGHT },
      reducedMotion: 'reduce',
      // The site's CSP would refuse the style that hides its header and footer.
      bypassCSP: true,
    });
    await page.addInitScript(() => sessionStorage.setItem('promo-shown', '1'));
    for (const [type, route] of Object.entries(routes)) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      // The picture is of the section alone: the site's header and footer are the same in all.
      await page.addStyleTag({
        content: 'main ~ footer, header:has(~ main) { display: none !important; }',
      });
      const top = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top);
      const shot = await page.screenshot({
        clip: { x: 0, y: Math.max(0, top), width: WIDTH, height: HEIGHT },
      });
      await sharp(shot)
        .resize(THUMB.width, THUMB.height)
        .webp({ quality: 70 })
        .toFile(join(PALETTE_DIR, `${type}.webp`));
      console.log(`${type}: ${route}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(currentHashes(), null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
