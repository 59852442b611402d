/**
 * The words the site says by itself (layout.words in site.json), with their English defaults.
 * Kept apart from the zod schema so the browser bundle can fall back to them without zod.
 */
export const WORDS_DEFAULTS = {
  mainNavigation: 'Main',
  opensInNewTab: '(opens in a new tab)',
  opensMapInNewTab: '(opens a map in a new tab)',
  rating: 'Rated {rating} out of 5',
  byline: 'By {author}',
  loadingPage: 'Loading the page…',
  notTranslated: 'This page has not been translated yet, so it is shown in English.',
  feedTitle: '{name} Blog',
};

export type Words = typeof WORDS_DEFAULTS;
