import { describe, expect, it } from 'vitest';
import {
  collectionsShownBy,
  placesShowingCollection,
  placesShowingPosts,
  postsShownBy,
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

describe('which posts a section lists', () => {
  type Post = { slug: string; date: string; id: number; title: string };
  type Listing = Written & { limit?: number | undefined; order?: string; pageSize?: number };
  const data = site() as ShowingSite;
  const pages = data.pages as { sections: Listing[] }[];
  const posts = data.blog!.posts as Post[];
  /** The blog's posts newest first, read by hand: by date, then by number. */
  const newest = posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || b.post.id - a.post.id)
    .map(({ index }) => index);
  const listings = pages.flatMap((page) =>
    page.sections.filter((s) => placesShowingPosts({ ...data, pages: [{ sections: [s] }] }).length),
  );

  it('lists a section’s posts in its own order, as many as it shows over all its pages', () => {
    expect(listings.length).toBeGreaterThan(1);
    for (const section of listings)
      expect(postsShownBy(data, [section])).toEqual(newest.slice(0, section.limit ?? posts.length));
    // Split into numbered pages of two: every page's posts, not only the first page's.
    const paged = { ...listings[0]!, pageSize: 2, limit: undefined };
    expect(postsShownBy(data, [paged])).toEqual(newest);
    const written = { ...listings[0]!, order: 'as-written', limit: 2 };
    expect(postsShownBy(data, [written])).toEqual([0, 1]);
  });

  it('lists none for a section that shows no posts, and the posts of a block that does', () => {
    const hero = pages[0]!.sections[0]!;
    expect(postsShownBy(data, [hero])).toEqual([]);
    const withBlock = { ...data, blocks: { ...data.blocks, latest: [listings[0]!] } };
    expect(postsShownBy(withBlock, [{ type: 'block', ref: 'latest' }])).toEqual(
      postsShownBy(data, [listings[0]!]),
    );
  });
});
