import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseVariantPath, variantPath } from '../../src/content/images/responsive';
import { writeVariants } from '../../scripts/lib/images/variants';
import { hasGpsTags, phonePhoto } from '../fixtures/photos';
import { tempDir } from '../fixtures/temp-dir';

describe('variant addresses', () => {
  it('name the picture, width and format, and never climb out of public/', () => {
    const path = variantPath('/uploads/team.jpg', 640, 'avif');
    expect(path).toBe('/_img/uploads/team.jpg-640w.avif');
    expect(parseVariantPath(path)).toEqual({
      src: '/uploads/team.jpg',
      width: 640,
      format: 'avif',
    });
    expect(parseVariantPath('/_img/../site.jpg-640w.avif')).toBeUndefined();
    expect(parseVariantPath('/_img/uploads/../../x.jpg-640w.avif')).toBeUndefined();
    expect(parseVariantPath('/_img/uploads/team.svg-640w.avif')).toBeUndefined();
  });
});

describe('writeVariants', () => {
  it('makes what the pages ask for, upright and without GPS, then takes it from the cache', async () => {
    const root = tempDir('variants-');
    const [publicDir, dist, cache] = ['public', 'dist', 'cache'].map((dir) => join(root, dir));
    mkdirSync(join(publicDir!, 'uploads'), { recursive: true });
    mkdirSync(dist!, { recursive: true });
    // Straight from a camera, put in public/ by hand: sideways with GPS tags.
    writeFileSync(join(publicDir!, 'uploads/phone.jpg'), await phonePhoto());
    const asked = ['avif', 'webp', 'jpg'].map((format) =>
      variantPath('/uploads/phone.jpg', 300, format as 'avif'),
    );
    writeFileSync(join(dist!, 'index.html'), `<img srcset="${asked.join(' 300w, ')} 300w">`);

    const first = await writeVariants(publicDir!, dist!, cache!);
    expect([first.made, first.cached]).toEqual([3, 0]);
    for (const path of asked) {
      const file = join(dist!, path);
      const { width, height, orientation } = await sharp(file).metadata();
      expect([width, height, orientation]).toEqual([300, 400, undefined]);
      expect(await hasGpsTags(file)).toBe(false);
    }
    const again = await writeVariants(publicDir!, dist!, cache!);
    expect([again.made, again.cached]).toEqual([0, 3]);
  });
});
