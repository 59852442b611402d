/*
 * What the site knows of a picture file: which names are pictures, which of them are photos it
 * makes candidates of, and the size a browser shows one at. The editor's picker, the check and
 * the build all ask here, so they cannot disagree about a file. Pure: the callers read the files.
 */

/** Photos: the build makes each in AVIF and WebP at the widths of its place. */
export const RASTER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** Every file a picture may be: the photos, and drawings and animations shown as they are. */
const PICTURE_EXTENSIONS = [...RASTER_EXTENSIONS, 'svg', 'gif'] as const;

const RASTER = new RegExp(`\\.(?:${RASTER_EXTENSIONS.join('|')})$`, 'i');
const PICTURE = new RegExp(`\\.(?:${PICTURE_EXTENSIONS.join('|')})$`, 'i');

/** Whether a file is a picture by its name: svg, png, jpg/jpeg, webp, avif or gif. */
export function isPicture(path: string): boolean {
  return PICTURE.test(path);
}

/** Whether a picture is a photo (jpg/jpeg, png, webp or avif), given candidates in other formats. */
export function isRaster(src: string): boolean {
  return RASTER.test(src);
}

/**
 * The size a picture is shown at, from the width, height and EXIF orientation its file's header
 * gives: orientations 5 to 8 turn it a quarter, so a camera's 4000×3000 photo shows 3000×4000.
 */
export function shownSize({
  width,
  height,
  orientation = 1,
}: {
  width: number;
  height: number;
  orientation?: number;
}): { width: number; height: number } {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}
