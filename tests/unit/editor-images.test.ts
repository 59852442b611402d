import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listImages } from '../../editor/disk/images';
import { shapeOf, unwrap } from '../../editor/ui/fields/schema-walk';
import { HeaderSchema } from '../../src/schema/layout';
import { CardSchema } from '../../src/sections/CardGrid/schema';
import { CtaSchema } from '../../src/sections/Cta/schema';
import { HeroSchema } from '../../src/sections/Hero/schema';

const ROOT = join(import.meta.dirname, '../..');

/** A JPEG header holding only an EXIF orientation and the frame size, as cameras write them. */
function jpeg(width: number, height: number, orientation: number): Buffer {
  const tiff = [
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), Buffer.from(tiff)]);
  const app1 = Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]);
  const frame = [
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app1,
    exif,
    Buffer.from(frame),
    Buffer.from([0xff, 0xd9]),
  ]);
}

describe('listImages on the real public/ folder', () => {
  it('gives every image site.json shows the width and height site.json gives it', async () => {
    const images = new Map((await listImages(join(ROOT, 'public'))).map((i) => [i.src, i]));
    const shown: { src: string; width: number; height: number }[] = [];
    (function walk(value: unknown) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const v = value as Record<string, unknown>;
        if (
          typeof v.src === 'string' &&
          typeof v.width === 'number' &&
          typeof v.height === 'number'
        )
          shown.push({ src: v.src, width: v.width, height: v.height });
        Object.values(v).forEach(walk);
      }
    })(JSON.parse(readFileSync(join(ROOT, 'site.json'), 'utf8')));
    expect(shown.length).toBeGreaterThan(0);
    for (const image of shown) expect(images.get(image.src)).toEqual(image);
  });
});

describe('the image fields of the editor', () => {
  it('offers the picker for logos, card icons, call-to-action backgrounds and hero posters', () => {
    const video = HeroSchema.shape.background.unwrap().options[0];
    for (const field of [
      HeaderSchema.shape.logo,
      CardSchema.shape.icon,
      CtaSchema.shape.background,
      video.shape.poster,
    ])
      expect(shapeOf(unwrap(field).inner)).toEqual({ kind: 'image' });
  });
});

describe('listImages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'editor-images-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lists svg, png, jpg, webp and gif files in every folder, by address, with their sizes', async () => {
    await mkdir(join(dir, 'images/team'), { recursive: true });
    await mkdir(join(dir, 'media'));
    await writeFile(
      join(dir, 'icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>',
    );
    await writeFile(
      join(dir, 'images/team/wide.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"/>',
    );
    await writeFile(
      join(dir, 'images/anim.GIF'),
      Buffer.from('GIF89a\x10\x00\x08\x00\x00\x00\x00;', 'binary'),
    );
    await copyFile(join(ROOT, 'public/og-image.png'), join(dir, 'images/share.png'));
    await copyFile(join(ROOT, 'public/media/hero-poster.webp'), join(dir, 'media/poster.webp'));
    await writeFile(join(dir, 'media/hero.mp4'), 'not an image');
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
    expect(await listImages(dir)).toEqual([
      { src: '/icon.svg', width: 24, height: 24 },
      { src: '/images/anim.GIF', width: 16, height: 8 },
      { src: '/images/share.png', width: 1200, height: 630 },
      { src: '/images/team/wide.svg', width: 640, height: 400 },
      { src: '/media/poster.webp', width: 1280, height: 720 },
    ]);
  });

  it('gives a photo turned by its EXIF orientation the size it is shown at', async () => {
    await writeFile(join(dir, 'upright.jpg'), jpeg(400, 300, 1));
    await writeFile(join(dir, 'sideways.jpeg'), jpeg(400, 300, 6));
    expect(await listImages(dir)).toEqual([
      { src: '/sideways.jpeg', width: 300, height: 400 },
      { src: '/upright.jpg', width: 400, height: 300 },
    ]);
  });

  it('leaves out hidden files and images whose size cannot be read', async () => {
    await mkdir(join(dir, '.cache'));
    await writeFile(
      join(dir, '.cache/x.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    );
    await writeFile(join(dir, 'no-size.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'broken.png'), 'not a png');
    await writeFile(
      join(dir, 'ok.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"/>',
    );
    expect(await listImages(dir)).toEqual([{ src: '/ok.svg', width: 10, height: 5 }]);
  });
});
