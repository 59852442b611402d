import type { ImageInfo } from '../../protocol/api-types';
import { referencesTo, type Reference } from '../../lib/references';
import { getIn, updateList } from '../../protocol/data-path';
import type { Place } from '../place';
import { listTargets, targetKey, type RawSite } from '../site-view';
import { pageName } from '../../merge/describe';
import type { SiteChange } from './change';

// The changes that add or remove a page or a post, and move the editor to what is left.

export interface NewPage {
  path: string;
  title: string;
  description: string;
}

export interface NewPost {
  title: string;
  slug: string;
  date: string;
  author: string;
  excerpt: string;
  description: string;
  image: ImageInfo & { alt: string };
  paragraph: string;
}

const siteOf = (data: unknown) => (data ?? {}) as RawSite;

/** Adds a page at the end, opening with a banner hero of its title, and shows that hero. */
export function addPage(data: unknown, { path, title, description }: NewPage): SiteChange {
  const pages = (siteOf(data).pages ?? []) as unknown[];
  const page = {
    path,
    seo: { title, description },
    sections: [{ type: 'hero', size: 'banner', heading: title }],
  };
  return {
    data: updateList(data, ['pages'], (list) => [...list, page]),
    place: { target: { kind: 'page', index: pages.length }, selected: 0, panel: 'section' },
    say: `Page “${pageName(page)}” added.`,
  };
}

/** Adds a post at the end with the next free id, and shows its settings. */
export function addPost(data: unknown, post: NewPost): SiteChange {
  const posts = (siteOf(data).blog?.posts ?? []) as { id?: number }[];
  const id = Math.max(0, ...posts.map((p) => p.id ?? 0)) + 1;
  const { image, paragraph, ...rest } = post;
  const value = {
    id,
    ...rest,
    image: { src: image.src, alt: image.alt, width: image.width, height: image.height },
    body: [paragraph],
  };
  return {
    data: updateList(data, ['blog', 'posts'], (list) => [...list, value]),
    place: { target: { kind: 'post', index: posts.length }, selected: null, panel: 'settings' },
    say: `Post “${post.title}” added.`,
  };
}

/** Why a page or post stays: the places that still link to it. */
export interface Refusal {
  path: string;
  /** The page or post in words: "Page “Contact Us”". */
  name: string;
  references: Reference[];
  say: string;
}

/**
 * Removes the page or post on screen, unless something still links to it; the not-found page
 * cannot be removed at all.
 */
export function removeTarget(data: unknown, place: Place): SiteChange | Refusal | null {
  const { target } = place;
  if (target.kind === 'not-found') return null;
  const site = siteOf(data);
  const entry = listTargets(site).find((t) => targetKey(t.target) === targetKey(target));
  const path = entry?.label ?? '';
  const name = `${target.kind === 'page' ? 'Page' : 'Post'} “${entry?.name ?? ''}”`;
  const references = referencesTo(data, path);
  const n = references.length;
  if (n > 0)
    return {
      path,
      name,
      references,
      say: `${name} cannot be removed: ${n} ${n === 1 ? 'place links' : 'places link'} to it.`,
    };
  const list = target.kind === 'page' ? ['pages'] : ['blog', 'posts'];
  const left = ((getIn(site, list) ?? []) as unknown[]).length - 1;
  return {
    data: updateList(data, list, (items) => items.filter((_, i) => i !== target.index)),
    place: {
      // The one before it, as a list does; the last post gone, the first page.
      target:
        left > 0
          ? { kind: target.kind, index: Math.max(0, target.index - 1) }
          : { kind: 'page', index: 0 },
      selected: null,
      panel: target.kind === 'post' && left > 0 ? 'settings' : 'section',
    },
    say: `${name} removed.`,
  };
}
