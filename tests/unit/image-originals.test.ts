import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishOriginals, withPlaceholders } from '../../scripts/lib/images/originals';
import { hasGpsTags, phonePhoto } from '../fixtures/photos';
import { tempDir } from '../fixtures/temp-dir';

/** Every file of a folder, by its path inside it. */
function filesIn(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      files.set(
        join(entry.parentPath, entry.name).slice(dir.length),
        readFileSync(join(entry.parentPath, entry.name)),
      );
  return files;
}

describe('a photo put in public/ by hand, straight from a camera', () => {
  let root: string;
  let publicDir: string;
  let dist: string;
  let camera: Buffer;
  let icon: Buffer;

  beforeAll(async () => {
    root = tempDir('originals-');
    publicDir = join(root, 'public');
    dist = join(root, 'dist');
    mkdirSync(join(publicDir, 'media'), { recursive: true });
    camera = await phonePhoto();
    writeFileSync(join(publicDir, 'media', 'go-live.jpg'), camera);
    icon = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d6fa5' } })
      .png()
      .toBuffer();
    writeFileSync(join(publicDir, 'icon.png'), icon);
    writeFileSync(join(publicDir, 'notes.txt'), 'not a picture');
    // What Vite does with public/: a copy, byte for byte.
    cpSync(publicDir, dist, { recursive: true });
    await publishOriginals(publicDir, dist, join(root, 'cache'));
  }, 60_000);

  it('is published upright, scaled to 2560 px, with no EXIF or GPS tags left', async () => {
    const published = readFileSync(join(dist, 'media', 'go-live.jpg'));
    const meta = await sharp(published).metadata();
    // Stored 4000×3000 with orientation 6: upright it is portrait.
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual([
      'jpeg',
      1920,
      2560,
      undefined,
    ]);
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(await hasGpsTags(published)).toBe(false);
    expect(meta.space).toBe('srgb');
    // The blue band stored on the left is at the top once upright.
    const { data } = await sharp(published)
      .extract({ left: 960, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[2]! > 200, data[0]! < 60]).toEqual([true, true]);
  });

  it('leaves nothing in the build that is the camera’s original bytes', () => {
    for (const [path, bytes] of filesIn(dist)) expect(bytes.equals(camera), path).toBe(false);
  });

  it('keeps a picture that is already clean as it is, and files that are no pictures', () => {
    expect(readFileSync(join(dist, 'icon.png')).equals(icon)).toBe(true);
    expect(readFileSync(join(dist, 'notes.txt'), 'utf8')).toBe('not a picture');
  });

  it('encodes nothing again on a rebuild: the cache holds it by content hash', async () => {
    cpSync(publicDir, dist, { recursive: true });
    expect(await publishOriginals(publicDir, dist, join(root, 'cache'))).toEqual({
      made: 0,
      refused: [],
    });
    expect((await sharp(join(dist, 'media', 'go-live.jpg')).metadata()).width).toBe(1920);
  });

  it('leaves out of the build a file named as a picture that is none, saying why', async () => {
    writeFileSync(join(publicDir, 'broken.jpg'), 'a PDF, renamed');
    cpSync(publicDir, dist, { recursive: true });
    const report = await publishOriginals(publicDir, dist, join(root, 'cache'));
    expect(report.refused).toEqual([
      'public/broken.jpg: This file is not a JPEG, PNG, WebP or AVIF image, whatever its name says. Export the picture as JPEG or PNG and upload that. It was left out of the build.',
    ]);
    expect(filesIn(dist).has('/broken.jpg')).toBe(false);
  });

  it('gets the placeholder colour an upload gets, computed from its file; a written one stays', async () => {
    const site = {
      pages: [
        {
          image: { src: '/media/go-live.jpg', alt: 'Go-live', width: 1920, height: 2560 },
          logo: { src: '/icon.png', alt: '', width: 64, height: 64, color: '#000000' },
          drawing: { src: '/images/a.svg', alt: '', width: 10, height: 10 },
        },
      ],
    };
    const shown = await withPlaceholders(site, publicDir, join(root, 'cache'));
    // Mostly red, with a blue band: its dominant colour is the red.
    expect(shown.pages[0]!.image).toEqual({ ...site.pages[0]!.image, color: '#c82828' });
    expect(shown.pages[0]!.logo.color).toBe('#000000');
    expect(shown.pages[0]!.drawing).toEqual(site.pages[0]!.drawing);
  });
});
