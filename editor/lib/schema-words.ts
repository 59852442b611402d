import {
  choiceTitleOf,
  descriptionOf,
  titleOf,
  type Choice,
  type Schema,
} from '../../src/schema/introspect';

/**
 * The schema's titles and descriptions as the editor shows them. The same words also document
 * site.json for programmers (the JSON Schema their code editors read, docs/site-json.md), where
 * "ms", "px", "h2" and a path are the right words; a person editing the site reads these instead.
 * A text not listed is shown as the schema writes it, and the scan in the tests fails on any
 * that still speaks code (editor/lib/programmer-words.ts).
 */

/** Whole texts said another way. */
const SAID: ReadonlyMap<string, string> = new Map([
  ['Path of the JSON Schema, for editor support.', 'For programmers’ tools; leave it as it is.'],
  [
    'A file in public/, written from the site root ("/images/x.svg"). Remote images are not allowed.',
    'A picture of the site, chosen from its picture library. Pictures from other websites are not allowed.',
  ],
  [
    "The title of the blog's RSS feed (rss.xml, and each language's own, /hi/rss.xml), named by every page's head; {name} is the site name.",
    'The title of the blog’s news feed (the list of new articles that feed readers follow), in each language; {name} is the site name.',
  ],
  [
    'A paragraph (a string), or {"h2": …}, {"h3": …}, {"ul": [...]}, {"ol": [...]}.',
    'A paragraph, a heading, a smaller heading, or a bulleted or numbered list.',
  ],
  [
    'Multipart form data. With the app it is sent in the background and the JSON answer\'s "success" flag decides; without the app the browser posts it and the service redirects to "redirect".',
    'The answers are sent as a filled-in form. With the app running they are sent in the background and the service’s answer decides; without it the browser sends them and the service takes the visitor to the thank-you address.',
  ],
  [
    'A local video file ("/media/hero.mp4"), or an https: address of an embeddable player.',
    'A video of the site, or the secure web address of a video player that allows embedding.',
  ],
  [
    'A small decorative icon (SVG) above the title; its alt may stay "" (screen readers skip it).',
    'A small decorative icon above the title; its description may stay empty (screen readers skip it).',
  ],
  [
    "Split the list into pages of this many posts: the first at the page's own address, the next at <address>/page/2, /page/3, … with page links under the cards. Only on a post-list written in a page's own sections.",
    'Split the list into pages of this many articles: the first at the page’s own address, the next ones at that address followed by their page number, with page links under the cards. Only on a list of articles written in a page’s own sections.',
  ],
  [
    'The page heading (the only h1 of the page).',
    'The page heading (the page’s one main heading).',
  ],
  [
    "Section heading (h2); the body's own headings become h3 under it.",
    'Section heading; the body’s own headings become smaller headings under it.',
  ],
  [
    'Show the form title as the page banner (h1) as well.',
    'Show the form title as the page banner as well.',
  ],
  [
    'The embeddable map address (an iframe src).',
    'The address the map service gives for embedding the map in a page.',
  ],
  [
    'Articles live at this address followed by their web address name, e.g. /blog/clinic-websites.',
    'The address all articles live under; each article’s own web address name follows it.',
  ],
  ['Post number', 'Article number'],
  ['A unique number.', 'A number no other article has.'],
  [
    'The last part of the article address: /blog/{slug}.',
    'The article’s own part of its web address, after the blog’s address: short words joined by hyphens.',
  ],
]);

/** Parts of texts said another way, wherever they come. */
const PARTS: readonly [RegExp, string][] = [
  [/ \(milliseconds\)/g, ' (thousandths of a second)'],
  [/\b(in|many) ms\b/g, '$1 thousandths of a second'],
  [/\bin px\b/g, 'in pixels'],
  // The date field is typed the person's own way, so its written form is not told.
  [/, YYYY-MM-DD([.:])/g, '$1'],
];

/** A schema's text in the editor's words. */
export function inWords(text: string): string;
export function inWords(text: string | undefined): string | undefined;
export function inWords(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const said = SAID.get(text);
  if (said !== undefined) return said;
  return PARTS.reduce((t, [part, words]) => t.replace(part, words), text);
}

export const shownTitleOf = (schema: Schema): string | undefined => inWords(titleOf(schema));

export const shownDescriptionOf = (schema: Schema): string | undefined =>
  inWords(descriptionOf(schema));

export const shownChoiceTitleOf = (schema: Schema, value: Choice): string | undefined =>
  inWords(choiceTitleOf(schema, value));
