import type { SiteInput } from '../../../src/schema/site';
import { DESCRIPTION_LIMIT } from '../../../src/content/check/content';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../../src/base/languages';

/** Pages whose section mix is copied: a service page, an image-card page and a long legal page. */
export const TEMPLATE_PAGES = ['/web-development', '/industries', '/termsandconditions'];

const pad = (n: number) => String(n).padStart(5, '0');

/** Posts are dated before every real one, so "latest posts" lists keep showing the real ones. */
function dateBefore(earliest: string, daysBefore: number): string {
  const date = new Date(`${earliest}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date.toISOString().slice(0, 10);
}

/** Numbered copies of a description stay as short as search results show (no warning each). */
const within = (text: string) =>
  text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1)}…`;

type Translations = Record<string, { text: string; from: string } | undefined>;
type Translated = Partial<Record<TranslatedLanguage, Translations>>;

/**
 * A copy's new English words with their translations made from the template's, `from` naming
 * the new English: a copy of a page published in Hindi is published in Hindi too (a stale
 * `from` would show it in English under the notice and keep it out of the index).
 */
function retitled<T extends Translated>(
  object: T,
  changes: Record<string, { english: string; translated: (template: string) => string }>,
): T {
  const english: Record<string, string> = {};
  for (const [field, change] of Object.entries(changes)) english[field] = change.english;
  const translations = TRANSLATED_LANGUAGES.flatMap((lang) => {
    const own = object[lang];
    if (!own) return [];
    const next: Translations = { ...own };
    for (const [field, change] of Object.entries(changes)) {
      const template = own[field];
      if (template) next[field] = { text: change.translated(template.text), from: change.english };
    }
    return [[lang, next]];
  });
  return { ...object, ...english, ...Object.fromEntries(translations) };
}

/**
 * The real site plus `posts` articles and `pages` pages copied from its own posts and template
 * pages, numbered so each has its own address, id, title and description, in English and in
 * Hindi. A copy keeps its template's words: what a page costs to build and to send depends on
 * how much it holds, not on which words.
 */
export function syntheticSite(
  base: SiteInput,
  options: { posts: number; pages: number },
): SiteInput {
  const realPosts = base.blog.posts ?? [];
  if (realPosts.length === 0) throw new Error('the base site has no post to copy the shape of');
  const templates = TEMPLATE_PAGES.map((path) => {
    const page = base.pages.find((p) => p.path === path);
    if (!page) throw new Error(`the base site has no template page ${path}`);
    return page;
  });
  const firstId = Math.max(...realPosts.map((p) => p.id)) + 1;
  const earliest = realPosts.map((p) => p.date).sort()[0]!;
  const numbered = (n: string) => (text: string) => within(`${n} ${text}`);
  const posts = Array.from({ length: options.posts }, (_, i) => {
    const template = realPosts[i % realPosts.length]!;
    const n = pad(i + 1);
    return {
      ...retitled(template as typeof template & Translated, {
        // Short, so the copies add no "title too long" warnings of their own.
        title: { english: `Scale post ${n}`, translated: () => `स्केल पोस्ट ${n}` },
        description: { english: numbered(n)(template.description), translated: numbered(n) },
      }),
      id: firstId + i,
      slug: `scale-post-${n}`,
      date: dateBefore(earliest, i + 1),
    };
  });
  const pages = Array.from({ length: options.pages }, (_, i) => {
    const template = templates[i % templates.length]!;
    const n = pad(i + 1);
    const seo = retitled(template.seo as typeof template.seo & Translated, {
      title: { english: `${n} ${template.seo.title}`, translated: (text) => `${n} ${text}` },
      description: { english: numbered(n)(template.seo.description), translated: numbered(n) },
    });
    return { ...template, path: `/scale-page-${n}`, seo };
  });
  return {
    ...base,
    pages: [...base.pages, ...pages],
    blog: { ...base.blog, posts: [...realPosts, ...posts] },
  };
}
