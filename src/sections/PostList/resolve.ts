import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { PostSummary } from '../../schema/blog';
import { fill } from '../../content/fill';
import { listPagePath, pageCount, pagerItems } from '../../content/pagination';
import type { PostListSchema } from './schema';

type Posts = ResolveContext<'posts'>['posts'];

// Every numbered page of a long list (and every list on every page) reads the same posts in
// the same order: sorted once per posts list, not once per page, or a blog of n posts costs n².
const newestFirst = new WeakMap<Posts, Posts>();

function inOrder(posts: Posts, order: z.output<typeof PostListSchema>['order']): Posts {
  if (order !== 'newest') return posts;
  let sorted = newestFirst.get(posts);
  if (!sorted) {
    sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    newestFirst.set(posts, sorted);
  }
  return sorted;
}

export function resolvePostList(
  section: z.output<typeof PostListSchema>,
  ctx: ResolveContext<'posts'>,
) {
  const posts = inOrder(ctx.posts, section.order);
  const listedCount = Math.min(section.limit ?? posts.length, posts.length);
  const { limit: _limit, order: _order, pageSize, pager: words, ...rest } = section;
  const count = pageSize ? pageCount(listedCount, pageSize) : 1;
  const current = pageSize ? Math.min(ctx.listPage.n, count) : 1;
  const shown = pageSize
    ? posts.slice((current - 1) * pageSize, Math.min(current * pageSize, listedCount))
    : posts.slice(0, listedCount);
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
