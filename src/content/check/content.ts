import type { Site } from '../../schema/site';
import { TRANSLATED_LANGUAGES, type SiteLanguage } from '../../base/languages';
import { UNTRANSLATED, siteIn } from '../../i18n/localize';
import { postTitle } from '../routes';
import type { JsonPath, Report } from '../../base/problem';

/** Where search results cut a title and a description (Google's snippets, measured in characters). */
export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text's length as a reader counts it: a Devanagari letter with its vowel sign or a conjunct is
 * several code units but one letter on screen, about as wide as a Latin one.
 */
function lengthOf(text: string): number {
  let n = 0;
  for (const _ of letters.segment(text)) n++;
  return n;
}

/** Fields whose pictures are decorative by design (an empty alt is right); other images need words. */
const DECORATIVE = new Set(['background', 'icon']);

/** The placeholder the form service's sample configuration ships with. */
const ACCESS_KEY_PLACEHOLDER = /YOUR_ACCESS_KEY/;

type Warn = (path: JsonPath, message: string) => void;

/** What an editor should fix before publishing, though the site builds: all warnings. */
export function checkContent(site: Site, report: Report) {
  const warn: Warn = (path, message) => report({ path, message, severity: 'warning' });
  checkReadable(site, warn);
  // What visitors and search engines read in another language is held to the same measures,
  // where that language's text is shown: an English text left in is warned about as English.
  for (const lang of TRANSLATED_LANGUAGES) {
    const marked = siteIn(site, lang, true);
    checkReadable(siteIn(site, lang), (path, message) => {
      const at = translationAt(site, marked, lang, path);
      if (at) warn(at, message);
    });
  }

  for (const [name, form] of Object.entries(site.forms))
    if (ACCESS_KEY_PLACEHOLDER.test(form.accessKey))
      warn(
        ['forms', name, 'accessKey'],
        'the access key is still the placeholder, so the form service turns away every message sent with this form: paste here the key the form service gave you',
      );
}

const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object'
        ? (node as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );

/** Where the `lang` text shown for the English text at `path` is written, if one is shown. */
function translationAt(
  site: Site,
  marked: Site,
  lang: SiteLanguage,
  path: JsonPath,
): JsonPath | undefined {
  const english = valueAt(site, path);
  const shown = valueAt(marked, path);
  if (typeof english !== 'string' || english.trim() === '') return undefined;
  if (typeof shown !== 'string' || shown.includes(UNTRANSLATED)) return undefined;
  return [...path.slice(0, -1), lang, path[path.length - 1]!, 'text'];
}

/** Search titles and descriptions that search results cut, pictures without words. */
function checkReadable(site: Site, warn: Warn) {
  const seoOf = [
    ...site.pages.map((page, i) => ({
      title: page.seo.title,
      titleAt: ['pages', i, 'seo', 'title'] as JsonPath,
      description: page.seo.description,
      descriptionAt: ['pages', i, 'seo', 'description'] as JsonPath,
    })),
    ...site.blog.posts.map((post, i) => ({
      title: postTitle(site, post),
      titleAt: ['blog', 'posts', i, post.seoTitle ? 'seoTitle' : 'title'] as JsonPath,
      description: post.description,
      descriptionAt: ['blog', 'posts', i, 'description'] as JsonPath,
    })),
  ];
  for (const { title, titleAt, description, descriptionAt } of seoOf) {
    // A letter is at least one code unit: a text no longer than the limit in code units is
    // within it, and most are, so only the rest are counted letter by letter.
    if (title.length > TITLE_LIMIT && lengthOf(title) > TITLE_LIMIT)
      warn(
        titleAt,
        `the page title "${title}" is ${lengthOf(title)} characters; search results cut it after about ${TITLE_LIMIT}`,
      );
    if (description.length > DESCRIPTION_LIMIT && lengthOf(description) > DESCRIPTION_LIMIT)
      warn(
        descriptionAt,
        `the description is ${lengthOf(description)} characters; search results cut it after about ${DESCRIPTION_LIMIT}`,
      );
  }

  const visit = (value: unknown, path: JsonPath) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const decorative =
        record.decorative === true || path.some((key) => DECORATIVE.has(key as string));
      if (typeof record.src === 'string' && record.alt === '' && !decorative)
        warn(
          [...path, 'alt'],
          `the image ${record.src} has no alt text: screen readers skip it; describe what it shows, or mark it decorative`,
        );
      if (typeof record.src === 'string' && record.decorative === true && record.alt !== '')
        warn(
          [...path, 'decorative'],
          `the image ${record.src} is marked decorative but has alt text: screen readers will read it; empty the alt text, or remove "decorative"`,
        );
      for (const [k, v] of Object.entries(record)) visit(v, [...path, k]);
    }
  };
  visit(site, []);
}
