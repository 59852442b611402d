import { sectionTypeName } from '../lib/words';
import { expandBlocks } from '../../src/content/blocks';
import { sectionsAt } from '../../src/content/route-data';
import type { DataPath } from '../protocol/data-path';
import { pageName } from '../merge/describe';
import type { Target } from '../preview/protocol';

/** The edited data as the editor reads it: site.json's own shape, possibly mid-edit. */
export interface RawSection {
  type?: string;
  ref?: string;
  [key: string]: unknown;
}
interface RawPage {
  path?: string;
  seo?: { title?: string };
  sections?: RawSection[];
}
export interface RawSite {
  pages?: RawPage[];
  notFound?: { sections?: RawSection[] };
  blog?: {
    basePath?: string;
    template?: RawSection[];
    posts?: { slug?: string; title?: string }[];
  };
  blocks?: Record<string, RawSection[]>;
  [key: string]: unknown;
}

export interface TargetEntry {
  key: string;
  target: Target;
  /** Its address ("/about"): what links to it name. */
  label: string;
  /** Its name, as people know it and the Page control shows it ("About Us"). */
  name: string;
  group: 'Pages' | 'Posts' | 'Not found';
}

export const targetKey = (t: Target) =>
  t.kind === 'not-found' ? 'not-found' : `${t.kind}:${t.index}`;

/**
 * What the list of targets is made from: it changes only when an address or a name does, so the
 * "Page" control (one option per page and post) is not rebuilt on every keystroke of a large site.
 */
export const targetsKey = (site: RawSite): string =>
  JSON.stringify([
    site.blog?.basePath,
    (site.pages ?? []).map((p) => [p.path, p.seo?.title]),
    (site.blog?.posts ?? []).map((p) => [p.slug, p.title]),
  ]);

/** Every page, post and the not-found page, by address and name, for the "Page" control. */
export function listTargets(site: RawSite): TargetEntry[] {
  const base = site.blog?.basePath ?? '/blog';
  return [
    ...(site.pages ?? []).map((p, index): TargetEntry => ({
      key: `page:${index}`,
      target: { kind: 'page', index },
      label: p.path || '(no path yet)',
      name: pageName(p),
      group: 'Pages',
    })),
    ...(site.blog?.posts ?? []).map((p, index): TargetEntry => ({
      key: `post:${index}`,
      target: { kind: 'post', index },
      label: `${base}/${p.slug ?? ''}`,
      name: typeof p.title === 'string' && p.title.trim() ? p.title.trim() : 'a new post',
      group: 'Posts',
    })),
    {
      key: 'not-found',
      target: { kind: 'not-found' },
      label: '/404 (not found)',
      name: 'Not-found page',
      group: 'Not found',
    },
  ];
}

/** Where the sections of a target are in the data (a post shows the template all posts share). */
export const sectionsPath = (target: Target): DataPath => [...sectionsAt(target)];

/** Where a target's own settings are: a page's path and seo, a post, the not-found seo. */
export function settingsPath(target: Target): DataPath {
  if (target.kind === 'page') return ['pages', target.index];
  if (target.kind === 'post') return ['blog', 'posts', target.index];
  return ['notFound'];
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = firstText(v);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'type' || key === 'id' || key === 'src' || key === 'href') continue;
      const found = firstText(v);
      if (found) return found;
    }
  }
  return undefined;
}

/** A section's name in the list: its type's display name, then its heading or first text. */
export function sectionLabel(section: RawSection, site: RawSite): string {
  const type = sectionTypeName(section.type ?? 'section');
  if (section.type === 'block') {
    const users = blockUsers(site, section.ref ?? '');
    return `${type}: ${section.ref ?? '?'} (used by ${users} page${users === 1 ? '' : 's'})`;
  }
  // A section whose heading is being written is named by it, not by another of its fields.
  if (typeof section.heading === 'string' && !section.heading.trim())
    return `${type}: (no heading yet)`;
  const text =
    typeof section.heading === 'string'
      ? section.heading
      : firstText({ ...section, type: undefined });
  const short = text && text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return short ? `${type}: ${short}` : type;
}

/** How many pages (the article template counts as one) include a block, directly or through another. */
export function blockUsers(site: RawSite, ref: string): number {
  const uses = (sections: RawSection[] | undefined) =>
    expandBlocks(site.blocks ?? {}, sections ?? [], [], () => {}).some((placed) =>
      placed.blocks.includes(ref),
    );
  return (
    (site.pages ?? []).filter((p) => uses(p.sections)).length +
    (uses(site.blog?.template) ? 1 : 0) +
    (uses(site.notFound?.sections) ? 1 : 0)
  );
}
