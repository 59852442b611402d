import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../src/entry-server';
import { resolveLayout } from '../../src/content/layout-data';
import { resolveRoute } from '../../src/content/route-data';
import { SiteSchema } from '../../src/schema/site';
import { SiteContext } from '../../src/ui/site-context';
import { SmartLink } from '../../src/ui/SmartLink';
import { siteInput } from '../fixtures/site';

// What the site says by itself (to screen readers, on cards) comes from layout.words, so an
// editor can reword or translate it in site.json.
describe('layout.words', () => {
  const input = siteInput();
  input.layout.words = {
    mainNavigation: 'Hauptmenü',
    opensInNewTab: '(öffnet einen neuen Tab)',
    opensMapInNewTab: '(öffnet eine Karte)',
    rating: '{rating} von 5 Sternen',
    byline: 'Von {author}',
    loadingPage: 'Die Seite wird geladen …',
  };
  const site = SiteSchema.parse(input);
  const render = async (path: string) => {
    const route = resolveRoute(site, path);
    if (!route) throw new Error(`no route ${path}`);
    return renderRoute(path, { layout: resolveLayout(site), route });
  };

  it('are what the pages say, and the English defaults are gone', async () => {
    const home = await render('/');
    expect(home).toContain('aria-label="Hauptmenü"');
    expect(home).toContain('aria-label="5 von 5 Sternen"');
    expect(home).toContain('Von Arogya Infotech');
    expect(home).toContain('(öffnet einen neuen Tab)');
    const contact = await render('/contact');
    expect(contact).toContain('(öffnet eine Karte)');
    for (const html of [home, contact])
      expect(html).not.toMatch(/opens (a map )?in a new tab|Rated \d out of 5|>By |"Main"/);
  });

  it('give a link to another site its new-tab note, with or without the app around it', () => {
    // As in the editor's preview: the site's data, a router, and no link behaviour.
    const html = renderToString(
      <SiteContext.Provider value={resolveLayout(site)}>
        <MemoryRouter>
          <SmartLink href="https://example.org/">Beispiel</SmartLink>
        </MemoryRouter>
      </SiteContext.Provider>,
    );
    expect(html).toContain('(öffnet einen neuen Tab)');
    expect(html).not.toContain('(opens in a new tab)');
  });

  it('default to English when site.json leaves them out', () => {
    delete input.layout.words;
    expect(SiteSchema.parse(input).layout.words).toEqual({
      mainNavigation: 'Main',
      opensInNewTab: '(opens in a new tab)',
      opensMapInNewTab: '(opens a map in a new tab)',
      rating: 'Rated {rating} out of 5',
      byline: 'By {author}',
      loadingPage: 'Loading the page…',
    });
  });
});
