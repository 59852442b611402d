import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { Post, PostSummary } from '../../schema/blog';
import { fill } from '../../content/fill';
import { listPagePath, pageCount, pagerItems } from '../../content/pagination';
import type { PostListSchema } from './schema';

const newestFirst = new WeakMap<readonly Post[], readonly Post[]>();

/**
 * The blog newest first, sorted once per site: every numbered list page asks for it, and
 * sorting all posts for each of them made the build grow with the square of the posts.
 */
function byNewest(posts: readonly Post[]): readonly Post[] {
  let sorted = newestFirst.get(posts);
  if (!sorted) {
    sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    newestFirst.set(posts, sorted);
  }
  return sorted;
}

export function resolvePostList(section: z.output<typeof PostListSchema>, ctx: ResolveContext) {
  const posts = section.order === 'newest' ? byNewest(ctx.posts) : ctx.posts;
  const listed = posts.slice(0, section.limit ?? posts.length);
  const { limit: _limit, order: _order, pageSize, pager: words, ...rest } = section;
  const count = pageSize ? pageCount(listed.length, pageSize) : 1;
  const current = pageSize ? Math.min(ctx.listPage.n, count) : 1;
  const shown = pageSize ? listed.slice((current - 1) * pageSize, current * pageSize) : listed;
  const href = (n: number) => listPagePath(ctx.listPage.base, n);
  const pager =
    count > 1
      ? {
          label: words.label,
          previous: current > 1 ? { href: href(current - 1), label: words.previous } : undefined,
          next: current < count ? { href: href(current + 1), label: words.next } : undefined,
          items: pagerItems(current, count).map((item) =>
            item === 'gap'
              ? { kind: 'gap' as const }
              : {
                  kind: 'page' as const,
                  n: item,
                  href: href(item),
                  label: fill(words.page, { n: item, count }),
                  current: item === current,
                },
          ),
        }
      : undefined;
  return {
    ...rest,
    pager,
    posts: shown.map(({ id, slug, title, date, author, excerpt, image }): PostSummary => ({
      id,
      slug,
      title,
      date,
      author,
      excerpt,
      image,
      href: ctx.postPath(slug),
    })),
  };
}

export type PostListProps = ReturnType<typeof resolvePostList>;
