import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePostList } from '../../src/sections/PostList/resolve';
import type { ResolveContext } from '../../src/content/resolve-context';
import { loadSite, pageAt } from '../fixtures/site';

type ListSection = Parameters<typeof resolvePostList>[0];

describe('the numbered pages of a post list', () => {
  const site = loadSite();
  const section = pageAt('/blogs', site).sections.find((s) => s.type === 'post-list') as
    ListSection | undefined;
  const template = site.blog.posts[0]!;
  const posts = Array.from({ length: 1200 }, (_, i) => ({
    ...template,
    id: i + 1,
    slug: `post-${i + 1}`,
    date: `20${String(10 + (i % 15)).padStart(2, '0')}-01-${String(1 + (i % 28)).padStart(2, '0')}`,
  }));
  const contextFor = (n: number) =>
    ({
      posts,
      listPage: { base: '/blogs', n },
      postPath: (slug: string) => `/blog/${slug}`,
    }) as unknown as ResolveContext<'posts'>;
  afterEach(() => vi.restoreAllMocks());

  it('sort the blog once, not once per page: a hundred pages cost about what one does', () => {
    expect(section?.order).toBe('newest');
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    resolvePostList(section!, contextFor(1));
    const first = compare.mock.calls.length;
    for (let n = 2; n <= 100; n++) resolvePostList(section!, contextFor(n));
    expect(first).toBeGreaterThan(posts.length);
    expect(compare.mock.calls.length).toBe(first);
  });

  it('show the newest posts first, page after page', () => {
    const shown = [1, 2, 3].flatMap((n) => resolvePostList(section!, contextFor(n)).posts);
    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(shown.map((p) => p.id)).toEqual(
      newest.slice(0, 3 * section!.pageSize!).map((p) => p.id),
    );
  });
});
