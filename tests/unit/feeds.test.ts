import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/content/fill';
import { postPath } from '../../src/content/routes';
import { layoutIn, resolveLocalizedRoute } from '../../src/content/versions';
import { renderRoute } from '../../src/entry-server';
import { SiteSchema, type Site, type SiteInput } from '../../src/schema/site';
import { feedPath, rss } from '../../scripts/lib/feeds';
import { dataRefs, fillTemplate } from '../../scripts/lib/html';
import { siteInput } from '../fixtures/site';

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  description: string;
}

/**
 * The feed as an RSS 2.0 reader takes it: well-formed XML (any parser complaint fails), an
 * <rss version="2.0"> with one channel holding the elements the specification requires.
 */
function readFeed(xml: string) {
  // xmldom lets a bare "&" through; XML allows it only to start one of its five entities.
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i);
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement!;
  expect(root.nodeName).toBe('rss');
  expect(root.getAttribute('version')).toBe('2.0');
  const channels = root.getElementsByTagName('channel');
  expect(channels.length).toBe(1);
  const channel = channels[0]!;
  const child = (parent: Element, name: string) => {
    const found = Array.from(parent.childNodes).filter((n) => n.nodeName === name);
    expect(found, `one <${name}> in <${parent.nodeName}>`).toHaveLength(1);
    return found[0]!.textContent ?? '';
  };
  const items = Array.from(channel.getElementsByTagName('item')).map((item): FeedItem => ({
    title: child(item, 'title'),
    link: child(item, 'link'),
    guid: child(item, 'guid'),
    description: child(item, 'description'),
  }));
  return {
    title: child(channel, 'title'),
    link: child(channel, 'link'),
    description: child(channel, 'description'),
    language: child(channel, 'language'),
    items,
  };
}

const input = siteInput();
const site = SiteSchema.parse(input);
const newestFirst = [...site.blog.posts].sort((a, b) => b.date.localeCompare(a.date));

/** The real site with the Hindi title of its newest post taken away. */
function withoutHindiTitle(): { site: Site; slug: string } {
  const copy = siteInput() as SiteInput & { blog: { posts: { slug: string; hi?: object }[] } };
  const post = copy.blog.posts.find((p) => p.slug === newestFirst[0]!.slug)!;
  delete (post.hi as Record<string, unknown>).title;
  return { site: SiteSchema.parse(copy), slug: post.slug };
}

describe('the blog feed of each language', () => {
  it('lives at /rss.xml in English and /hi/rss.xml in Hindi', () => {
    expect(feedPath('en')).toBe('/rss.xml');
    expect(feedPath('hi')).toBe('/hi/rss.xml');
  });

  it('lists every post in English, newest first, as valid RSS 2.0', () => {
    const feed = readFeed(rss(site));
    expect(feed).toMatchObject({
      title: fill(site.layout.words.feedTitle, { name: site.name }),
      link: `${site.url}/`,
      description: site.description,
      language: site.locale,
    });
    expect(feed.items).toEqual(
      newestFirst.map((post) => {
        const link = `${site.url}${postPath(site, post.slug)}`;
        return { title: post.title, link, guid: link, description: post.excerpt };
      }),
    );
  });

  it('lists every translated post in Hindi, linking its /hi/ page, as valid RSS 2.0', () => {
    const feed = readFeed(rss(site, 'hi'));
    const words = site.layout.words.hi!;
    expect(feed).toMatchObject({
      title: fill(words.feedTitle!.text as string, { name: site.hi!.name!.text as string }),
      link: `${site.url}/hi/`,
      description: site.hi!.description!.text,
      language: 'hi',
    });
    expect(feed.items).toEqual(
      newestFirst.map((post) => {
        const link = `${site.url}/hi${postPath(site, post.slug)}`;
        return {
          title: post.hi!.title!.text,
          link,
          guid: link,
          description: post.hi!.excerpt!.text,
        };
      }),
    );
  });

  it('leaves out of the Hindi feed a post shown in English at its /hi/ address', () => {
    const { site: partial, slug } = withoutHindiTitle();
    const hindi = readFeed(rss(partial, 'hi'));
    const english = readFeed(rss(partial));
    const link = (lang: string) => `${partial.url}${lang}${postPath(partial, slug)}`;
    expect(hindi.items.map((i) => i.link)).not.toContain(link('/hi'));
    expect(hindi.items).toHaveLength(newestFirst.length - 1);
    expect(english.items.map((i) => i.link)).toContain(link(''));
    // The same decision as the post's head: its Hindi address is kept out of search results.
    const page = resolveLocalizedRoute(partial, `/hi${postPath(partial, slug)}`);
    expect(page?.kind === 'page' && page.page.head).toContainEqual({
      tag: 'meta',
      attrs: { name: 'robots', content: 'noindex' },
    });
  });

  it('is named by every page of its language, titled in that language', () => {
    const template =
      '<html lang="%LANG%" dir="%DIR%"><head><!--head--></head><body><!--app--><!--data-->';
    const head = (path: string, lang: 'en' | 'hi') => {
      const route = resolveLocalizedRoute(site, path)!;
      if (route.kind !== 'page') throw new Error(`${path} is not a page`);
      return fillTemplate(template, site, route.page.head, lang, dataRefs(path));
    };
    const link = (title: string, href: string) =>
      `<link rel="alternate" type="application/rss+xml" title="${title}" href="${href}" />`;
    expect(head('/about', 'en')).toContain(link(readFeed(rss(site)).title, '/rss.xml'));
    expect(head('/hi/about', 'hi')).toContain(link(readFeed(rss(site, 'hi')).title, '/hi/rss.xml'));
    expect(head('/hi/about', 'hi')).not.toContain('href="/rss.xml"');
  });

  it('is where a link to the feed written in site.json leads on a page of each language', async () => {
    const anchors = async (path: string, lang: 'en' | 'hi') => {
      const route = resolveLocalizedRoute(site, path)!;
      const html = await renderRoute(path, { layout: layoutIn(site, lang), route });
      return [...html.matchAll(/<a href="([^"]*rss\.xml)"/g)].map((m) => m[1]);
    };
    // The footer's Subscribe action links /rss.xml in site.json.
    expect(await anchors('/about', 'en')).toContain('/rss.xml');
    expect(await anchors('/hi/about', 'hi')).toContain('/hi/rss.xml');
    expect(await anchors('/hi/about', 'hi')).not.toContain('/rss.xml');
  });
});
