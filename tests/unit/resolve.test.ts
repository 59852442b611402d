import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/routes';
import { resolveNotFound, resolveRoute } from '../../src/content/route-data';
import { SiteSchema } from '../../src/schema/site';
import { baseSite } from '../../scripts/lib/base-site';

const site = SiteSchema.parse(baseSite());

describe('listRoutes', () => {
  it('lists pages, then posts under the blog path, then aliases', () => {
    expect(listRoutes(site).map((r) => `${r.kind} ${r.path}`)).toEqual([
      'page /',
      'page /about',
      'post /blog/first',
      'post /blog/second',
      'alias /About-Us',
    ]);
  });
});

describe('resolveRoute', () => {
  it('expands blocks in place and gives each section a stable key', () => {
    const route = resolveRoute(site, '/');
    expect(route?.kind).toBe('page');
    if (route?.kind !== 'page') return;
    expect(route.page.sections.map((s) => s.key)).toEqual([
      '0-hero',
      '1-faq',
      '2-post-list',
      '3-cta',
    ]);
  });

  it('replaces a collection reference with its items', () => {
    const route = resolveRoute(site, '/');
    const faq =
      route?.kind === 'page' ? route.page.sections.find((s) => s.type === 'faq') : undefined;
    expect(faq?.type === 'faq' && faq.props.items.map((i) => i.title)).toEqual(['Why?']);
  });

  it('lists the newest posts first, up to the limit, without their bodies', () => {
    const route = resolveRoute(site, '/');
    const list =
      route?.kind === 'page' ? route.page.sections.find((s) => s.type === 'post-list') : undefined;
    if (list?.type !== 'post-list') throw new Error('no post-list');
    expect(list.props.posts.map((p) => p.href)).toEqual(['/blog/second']);
    expect(list.props.posts[0]).not.toHaveProperty('body');
  });

  it('gives every job an apply link carrying its id, the same in every language', () => {
    const route = resolveRoute(site, '/about');
    const jobs =
      route?.kind === 'page' ? route.page.sections.find((s) => s.type === 'job-list') : undefined;
    if (jobs?.type !== 'job-list') throw new Error('no job-list');
    expect(jobs.props.jobs[0]?.applyHref).toBe('/about?job=ui-ux-designer');
  });

  it('renders an article through the blog template with its title template', () => {
    const route = resolveRoute(site, '/blog/first');
    if (route?.kind !== 'page') throw new Error('not a page');
    expect(route.page.head[0]).toEqual({ tag: 'title', text: 'First post | Test' });
    const article = route.page.sections[0];
    expect(article?.type === 'article' && article.props.title).toBe('First post');
  });

  it('redirects an alias and knows nothing of unknown paths', () => {
    expect(resolveRoute(site, '/About-Us')).toEqual({ kind: 'redirect', to: '/about' });
    expect(resolveRoute(site, '/nope')).toBeUndefined();
    expect(resolveRoute(site, '/blog/nope')).toBeUndefined();
  });

  it('resolves the not-found page as noindex', () => {
    const page = resolveNotFound(site);
    expect(page.head).toContainEqual({
      tag: 'meta',
      attrs: { name: 'robots', content: 'noindex' },
    });
    expect(page.sections[0]?.type).toBe('notice');
  });
});

describe('a post-list with pageSize', () => {
  /** The base fixture with five posts, all listed on /about, `pageSize` to a page. */
  function paginated(pageSize: number, extra: Record<string, unknown> = {}) {
    const input = baseSite();
    const first = input.blog!.posts![0]!;
    input.blog!.posts = Array.from({ length: 5 }, (_, i) => ({
      ...first,
      id: i + 1,
      slug: `post-${i + 1}`,
      title: `Post ${i + 1}`,
      date: `2025-0${i + 1}-10`,
    }));
    input.pages[1]!.sections.push({
      type: 'post-list',
      heading: 'All',
      order: 'as-written',
      linkLabel: 'Read',
      pageSize,
      ...extra,
    } as (typeof input.pages)[number]['sections'][number]);
    return SiteSchema.parse(input);
  }
  const listOn = (s: ReturnType<typeof paginated>, path: string) => {
    const route = resolveRoute(s, path);
    if (route?.kind !== 'page') return undefined;
    const list = route.page.sections.at(-1);
    const title = route.page.head.find((t) => t.tag === 'title');
    return list?.type === 'post-list'
      ? {
          title: title?.tag === 'title' ? title.text : '',
          posts: list.props.posts.map((p) => p.title),
          pager: list.props.pager,
        }
      : undefined;
  };

  it('adds a route for every further page, right after the page', () => {
    expect(
      listRoutes(paginated(2))
        .filter((r) => r.kind === 'page')
        .map((r) => `${r.path} ${r.at.join('.')}`),
    ).toEqual([
      '/ pages.0.path',
      '/about pages.1.path',
      '/about/page/2 pages.1.sections.3.pageSize',
      '/about/page/3 pages.1.sections.3.pageSize',
    ]);
    expect(listRoutes(paginated(5)).filter((r) => r.path.includes('/page/'))).toEqual([]);
  });

  it('shows each page its own posts, numbered links and Previous/Next links', () => {
    const s = paginated(2);
    const first = listOn(s, '/about')!;
    expect(first.posts).toEqual(['Post 1', 'Post 2']);
    expect(first.title).toBe('About');
    expect(first.pager?.previous).toBeUndefined();
    expect(first.pager?.next).toEqual({ href: '/about/page/2', label: 'Next' });
    expect(first.pager?.items).toEqual([
      { kind: 'page', n: 1, href: '/about', label: 'Page 1', current: true },
      { kind: 'page', n: 2, href: '/about/page/2', label: 'Page 2', current: false },
      { kind: 'page', n: 3, href: '/about/page/3', label: 'Page 3', current: false },
    ]);
    const last = listOn(s, '/about/page/3')!;
    expect(last.posts).toEqual(['Post 5']);
    expect(last.title).toBe('About — Page 3');
    expect(last.pager?.previous).toEqual({ href: '/about/page/2', label: 'Previous' });
    expect(last.pager?.next).toBeUndefined();
  });

  it('has no pager when everything fits on one page, and no page past the last', () => {
    const s = paginated(5);
    expect(listOn(s, '/about')?.pager).toBeUndefined();
    expect(resolveRoute(s, '/about/page/2')).toBeUndefined();
    expect(resolveRoute(paginated(2), '/about/page/4')).toBeUndefined();
    expect(resolveRoute(paginated(2), '/about/page/1')).toBeUndefined();
    expect(resolveRoute(paginated(2), '/page/2')).toBeUndefined();
  });

  it('takes its words from site.json', () => {
    const s = paginated(2, {
      pager: {
        label: 'Blog pages',
        previous: 'Back',
        next: 'More',
        page: 'Page {n} of {count}',
        title: '{title} (page {n})',
      },
    });
    const second = listOn(s, '/about/page/2')!;
    expect(second.title).toBe('About (page 2)');
    expect(second.pager?.label).toBe('Blog pages');
    expect(second.pager?.previous?.label).toBe('Back');
    expect(second.pager?.items[2]).toMatchObject({ label: 'Page 3 of 3' });
  });
});
