/**
 * A prerendered page names where its data is instead of carrying it (src/render/initial-data.ts):
 * its route's file (for a not-found page, that page, and marked so) and its language's layout,
 * the same files the build writes and a navigation fetches.
 */
import { describe, expect, it } from 'vitest';
import { dataRefs, fillTemplate } from '../../scripts/lib/html';
import { resolveLocalizedRoute } from '../../src/content/versions';
import { loadSite } from '../fixtures/site';

const TEMPLATE =
  '<!doctype html><html lang="%LANG%" dir="%DIR%"><head><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>';

describe('where a page’s data is', () => {
  it('names the route’s file and its language’s layout', () => {
    expect(dataRefs('/')).toEqual({ route: '/_data/index.json', layout: '/_data/_layout.json' });
    expect(dataRefs('/about')).toEqual({
      route: '/_data/about.json',
      layout: '/_data/_layout.json',
    });
    expect(dataRefs('/hi/about')).toEqual({
      route: '/_data/hi/about.json',
      layout: '/_data/hi/_layout.json',
    });
  });

  it('names the not-found page of the page’s language, marked as such', () => {
    expect(dataRefs('/404', true)).toEqual({
      route: '/_data/404.json',
      notFound: true,
      layout: '/_data/_layout.json',
    });
    expect(dataRefs('/hi/no-such-page', true)).toEqual({
      route: '/_data/hi/404.json',
      notFound: true,
      layout: '/_data/hi/_layout.json',
    });
  });

  it('is all a page carries for its app: none of the route’s data is in the HTML', () => {
    const site = loadSite();
    const route = resolveLocalizedRoute(site, '/about');
    if (route?.kind !== 'page') throw new Error('/about is not a page');
    const html = fillTemplate(TEMPLATE, site, route.page.head, 'en', dataRefs('/about'));
    const scripts = [...html.matchAll(/<script type="application\/json"[^>]*>(.*?)<\/script>/g)];
    expect(scripts.map((match) => JSON.parse(match[1]!) as unknown)).toEqual([
      { route: '/_data/about.json', layout: '/_data/_layout.json' },
    ]);
  });
});
