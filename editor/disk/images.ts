import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { imageSizeFromFile } from 'image-size/fromFile';
import { isPicture, shownSize } from '../../src/content/images/files';
import type { ImageInfo } from '../protocol/api-types';

/** Every image under public/ (svg, png, jpg/jpeg, webp, avif, gif) with its intrinsic size.
 *  Sorted by address; hidden files and folders are left out, and so is a file whose size
 *  cannot be read (an SVG with neither width/height nor viewBox, a broken file), since the
 *  site needs both numbers for every image it shows. */
export async function listImages(publicDir: string): Promise<ImageInfo[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isPicture(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(publicDir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
  const images = await Promise.all(
    files.map(async (file): Promise<ImageInfo | undefined> => {
      const size = await imageSizeFromFile(file).catch(() => undefined);
      if (!size?.width || !size.height) return undefined;
      // A photo stored sideways with an EXIF turn of 90° is shown upright.
      return { src: `/${relative(publicDir, file).split(sep).join('/')}`, ...shownSize(size) };
    }),
  );
  return images
    .filter((image): image is ImageInfo => image !== undefined)
    .sort((a, b) => (a.src < b.src ? -1 : a.src > b.src ? 1 : 0));
}
