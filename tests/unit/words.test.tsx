// @vitest-environment happy-dom
// A DOM, so the date test can hydrate what renderToString wrote, as the browser does.
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../src/entry-server';
import { resolveLayout, type LayoutData } from '../../src/content/layout-data';
import { resolveRoute } from '../../src/content/route-data';
import { SiteSchema } from '../../src/schema/site';
import { LocalDate, formatDate } from '../../src/ui/LocalDate';
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
    notTranslated: 'Diese Seite ist noch nicht übersetzt und wird auf Englisch gezeigt.',
    feedTitle: '{name} Blog (Deutsch)',
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
      notTranslated: 'This page has not been translated yet, so it is shown in English.',
      feedTitle: '{name} Blog',
    });
  });
});

// Dates are worded in the site's locale, by one formatter on the build machine and in the
// browser, so the prerendered text is what hydration renders, whatever the visitor's settings.
describe('dates', () => {
  const layout = resolveLayout(SiteSchema.parse(siteInput()));
  const visitorZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = visitorZone;
  });

  const dated = (locale: string): ReactNode => (
    <SiteContext.Provider value={{ ...layout, locale } satisfies LayoutData}>
      <LocalDate date="2025-01-10" />
    </SiteContext.Provider>
  );

  async function hydrate(html: string, tree: ReactNode) {
    const container = document.createElement('div');
    container.innerHTML = html;
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      // Both renderers share this process (a browser has only the client one), which React
      // notices on the shared context; that says nothing about the page.
      if (!String(args[0]).startsWith('Detected multiple renderers')) problems.push(args);
    });
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => problems.push(error) });
    });
    consoleError.mockRestore();
    return { text: container.textContent, problems };
  }

  it.each([
    ['en-IN', '10 January 2025'],
    ['hi-IN', '10 जनवरी 2025'],
  ])('in %s, are the same text prerendered and hydrated: %s', async (locale, text) => {
    const served = renderToString(dated(locale));
    // The id lets hydration read the text back instead of asking Intl again (ui/page-text.ts).
    expect(served).toMatch(new RegExp(`^<time id="[^"]+" dateTime="2025-01-10">${text}</time>$`));
    // The visitor is far from the build machine, where a local-time date is another day.
    process.env.TZ = 'Pacific/Pago_Pago';
    const hydrated = await hydrate(served, dated(locale));
    expect(hydrated.problems).toEqual([]);
    expect(hydrated.text).toBe(text);
  });

  it('are the same day in every time zone', () => {
    const days = ['Pacific/Pago_Pago', 'UTC', 'Asia/Kolkata', 'Pacific/Kiritimati'].map((zone) => {
      process.env.TZ = zone;
      return formatDate('2025-01-01', 'en-IN');
    });
    expect(new Set(days)).toEqual(new Set(['1 January 2025']));
  });
});
