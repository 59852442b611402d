import { describe, expect, it } from 'vitest';
import { resolveTarget, type View } from '../../editor/preview/view';
import type { Target } from '../../editor/preview/protocol';
import { resolveRoute, type ResolvedPage } from '../../src/content/route-data';
import { postPath } from '../../src/content/routes';
import { expandBlocks } from '../../src/content/blocks';
import { resolveLocalizedNotFound, resolveLocalizedRoute } from '../../src/content/versions';
import { siteIn } from '../../src/i18n/localize';
import { routeIn } from '../../src/base/languages';
import { loadSite, siteInput } from '../fixtures/site';

const data = siteInput();
const site = loadSite();

function viewOf(target: Target, lang: 'en' | 'hi' = 'en'): View {
  const view = resolveTarget(data, target, lang);
  if ('problem' in view) throw new Error(view.problem);
  return view;
}

/** The page the site renders at an address (in English), or the page a site resolves there. */
function pageAt(path: string, from?: typeof site): ResolvedPage {
  const route = from ? resolveRoute(from, path) : resolveLocalizedRoute(site, path);
  if (route?.kind !== 'page') throw new Error(`no page at ${path}`);
  return route.page;
}

/** What the body draws of a page: its address, whether the header lies over it, its sections. */
const drawn = ({ path, overHero, sections }: ResolvedPage) => ({ path, overHero, sections });

describe("the preview's view of a page", () => {
  it('draws every page as the site resolves its address', () => {
    site.pages.forEach((page, index) => {
      expect(drawn(viewOf({ kind: 'page', index }).page), page.path).toEqual(
        drawn(pageAt(page.path)),
      );
    });
  });

  it('draws a post, and the not-found page, as the site resolves them', () => {
    site.blog.posts.forEach((post, index) => {
      const path = postPath(site, post.slug);
      expect(drawn(viewOf({ kind: 'post', index }).page), path).toEqual(drawn(pageAt(path)));
    });
    expect(drawn(viewOf({ kind: 'not-found' }).page)).toEqual(
      drawn(resolveLocalizedNotFound(site, 'en')),
    );
  });

  it('draws a page in another language from the site in that language, at its address there', () => {
    const index = site.pages.findIndex((page) => page.path === '/about');
    const base = pageAt('/about', siteIn(site, 'hi'));
    expect(drawn(viewOf({ kind: 'page', index }, 'hi').page)).toEqual(
      drawn({ ...base, path: routeIn('hi', '/about') }),
    );
    expect(drawn(viewOf({ kind: 'not-found' }, 'hi').page)).toEqual(
      drawn(resolveLocalizedNotFound(site, 'hi')),
    );
  });

  it('counts the sections each written section gives, a block reference its whole block', () => {
    const index = site.pages.findIndex((page) => page.sections.some((s) => s.type === 'block'));
    const written = site.pages[index]!.sections;
    const view = viewOf({ kind: 'page', index });
    expect(view.counts).toEqual(
      written.map((section) => expandBlocks(site.blocks, [section], [], () => {}).length),
    );
    expect(view.counts.some((count) => count > 1)).toBe(true);
    expect(view.at).toEqual(['pages', index, 'sections']);
  });
});
