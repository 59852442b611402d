import { describe, expect, it } from 'vitest';
import { listRoutes, resolveNotFound, resolveRoute } from '../../src/content/resolve';
import { SiteSchema } from '../../src/schema/site';
import { baseSite } from '../fixtures/base-site';

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

  it('gives every job an apply link carrying its encoded title', () => {
    const route = resolveRoute(site, '/about');
    const jobs =
      route?.kind === 'page' ? route.page.sections.find((s) => s.type === 'job-list') : undefined;
    if (jobs?.type !== 'job-list') throw new Error('no job-list');
    expect(jobs.props.jobs[0]?.applyHref).toBe('/about?job=UI%2FUX%20Designer');
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
