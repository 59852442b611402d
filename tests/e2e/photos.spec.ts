import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startEditor, type RunningEditor } from '../../editor/server';
import { startServer } from '../../scripts/lib/static-server';
import { INGEST_MESSAGES } from '../../scripts/lib/images/ingest';
import { INGESTED_PHONE_PHOTO, phonePhoto, photoState } from '../fixtures/photos';
import type { Page } from '@playwright/test';
import { sectionTypeName } from '../../editor/lib/words';
import { expect, test, copySiteIntoRepo, openEditor, type EditedCopy } from './editor-harness';
import { tempDir } from '../fixtures/temp-dir';

interface Card {
  title: string;
  image: { src: string; alt: string; width: number; height: number; focus?: object };
}
interface RawSite {
  pages: { path: string; sections: { type: string; heading?: string; cards?: Card[] }[] }[];
}

/** What one photo may weigh on a phone and on a laptop (the AVIF or WebP the browser chose). */
const PHOTO_BUDGET_BYTES = 120 * 1024;

test.describe.configure({ mode: 'serial' });

let copy: EditedCopy;
let publicDir: string;
let editor: RunningEditor;

test.beforeAll(async () => {
  copy = copySiteIntoRepo();
  // The editor stores uploads in a copy of public/, so the repository's stays as it is.
  publicDir = join(copy.dir, 'public');
  cpSync('public', publicDir, { recursive: true });
  mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  editor = await startEditor({ file: copy.file, port: 0, publicDir });
});

test.afterAll(async () => {
  await editor?.close();
});

/** The editor at the home page's first picture card (a card grid's), its image field at hand. */
async function openFirstCardImage(page: Page) {
  const site = JSON.parse(copy.original) as RawSite;
  const index = site.pages[0]!.sections.findIndex((s) => s.cards?.[0]?.image);
  const section = site.pages[0]!.sections[index]!;
  await openEditor(page, editor.url);
  await page
    .getByRole('button', {
      exact: true,
      name: `${sectionTypeName(section.type)}: ${section.heading}`,
    })
    .click();
  const field = page.getByRole('group', { name: 'Picture', exact: true }).first();
  return { site, index, section, field };
}

test('a phone photo uploaded in the editor is shown upright, without GPS, at the right size on every screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { site, index, section, field } = await openFirstCardImage(page);
  await field.getByLabel('Upload image').setInputFiles({
    name: 'IMG_2041 Hospital go-live.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(),
  });
  await expect(field.getByRole('status')).toHaveText(
    /^Uploaded as \/uploads\/img-2041-hospital-go-live-[0-9a-f]{8}\.jpg\. Describe what it shows under “Text for screen readers”\.$/,
  );
  // The old alt text described the old picture: the new one starts without words.
  await expect(field.getByLabel('Text for screen readers')).toBeFocused();
  await expect(field.getByLabel('Text for screen readers')).toHaveValue('');
  await field.getByLabel('Text for screen readers').fill('Our team at a hospital go-live');
  const focal = field.getByRole('slider', { name: 'Focal point' });
  await focal.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(focal).toHaveAttribute('aria-valuetext', '55% from the left, 40% from the top');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.live')).toHaveText(/^Saved/);

  // The diff is the image's data only.
  const written = JSON.parse(readFileSync(copy.file, 'utf8')) as RawSite;
  const image = written.pages[0]!.sections[index]!.cards![0]!.image;
  expect(image).toMatchObject({
    alt: 'Our team at a hospital go-live',
    width: 1920,
    height: 2560,
    focus: { x: 55, y: 40 },
    color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  written.pages[0]!.sections[index]!.cards![0]!.image = section.cards![0]!.image;
  expect(written).toEqual(site);
  // …and a small one: the old image's lines out (its Hindi alt described the old picture), the
  // new image's lines in.
  const lines = (value: unknown) => JSON.stringify(value, null, 2).split('\n').length;
  const diff = copy.git('diff', '-U0', '--', 'site.json');
  expect(diff.split('\n').filter((line) => /^[+-] /.test(line)).length).toBeLessThanOrEqual(
    lines(section.cards![0]!.image) + lines(image),
  );

  // The stored file: upright (portrait), no metadata.
  expect(await photoState(join(publicDir, image.src))).toEqual(INGESTED_PHONE_PHOTO);

  const out = tempDir('photos-build-');
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_FILE: copy.file, OUT_DIR: out, PUBLIC_DIR: publicDir },
    stdio: 'pipe',
  });
  const server = await startServer(out, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const [width, height, dpr] of [
      [375, 812, 2],
      [768, 1024, 2],
      [1280, 800, 1],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: dpr,
      });
      await context.addInitScript(() => sessionStorage.setItem('promo-shown', '1'));
      const visitor = await context.newPage();
      const sizes = new Map<string, number>();
      visitor.on('response', async (response) => {
        if (response.url().includes('/_img/'))
          sizes.set(response.url(), (await response.body()).length);
      });
      await visitor.goto(`${origin}/`);
      await visitor.evaluate(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            if (entry.sources.some((s) => s.node instanceof HTMLImageElement))
              (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const photo = visitor.getByRole('img', { name: 'Our team at a hospital go-live' });
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const shown = await photo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        width: img.getBoundingClientRect().width,
        natural: [img.naturalWidth, img.naturalHeight],
      }));
      const at = `${width}×${height}@${dpr}`;
      expect(shown.src, at).toMatch(/\.(avif|webp)$/);
      const candidate = Number(/-(\d+)w\.\w+$/.exec(shown.src)?.[1]);
      expect(candidate / (shown.width * dpr), at).toBeGreaterThanOrEqual(1);
      expect(candidate / (shown.width * dpr), at).toBeLessThanOrEqual(1.5);
      expect(shown.natural[1]!, `${at}: upright`).toBeGreaterThan(shown.natural[0]!);
      await expect.poll(() => sizes.get(shown.src), at).toBeGreaterThan(0);
      expect(sizes.get(shown.src)!, at).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES);
      expect(await visitor.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(
        0,
      );
      await context.close();
    }
  } finally {
    server.close();
  }
});

test('a HEIC photo is refused with what to do and nothing written; a picture can be marked decorative', async ({
  page,
  watch,
}) => {
  // The refusal is the answer the test expects; the browser logs any 4xx.
  watch.allow(/status of 422/);
  copy.restore();
  const { index, section, field } = await openFirstCardImage(page);
  const uploads = readdirSync(join(publicDir, 'uploads'));

  await field.getByLabel('Upload image').setInputFiles({
    name: 'IMG_0001.HEIC',
    mimeType: 'image/heic',
    buffer: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]),
  });
  await expect(field.getByRole('status')).toHaveText(INGEST_MESSAGES.heic);
  expect(readdirSync(join(publicDir, 'uploads'))).toEqual(uploads);

  await field.getByLabel('Decorative only (nothing for screen readers to read)').check();
  await expect(field.getByLabel('Text for screen readers')).toBeDisabled();
  await expect(field.getByLabel('Text for screen readers')).toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.live')).toHaveText(/^Saved/);
  const written = JSON.parse(readFileSync(copy.file, 'utf8')) as RawSite;
  // A decorative picture has no words in any language: its Hindi alt goes with the English.
  const { hi: _, ...before } = section.cards![0]!.image as { hi?: unknown };
  expect(written.pages[0]!.sections[index]!.cards![0]!.image).toEqual({
    ...before,
    alt: '',
    decorative: true,
  });
});
