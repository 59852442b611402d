import type { SiteInput } from '../../../src/schema/site';

type PageInput = SiteInput['pages'][number];
type PostInput = NonNullable<SiteInput['blog']['posts']>[number];

export interface SyntheticOptions {
  posts: number;
  pages: number;
  seed?: number;
}

/** Pages whose section mix is copied: a service page, an image-card page and a long legal page. */
export const TEMPLATE_PAGES = ['/web-development', '/industries', '/termsandconditions'];
export const SYNTHETIC_IMAGE = '/images/blog/seo.svg';

const WORDS = (
  'patient clinic hospital doctor appointment record billing pharmacy report laboratory ' +
  'software website mobile app search visitor enquiry team system data secure fast local ' +
  'care staff schedule digital marketing service campaign review budget plan growth health ' +
  'portal booking reminder follow-up feedback process workflow training support update ' +
  'quality trust community district city village family nurse desk queue counter payment'
).split(' ');

/** mulberry32: small, fast and the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function words(random: Random, count: number): string {
  return Array.from({ length: Math.max(1, count) }, () => pick(random, WORDS)).join(' ');
}

/** Generated prose as long (in words) as the text it replaces. */
function textLike(random: Random, original: string): string {
  const total = wordCount(original);
  if (total <= 8) return capitalise(words(random, total));
  const sentences: string[] = [];
  for (let left = total; left > 0;) {
    const length = Math.min(left, 6 + Math.floor(random() * 12));
    sentences.push(`${capitalise(words(random, length))}.`);
    left -= length;
  }
  return sentences.join(' ');
}

const TEXT_KEYS = new Set(['heading', 'text', 'intro', 'eyebrow', 'title', 'alt', 'fallbackText']);
const LIST_KEYS = new Set(['body', 'items', 'ul', 'ol', 'h2', 'h3']);

/**
 * The same shape with new words: visible text (headings, paragraphs, list items, alt text) is
 * regenerated, everything structural (types, links, images, ids, button labels) is kept, so the
 * copy stays as valid as the original.
 */
export function rewriteText<T>(value: T, random: Random, key = ''): T {
  if (typeof value === 'string')
    return (TEXT_KEYS.has(key) || LIST_KEYS.has(key) ? textLike(random, value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => rewriteText(item, random, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, rewriteText(v, random, k)]),
    ) as T;
  return value;
}

const pad = (n: number) => String(n).padStart(4, '0');

/** Posts are dated before every real one, so "latest posts" lists keep showing the real ones. */
function dateBefore(earliest: string, daysBefore: number): string {
  const date = new Date(`${earliest}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date.toISOString().slice(0, 10);
}

function syntheticPost(
  random: Random,
  template: PostInput,
  n: number,
  id: number,
  date: string,
): PostInput {
  const topic = capitalise(words(random, 4));
  return {
    id,
    slug: `scale-post-${pad(n)}`,
    title: `${topic}: Notes ${pad(n)}`,
    date,
    author: template.author,
    excerpt: textLike(random, 'one two three four five six seven eight nine ten eleven twelve'),
    description: `${textLike(random, 'a b c d e f g h i j k l m n o p q r')} (${pad(n)})`,
    keywords: [words(random, 2), words(random, 3)],
    image: { src: SYNTHETIC_IMAGE, alt: capitalise(words(random, 6)), width: 1200, height: 630 },
    body: rewriteText(template.body, random, 'body'),
  };
}

function syntheticPage(random: Random, template: PageInput, n: number): PageInput {
  const name = capitalise(words(random, 3));
  return {
    path: `/scale-page-${pad(n)}`,
    seo: {
      title: `${name} ${pad(n)} | Arogya Infotech`,
      description: `${textLike(random, 'a b c d e f g h i j k l m n o p q r')} (${pad(n)})`,
      keywords: [words(random, 2), words(random, 2)],
      jsonLd: [{ kind: 'web-page' }],
    },
    sections: rewriteText(template.sections, random),
  };
}

/**
 * The real site plus `posts` articles and `pages` pages made from its own section shapes with
 * generated words; deterministic for a given seed.
 */
export function syntheticSite(base: SiteInput, options: SyntheticOptions): SiteInput {
  const random = seededRandom(options.seed ?? 1);
  const realPosts = base.blog.posts ?? [];
  if (realPosts.length === 0) throw new Error('the base site has no post to copy the shape of');
  const templates = TEMPLATE_PAGES.map((path) => {
    const page = base.pages.find((p) => p.path === path);
    if (!page) throw new Error(`the base site has no template page ${path}`);
    return page;
  });
  const firstId = Math.max(...realPosts.map((p) => p.id)) + 1;
  const earliest = realPosts.map((p) => p.date).sort()[0]!;
  const posts = Array.from({ length: options.posts }, (_, i) =>
    syntheticPost(
      random,
      realPosts[i % realPosts.length]!,
      i + 1,
      firstId + i,
      dateBefore(earliest, i + 1),
    ),
  );
  const pages = Array.from({ length: options.pages }, (_, i) =>
    syntheticPage(random, templates[i % templates.length]!, i + 1),
  );
  return {
    ...base,
    pages: [...base.pages, ...pages],
    blog: { ...base.blog, posts: [...realPosts, ...posts] },
  };
}
