import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/static-server';
import { INGESTED_PHONE_PHOTO, phonePhoto, photoState } from '../fixtures/photos';
import { expect, hydrated, pointAt, test } from './fixtures';

interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  color?: string;
}
interface RawSite {
  pages: { path: string; sections: { type: string; images?: GalleryImage[] }[] }[];
}

const SRC = '/media/go-live-camera.jpg';

let out: string;
let camera: Buffer;
let server: Server;
let origin: string;
let shown: { path: string; image: GalleryImage };

/**
 * A copy of the site whose gallery's first picture is a camera's file copied into public/ by
 * hand (4000×3000 stored sideways, EXIF orientation 6, GPS tags), built as the build does it.
 */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'photos-by-hand-'));
  const publicDir = join(dir, 'public');
  cpSync('public', publicDir, { recursive: true });
  camera = await phonePhoto();
  writeFileSync(join(publicDir, SRC), camera);
  const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;
  const page = site.pages.find((p) => p.sections.some((s) => s.type === 'gallery'))!;
  const gallery = page.sections.find((s) => s.type === 'gallery')!;
  // Upright it is portrait, and that is the size its author writes.
  const image = { ...gallery.images![0]!, src: SRC, width: 3000, height: 4000 };
  gallery.images![0] = image;
  shown = { path: page.path, image };
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site, null, 2));
  out = join(dir, 'dist');
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_FILE: join(dir, 'site.json'), OUT_DIR: out, PUBLIC_DIR: publicDir },
    stdio: 'pipe',
  });
  server = await startServer(out, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
});

test('a camera photo put in public/ by hand is published upright, without GPS, and never as it was', async () => {
  expect(await photoState(join(out, SRC))).toEqual(INGESTED_PHONE_PHOTO);
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      expect(readFileSync(join(entry.parentPath, entry.name)).equals(camera), entry.name).toBe(
        false,
      );
});

/** The full-screen stage: the window less the page's gutters and 4rem + 1rem of height. */
const stage = (width: number, height: number) => ({
  width: width - 2 * Math.min(32, Math.max(16, width * 0.04)),
  height: height - 80,
});

for (const [width, height, dpr] of [
  [375, 812, 2],
  [768, 1024, 2],
  [1280, 800, 1],
] as const)
  test.describe(`at ${width}×${height} (${dpr}×)`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: dpr });

    test('the gallery shows its placeholder colour, and opens it full-screen at the size the view needs', async ({
      page,
    }) => {
      await page.goto(`${origin}${shown.path}`);
      // Until the gallery is hydrated (once pointed at) the thumbnail is a plain link to the file;
      // the app opens it here.
      await hydrated(page);
      const thumb = page.getByRole('link', { name: shown.image.alt, exact: true });
      await pointAt(thumb);
      await expect(thumb).toHaveAttribute('aria-haspopup', 'dialog');
      // The placeholder an upload gets: the photo's dominant colour (the fixture is mostly #c82828).
      await expect(thumb.getByRole('img')).toHaveCSS('background-color', 'rgb(200, 40, 40)');
      await thumb.click();
      const photo = page
        .getByRole('dialog', { name: shown.image.alt })
        .getByRole('img', { name: shown.image.alt });
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const zoomed = await photo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        // The layout size: the opening animation scales the picture, not its box.
        width: img.offsetWidth,
        height: img.offsetHeight,
        natural: [img.naturalWidth, img.naturalHeight],
      }));
      expect(zoomed.src).toMatch(/\/_img\/media\/go-live-camera\.jpg-\d+w\.(avif|webp)$/);
      // As large as the stage allows, wide or tall, keeping its shape (3 : 4).
      const room = stage(width, height);
      const fit = Math.min(room.width, 1200, (room.height * 3) / 4);
      expect(zoomed.width).toBeCloseTo(fit, 0);
      expect(zoomed.height).toBeCloseTo((fit * 4) / 3, 0);
      const candidate = Number(/-(\d+)w\.\w+$/.exec(zoomed.src)?.[1]);
      expect(candidate / (zoomed.width * dpr)).toBeGreaterThanOrEqual(1);
      expect(candidate / (zoomed.width * dpr)).toBeLessThanOrEqual(1.5);
      expect(zoomed.natural[1]!, 'upright').toBeGreaterThan(zoomed.natural[0]!);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(thumb).toBeFocused();
    });
  });
