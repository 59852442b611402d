import { describe, expect, it } from 'vitest';
import {
  collectionsShownBy,
  placesShowingCollection,
  placesShowingPosts,
  type ShowingSite,
} from '../../editor/lib/shown-on';
import { siteInput } from '../fixtures/site';

type Written = { type?: string; ref?: string; collection?: string; heading?: string };
const site = () => siteInput() as unknown as ShowingSite & { collections: Record<string, unknown> };
const titleOf = (page: { path?: string; seo?: { title?: string } }) =>
  page.path === '/' ? 'Home' : page.seo!.title!.split(' | ')[0]!;

/** The pages whose sections, or the blocks they include, name `collection`: read by hand. */
function pagesNaming(data: ShowingSite, collection: string): string[] {
  const names = (sections: Written[]): boolean =>
    sections.some((s) =>
      s.type === 'block' ? names(data.blocks![s.ref!] ?? []) : s.collection === collection,
    );
  return (data.pages ?? []).filter((p) => names(p.sections ?? [])).map(titleOf);
}

describe('which pages show a collection', () => {
  it('finds a collection shown through a shared block, by the page title', () => {
    const data = site();
    const shown = Object.keys(data.collections).filter((n) => pagesNaming(data, n).length > 0);
    expect(shown.length).toBeGreaterThan(1);
    for (const name of shown)
      expect(placesShowingCollection(data, name)).toEqual(pagesNaming(data, name));
    expect(placesShowingCollection(data, 'home-testimonials')).toContain('Home');
  });

  it('adds a page as soon as one of its sections shows the collection, even mid-edit', () => {
    const data = site();
    const about = data.pages![1]!;
    // No heading yet: the section does not validate, and still shows its collection.
    about.sections = [
      ...about.sections!,
      { type: 'testimonials', collection: 'home-testimonials' },
    ];
    expect(placesShowingCollection(data, 'home-testimonials')).toEqual([
      ...pagesNaming(site(), 'home-testimonials'),
      titleOf(about),
    ]);
  });

  it('says nothing for a collection no section shows', () => {
    const data = site();
    data.collections['unshown'] = { kind: 'faq', items: [] };
    expect(placesShowingCollection(data, 'unshown')).toEqual([]);
  });

  it('lists the collections a section shows, through the block it includes', () => {
    const data = site();
    const home = data.pages![0]!.sections as Written[];
    const block = home.find(
      (s) => s.type === 'block' && (data.blocks![s.ref!] as Written[]).some((b) => b.collection),
    )!;
    const expected = (data.blocks![block.ref!] as Written[]).flatMap((s) =>
      s.collection ? [s.collection] : [],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(collectionsShownBy(data, [block])).toEqual(expected);
    expect(collectionsShownBy(data, [{ type: 'hero' }])).toEqual([]);
  });

  it('finds the pages that list posts', () => {
    const data = site();
    const listing = (data.pages ?? [])
      .filter((p) => (p.sections ?? []).some((s) => s.type === 'post-list'))
      .map(titleOf);
    expect(listing.length).toBeGreaterThan(1);
    expect(placesShowingPosts(data)).toEqual(listing);
  });
});
