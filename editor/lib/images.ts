import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface ImageInfo {
  src: string /* "/images/x.svg" */;
  width: number;
  height: number;
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

function svgSize(text: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)`).exec(tag)?.[1] ?? 0);
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return {
    width: Math.round(attr('width') || Number(box?.[1] ?? 0)),
    height: Math.round(attr('height') || Number(box?.[2] ?? 0)),
  };
}

/** Branch-local stand-in with the shared signature: SVG and PNG sizes read from the file header. */
function rasterSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.subarray(0, 3).toString('latin1') === 'GIF')
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  return { width: 0, height: 0 };
}

/** Every image under public/ (svg, png, jpg/jpeg, webp, avif, gif) with its intrinsic size. */
export async function listImages(publicDir: string): Promise<ImageInfo[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && IMAGE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const size = /\.svg$/i.test(file) ? svgSize(bytes.toString('utf8')) : rasterSize(bytes);
      return { src: '/' + relative(publicDir, file).split(sep).join('/'), ...size };
    }),
  );
}
