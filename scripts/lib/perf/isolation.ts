/**
 * "A page's cost does not grow with the size of the site": no route's HTML or first-render JS
 * may carry another route's content. Each route is fingerprinted by text that only it owns in
 * site.json, and every other route's HTML and every first-render script is searched for it.
 */

import { parseListPagePath } from '../../../src/content/pagination';
import {
  TRANSLATED_LANGUAGES,
  isTranslatedLanguage,
  routeIn,
  splitLanguage,
} from '../../../src/base/languages';

export interface Fingerprint {
  /** The route that owns the text. */
  route: string;
  text: string;
}

export interface Leak {
  /** The route whose HTML carries the text, or the script file that carries it. */
  foundIn: string;
  kind: 'html' | 'js';
  owner: string;
  text: string;
}

const MIN_LENGTH = 24;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * Sentences, or runs within them, of characters that HTML escaping, JSON-in-script escaping,
 * JS string literals and the rich-text markup all leave untouched, so a plain substring search
 * finds them anywhere, even when only one sentence of a paragraph travelled.
 */
export function safeRuns(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9\p{Script=Devanagari}\u0964 ,.;:()-]+|(?<=[.\u0964])\s+/u)
    .map((run) => run.trim())
    .filter((run) => run.length >= MIN_LENGTH);
}

function occursOnce(haystack: string, needle: string): boolean {
  const first = haystack.indexOf(needle);
  return first >= 0 && haystack.indexOf(needle, first + 1) < 0;
}

/**
 * Text each route owns: runs from a page's own sections (not the blocks and collections it
 * references, which other pages share) and from a post's body (its title and excerpt belong on
 * the listing pages too), kept only when they occur once in the whole of site.json, so finding
 * one anywhere else can only mean that route's data travelled there.
 */
export function contentFingerprints(siteText: string): Fingerprint[] {
  // A translation repeats the English it was made from: the English is owned as written once.
  const translated: [string, Json][] = [];
  const english = JSON.stringify(JSON.parse(siteText), (key, value: Json) =>
    isTranslatedLanguage(key) ? undefined : value,
  );
  const site = JSON.parse(english) as {
    pages?: { path: string; sections: Json }[];
    blog?: { basePath: string; posts: { slug: string; body: Json }[] };
  };
  const owned: [string, Json][] = [
    ...(site.pages ?? []).map((page): [string, Json] => [page.path, page.sections]),
    ...(site.blog?.posts ?? []).map((post): [string, Json] => [
      `${site.blog!.basePath}/${post.slug}`,
      post.body,
    ]),
  ];
  const raw = JSON.parse(siteText) as { pages?: { path: string; sections: Json }[] };
  for (const lang of TRANSLATED_LANGUAGES)
    for (const page of raw.pages ?? []) {
      const texts: Json[] = [];
      JSON.stringify(page.sections, (key, value: Json) => {
        if (key === lang && value && typeof value === 'object')
          texts.push(Object.values(value).map((entry) => (entry as { text: Json }).text));
        return value;
      });
      translated.push([routeIn(lang, page.path), texts]);
    }
  const prints = (entries: [string, Json][], whole: string) =>
    entries.flatMap(([route, content]) =>
      [...new Set(stringsIn(content).flatMap(safeRuns))]
        .filter((text) => occursOnce(whole, text))
        .map((text) => ({ route, text })),
    );
  return [...prints(owned, english), ...prints(translated, siteText)];
}

/**
 * Fingerprints that are not in their own route's HTML are dropped: they would prove nothing
 * (the page renders that text differently), and the caller reports how many were usable.
 */
export function usableFingerprints(
  fingerprints: readonly Fingerprint[],
  htmlOf: (route: string) => string | undefined,
): Fingerprint[] {
  return fingerprints.filter((f) => htmlOf(f.route)?.includes(f.text));
}

/**
 * Pages 2, 3, … of a paginated list show their page's own sections: that content is theirs; so
 * is a page's content in another language (an untranslated version shows the English).
 */
function owns(route: string, owner: string): boolean {
  const [a, b] = [splitLanguage(route).base, splitLanguage(owner).base];
  return a === b || parseListPagePath(a)?.base === b;
}

export function findLeaks(
  fingerprints: readonly Fingerprint[],
  routes: readonly { route: string; html: string; jsFiles: readonly string[] }[],
  scriptText: (file: string) => string,
): Leak[] {
  const leaks: Leak[] = [];
  for (const { route, html } of routes)
    for (const f of fingerprints)
      if (!owns(route, f.route) && html.includes(f.text))
        leaks.push({ foundIn: route, kind: 'html', owner: f.route, text: f.text });
  const usedBy = new Map<string, string[]>();
  for (const { route, jsFiles } of routes)
    for (const file of jsFiles) usedBy.set(file, [...(usedBy.get(file) ?? []), route]);
  for (const [file, users] of [...usedBy].sort(([a], [b]) => a.localeCompare(b))) {
    const text = scriptText(file);
    for (const f of fingerprints)
      if (users.some((user) => !owns(user, f.route)) && text.includes(f.text))
        leaks.push({ foundIn: file, kind: 'js', owner: f.route, text: f.text });
  }
  return leaks;
}
