import { statSync } from 'node:fs';
import { join } from 'node:path';

/** The width a `sizes` value gives in a window this wide, as a browser evaluates ours. */
export function sizesAt(sizes: string, viewport: number): number {
  for (const part of sizes.split(/,\s*(?![^()]*\))/)) {
    const media = /^\(min-width: (\d+)px\) (.+)$/.exec(part);
    if (media && viewport < Number(media[1])) continue;
    const value = media ? media[2]! : part;
    const calc = /^(?:calc\()?(-?[\d.]+)vw(?: ([+-]) (\d+)px\))?$/.exec(value);
    if (calc) {
      const px = calc[3] ? Number(calc[3]) * (calc[2] === '-' ? -1 : 1) : 0;
      return (Number(calc[1]) * viewport) / 100 + px;
    }
    return Number(value.replace('px', ''));
  }
  throw new Error(`no size in "${sizes}"`);
}

/** The candidate a browser takes: the narrowest at least as wide as needed, else the widest. */
export function chosenCandidate(srcset: string, needed: number): string {
  const candidates = srcset
    .split(/,\s*/)
    .map((entry) => {
      const [url = '', width = '0w'] = entry.trim().split(/\s+/);
      return { url, width: Number.parseInt(width, 10) };
    })
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= needed) ?? candidates.at(-1)!).url;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/**
 * The bytes of the pictures a page shows in a window of this width and pixel ratio, all of them
 * (as if scrolled through): a photo's AVIF candidate as the browser picks it, any other picture
 * as its one file. Images are sent as they are, so these are the bytes on the wire.
 */
export function imageBytes(dist: string, html: string, viewport: number, dpr: number): number {
  let bytes = 0;
  const size = (path: string) => statSync(join(dist, decodeURI(path))).size;
  for (const [picture] of html.matchAll(/<picture>[\s\S]*?<\/picture>/g)) {
    const source = /<source[^>]*type="image\/avif"[^>]*>/.exec(picture)?.[0] ?? '';
    const srcset = attribute(source, 'srcSet') ?? '';
    const sizes = attribute(source, 'sizes') ?? '100vw';
    bytes += size(chosenCandidate(srcset, sizesAt(sizes, viewport) * dpr));
  }
  const outside = html.replace(/<picture>[\s\S]*?<\/picture>/g, '');
  const files = new Set(
    [...outside.matchAll(/<img\b[^>]*>/g)].map(([tag]) => attribute(tag, 'src') ?? ''),
  );
  for (const src of files) if (src.startsWith('/')) bytes += size(src);
  return bytes;
}
