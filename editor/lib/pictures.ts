import { walkStrings } from '../../src/content/check/walk';
import type { ImageInfo } from '../protocol/api-types';
import type { DataPath } from '../protocol/data-path';
import {
  placesShowingBlock,
  placesShowingCollection,
  showings,
  type ShowingSite,
} from './shown-on';

/** Where uploads are kept: only these can be removed from the editor. */
export const UPLOADS_PREFIX = '/uploads/';

/** A picture as the library shows it: the file, its words and where it is used. */
export interface LibraryPicture extends ImageInfo {
  /** The words written for it where it is used (the first that has any), else empty. */
  alt: string;
  /** The pages (by name) that show it. Empty: nothing uses it. */
  shownOn: string[];
  /** Used anywhere in the data, shown or not (a collection no section shows still uses it). */
  used: boolean;
  /** Uploaded through the editor: it can be removed while unused. */
  upload: boolean;
}

/** One use of a picture: the path of its `src` and the words beside it. */
export interface PictureUse {
  path: DataPath;
  alt: string;
  width?: number;
  height?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every picture the data uses, by address: each `src` (as the check's unused-upload warning
 * counts them), with the words and size written beside it.
 */
export function pictureUses(site: unknown): Map<string, PictureUse[]> {
  const uses = new Map<string, PictureUse[]>();
  walkStrings(site, [], (src, path, key) => {
    if (key !== 'src' || src === '') return;
    const image = path
      .slice(0, -1)
      .reduce<unknown>(
        (v, k) => (isRecord(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined),
        site,
      );
    const own = isRecord(image) ? image : {};
    const use: PictureUse = { path: [...path], alt: typeof own.alt === 'string' ? own.alt : '' };
    if (typeof own.width === 'number') use.width = own.width;
    if (typeof own.height === 'number') use.height = own.height;
    uses.set(src, [...(uses.get(src) ?? []), use]);
  });
  return uses;
}

/** The names of the places where a picture at `path` shows. */
export function placesOfUse(site: ShowingSite, path: DataPath): string[] {
  const [top, second, third] = path;
  if (top === 'blocks' && typeof second === 'string') return placesShowingBlock(site, second);
  if (top === 'collections' && typeof second === 'string')
    return placesShowingCollection(site, second);
  if (top === 'blog' && second === 'posts' && typeof third === 'number') {
    const post = (site as { blog?: { posts?: { title?: unknown }[] } }).blog?.posts?.[third];
    return [typeof post?.title === 'string' && post.title ? `Post “${post.title}”` : 'A post'];
  }
  // A page's settings (its sharing picture) belong to it as much as its sections do.
  const shown = showings(site).find((s) =>
    s.path.filter((part) => part !== 'sections').every((part, i) => path[i] === part),
  );
  return [shown ? shown.name : 'Every page'];
}

/**
 * The library: every picture file the site has, and any the data names that is not among them
 * (uploaded since the list was read), with words, size and where each shows.
 */
export function libraryOf(site: unknown, images: readonly ImageInfo[]): LibraryPicture[] {
  const uses = pictureUses(site);
  const files = new Map(images.map((image) => [image.src, image]));
  for (const [src, found] of uses) {
    const sized = found.find((u) => u.width && u.height);
    if (!files.has(src) && sized?.width && sized.height)
      files.set(src, { src, width: sized.width, height: sized.height });
  }
  return [...files.values()].map((image) => {
    const found = uses.get(image.src) ?? [];
    const shownOn = found.flatMap((use) => placesOfUse(site as ShowingSite, use.path));
    return {
      ...image,
      alt: found.find((use) => use.alt.trim())?.alt ?? '',
      shownOn: [...new Set(shownOn)],
      used: found.length > 0,
      upload: image.src.startsWith(UPLOADS_PREFIX),
    };
  });
}

/** The file's own name, without folders: told apart from a picture with the same words. */
export const fileName = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

/**
 * A picture's file name in words, for one its description cannot tell apart: without its
 * folder, its kind ("png") and the mark an upload's name gets: "old-banner-1a2b3c4d.png" →
 * "Old banner".
 */
export function pictureName(src: string): string {
  const words = fileName(src)
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/-[0-9a-f]{8}$/, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : 'A picture';
}

/** The pictures whose words or file name hold every word of `query`, in any case. */
export function searchLibrary(pictures: readonly LibraryPicture[], query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pictures.filter((p) => {
    const text = `${p.alt} ${fileName(p.src)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
