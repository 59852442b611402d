import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { MAX_EDGE } from '../../../src/content/images/slots';

export { MAX_EDGE };

/** The formats a browser shows and the site accepts from an editor. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/**
 * Above this a file is refused before it is decoded: a 108-megapixel phone photo passes, a
 * small file that claims a huge canvas (a decompression bomb) does not.
 */
export const MAX_INPUT_PIXELS = 120_000_000;

export const EXTENSION: Record<AcceptedFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

export type IngestResult =
  | { ok: true; data: Buffer; format: AcceptedFormat; width: number; height: number }
  | { ok: false; message: string };

export const INGEST_MESSAGES = {
  empty:
    'The file is empty (0 bytes). Export the picture again from the phone or camera and upload that file.',
  heic: 'HEIC photos (the iPhone’s default) cannot be shown on the web. Export the photo as JPEG (on an iPhone: Share → Options → Most Compatible, or Settings → Camera → Formats → Most Compatible) and upload that.',
  notImage:
    'This file is not a JPEG, PNG, WebP or AVIF image, whatever its name says. Export the picture as JPEG or PNG and upload that.',
  broken:
    'The image is incomplete or damaged (perhaps an interrupted copy or download). Copy or export it again and upload the new file.',
  tooLarge: (width: number, height: number) =>
    `The image claims ${width}×${height} pixels, more than the ${MAX_INPUT_PIXELS / 1_000_000} million this site accepts. Scale it down to at most ${MAX_EDGE} px on its longer side and upload it again.`,
  unsupported: (format: string) =>
    `${format.toUpperCase()} images are not accepted. Export the picture as JPEG or PNG and upload that.`,
};

function isAccepted(format: string): format is AcceptedFormat {
  return (ACCEPTED_FORMATS as readonly string[]).includes(format);
}

/**
 * An HEIC file names its HEVC brands in its first box; the prebuilt decoder cannot read it, so it
 * is recognised here to give the editor the one message that helps (AVIF shares the container).
 */
function isHeic(input: Buffer): boolean {
  if (input.toString('latin1', 4, 8) !== 'ftyp') return false;
  const brands = input.toString('latin1', 8, Math.min(input.length, 8 + input.readUInt32BE(0)));
  return /hei[cxms]|hev[cxms]/.test(brands) && !/avi[fs]/.test(brands);
}

/** The header only: format and stored size, without decoding the pixels. */
async function readHeader(input: Buffer) {
  try {
    // Reading the header decodes no pixels, so the size can be read and refused in words below.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/** How each format is written: good enough to look unchanged, small enough to keep in git. */
export function encoderFor(format: AcceptedFormat, pipeline: Sharp): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: false });
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 3 });
  }
}

/**
 * The one way a photo enters the site: turned upright (its EXIF orientation applied), every
 * metadata tag dropped (GPS position, camera, owner: the privacy of whoever took it), converted
 * to sRGB, and scaled down so its longer side is at most `maxEdge`. Anything a browser could not
 * show, or that would exhaust memory, is refused with a message saying what to do instead.
 */
export async function ingestImage(
  input: Buffer,
  { maxEdge = MAX_EDGE }: { maxEdge?: number } = {},
): Promise<IngestResult> {
  if (input.length === 0) return { ok: false, message: INGEST_MESSAGES.empty };
  if (isHeic(input)) return { ok: false, message: INGEST_MESSAGES.heic };
  const header = await readHeader(input);
  if (!header) return { ok: false, message: INGEST_MESSAGES.notImage };
  if (header.format === 'heif' && header.compression !== 'av1')
    return { ok: false, message: INGEST_MESSAGES.heic };
  // sharp reports an AVIF file as "heif" compressed with AV1.
  const format = header.format === 'heif' ? 'avif' : header.format;
  if (!isAccepted(format)) return { ok: false, message: INGEST_MESSAGES.unsupported(format) };
  if (header.width * header.height > MAX_INPUT_PIXELS)
    return { ok: false, message: INGEST_MESSAGES.tooLarge(header.width, header.height) };
  const edge = Math.min(maxEdge, MAX_EDGE);
  try {
    const pipeline = sharp(input, {
      autoOrient: true,
      failOn: 'truncated',
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    // Without keepExif/withMetadata sharp writes no metadata at all.
    const { data, info } = await encoderFor(format, pipeline).toBuffer({ resolveWithObject: true });
    return { ok: true, data, format, width: info.width, height: info.height };
  } catch {
    return { ok: false, message: INGEST_MESSAGES.broken };
  }
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The colour a photo's place shows until it arrives: its dominant colour, as `#rrggbb`. */
export async function placeholderColour(data: Buffer): Promise<string> {
  const { dominant } = await sharp(data).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

/**
 * A readable, unique file name for an upload: the original name in lowercase words, then the
 * first characters of its content hash (the same photo uploaded twice is the same file).
 */
export function uploadName(originalName: string, data: Buffer, format: AcceptedFormat): string {
  const stem =
    originalName
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'photo';
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  return `${stem}-${hash}.${EXTENSION[format]}`;
}
