import type { Image } from '../../schema/primitives';
import { isRaster, RASTER_EXTENSIONS } from './files';
import { ladderOf, sizesOf, type Slot } from './slots';

/** What `<Img>` needs to offer a photo in modern formats at the widths its place uses. */
export interface Responsive {
  /** Most preferred first: AVIF, then WebP. */
  sources: { type: string; srcset: string }[];
  /** The original format, for browsers that take neither. */
  srcset: string;
  sizes: string;
}

/**
 * A picture as a component receives it: the image of site.json, plus — for a photo in a place
 * whose width the section type knows — its candidates, added at resolve time so the visitors'
 * bundles compute nothing about images.
 */
export type ShownImage = Image & {
  responsive?: Responsive;
  /** Its candidates where it opens full-screen, for a section whose pictures open so. */
  zoomed?: Responsive;
};

const MODERN = ['avif', 'webp'] as const;
export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

/** The built file of one width and format of a picture: `/_img/media/team.jpg-640w.avif`. */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return `/_img${src}-${width}w.${format}`;
}

// No segment of the picture's path may start with a dot, so an address cannot climb out of public/.
const VARIANT = new RegExp(
  `^/_img((?:/[\\w-][\\w.-]*)+\\.(?:${RASTER_EXTENSIONS.join('|')}))-(\\d+)w\\.(avif|webp|jpg|png)$`,
  'i',
);

/** The picture, width and format a variant's address asks for (the build makes what pages ask). */
export function parseVariantPath(
  path: string,
): { src: string; width: number; format: VariantFormat } | undefined {
  const match = VARIANT.exec(path);
  if (!match) return undefined;
  const [, src = '', width, format] = match;
  return { src, width: Number(width), format: format as VariantFormat };
}

/** The fallback format: the source's own, except that AVIF falls back to WebP. */
function originalFormat(src: string): VariantFormat {
  const ext = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'jpeg' || ext === 'jpg') return 'jpg';
  return ext === 'png' ? 'png' : 'webp';
}

/** The candidates of a photo shown in these places (the first is where this copy sits). */
export function responsiveFor(image: Image, slots: readonly [Slot, ...Slot[]]): Responsive {
  const widths = ladderOf(slots, image.width);
  const srcset = (format: VariantFormat) =>
    widths.map((width) => `${variantPath(image.src, width, format)} ${width}w`).join(', ');
  const fallback = originalFormat(image.src);
  return {
    sources: MODERN.filter((format) => format !== fallback).map((format) => ({
      type: `image/${format}`,
      srcset: srcset(format),
    })),
    srcset: srcset(fallback),
    sizes: sizesOf(slots[0], image.width / image.height),
  };
}

function isImage(value: unknown): value is Image {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Partial<Image>;
  return typeof image.src === 'string' && typeof image.alt === 'string' && !!image.width;
}

type Slots = Partial<Record<string, Slot>>;

/** A photo's candidates in its place and, if it opens full-screen, there (one ladder for both). */
function candidatesOf(image: Image, slot: Slot | undefined, zoom: Slot | undefined) {
  if (!slot || !isRaster(image.src)) return image;
  if (!zoom) return { ...image, responsive: responsiveFor(image, [slot]) };
  return {
    ...image,
    responsive: responsiveFor(image, [slot, zoom]),
    zoomed: responsiveFor(image, [zoom, slot]),
  };
}

/**
 * The props with every photo that sits in a known slot given its candidates. `slots` and
 * `zoomSlots` are keyed by the name of the field holding the picture (or the list of pictures).
 */
export function withResponsiveImages<P>(props: P, slots: Slots, zoomSlots: Slots = {}): P {
  const visit = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, key));
    if (isImage(value)) return candidatesOf(value, slots[key], zoomSlots[key]);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([field, inner]) => [field, visit(inner, field)]),
    );
  };
  return visit(props, '') as P;
}
