import type { Post } from '../schema/blog';
import type { Image } from '../schema/primitives';
import type { Seo } from '../schema/seo';
import type { Site } from '../schema/site';
import { jsonLdFor } from './json-ld';
import type { ShownImage } from '../content/images/responsive';
import { splitLanguage } from '../base/languages';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; json: string };

export interface HeadInput {
  path: string;
  seo: Seo;
  /** The article on a blog route: adds article metadata and BlogPosting data. */
  post?: Post;
  /** The image the first paint shows (a hero's poster or background), fetched first. */
  leadImage?: ShownImage;
  /** Which language version of the page this is, and its siblings (see src/content/versions.ts). */
  version?: HeadVersion;
}

/** What the head says about a page's languages: its own address, its siblings, indexing. */
export interface HeadVersion {
  /** The route of this version ("/hi/about"); `path` stays the English route. */
  path: string;
  /** Reciprocal alternates: hreflang → absolute address (empty when not to be paired). */
  alternates: { hreflang: string; href: string }[];
  /** Open Graph locales of the other versions. */
  alternateLocales: string[];
  /** Kept out of search results (an untranslated page shown in English). */
  noindex: boolean;
}

export function absoluteUrl(site: Site, path: string): string {
  // A home page's address ends in "/", in every language ("/", "/hi/").
  const home = splitLanguage(path).base === '/';
  return home ? `${site.url}${path.replace(/\/?$/, '/')}` : `${site.url}${path}`;
}

/**
 * JSON for a <script> element: `<`, `>`, `&` and the two JavaScript line terminators are
 * escaped, so no content can close the element or start markup.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What to fetch for the lead picture: its most preferred format at the width its place needs
 * (a browser without that format skips the hint by its type and finds the picture as it parses).
 */
function preloadOf({ src, responsive }: ShownImage): Record<string, string> {
  const preferred = responsive?.sources[0];
  if (!responsive || !preferred) return { href: src };
  return { imagesrcset: preferred.srcset, imagesizes: responsive.sizes, type: preferred.type };
}

/** Every head tag of one route, in order. A pure function of the site and the route. */
export function buildHead(
  site: Site,
  { path, seo, post, leadImage, version }: HeadInput,
): HeadTag[] {
  const url = absoluteUrl(site, version?.path ?? path);
  const noindex = seo.noindex || version?.noindex === true;
  const image: Image = seo.image ?? site.seoImage;
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const tags: HeadTag[] = [
    { tag: 'title', text: seo.title },
    meta({ name: 'description', content: seo.description }),
  ];
  if (leadImage) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'preload', as: 'image', ...preloadOf(leadImage), fetchpriority: 'high' },
    });
  }
  if (seo.keywords.length > 0)
    tags.push(meta({ name: 'keywords', content: seo.keywords.join(', ') }));
  if (noindex) tags.push(meta({ name: 'robots', content: 'noindex' }));
  else tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  for (const { hreflang, href } of version?.alternates ?? [])
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href } });
  tags.push(
    meta({ property: 'og:type', content: post ? 'article' : 'website' }),
    meta({ property: 'og:site_name', content: site.name }),
    meta({ property: 'og:title', content: seo.title }),
    meta({ property: 'og:description', content: seo.description }),
    ...(noindex ? [] : [meta({ property: 'og:url', content: url })]),
    meta({ property: 'og:image', content: absoluteUrl(site, image.src) }),
    meta({ property: 'og:image:alt', content: image.alt }),
    meta({ property: 'og:locale', content: site.locale.replace('-', '_') }),
    ...(version?.alternateLocales ?? []).map((locale) =>
      meta({ property: 'og:locale:alternate', content: locale }),
    ),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
  );
  if (post) tags.push(meta({ property: 'article:published_time', content: post.date }));
  for (const block of jsonLdFor(site, { path, seo, post, url })) {
    tags.push({ tag: 'jsonld', json: serializeJsonForScript(block) });
  }
  return tags;
}

/** Text made safe for HTML, in element content and in double-quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** The head tags as HTML, each marked so the client can replace them on navigation. */
export function renderHeadHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta${attributes(tag.attrs)} data-head>`;
        case 'link':
          return `<link${attributes(tag.attrs)} data-head>`;
        case 'jsonld':
          return `<script type="application/ld+json" data-head>${tag.json}</script>`;
      }
    })
    .join('\n    ');
}
