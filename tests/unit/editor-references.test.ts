import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencesTo } from '../../editor/lib/references';

const SITE_TEXT = readFileSync(join(import.meta.dirname, '../../site.json'), 'utf8');

const site = {
  layout: {
    header: {
      links: [
        { label: 'Home', href: '/' },
        { label: 'Contact', href: '/contact' },
      ],
      cta: { label: 'Write to us', href: '/contact#form' },
    },
    footer: {
      columns: [{ heading: 'Quick Links', links: [{ label: 'Say hello', href: '/contact/' }] }],
    },
  },
  forms: { contact: { transport: { kind: 'native-post', redirect: '/contact?sent=1' } } },
  blocks: {
    'service-contact': [
      { type: 'cta', heading: 'Let us talk', actions: [{ label: 'Go', href: '/contact' }] },
    ],
  },
  pages: [
    {
      path: '/about',
      sections: [
        { type: 'hero', heading: 'About us' },
        {
          type: 'prose',
          heading: 'Who we are',
          body: ['Nothing here.', 'Please [get in touch](/contact) or [call](tel:+915513504400).'],
        },
        { type: 'job-list', heading: 'Open roles', applyPath: '/contact' },
        {
          type: 'card-grid',
          cards: [{ title: 'Near miss', href: '/contact-us' }, { href: '//contact' }],
        },
      ],
    },
    {
      path: '/contact',
      sections: [{ type: 'cta', heading: 'Here', button: { href: '/contact#top' } }],
    },
    { path: '/blogs', sections: [{ type: 'post-list', pageSize: 10 }] },
  ],
  blog: {
    basePath: '/blog',
    template: [{ type: 'cta', text: 'More? [Contact us](/contact).' }],
    posts: [{ slug: 'seo', title: 'SEO', body: ['Older posts are on [page 2](/blogs/page/2).'] }],
  },
  aliases: [{ from: '/contact-old', to: '/contact' }],
  notFound: {
    sections: [{ type: 'notice', code: '404', action: { label: 'Help', href: '/contact' } }],
  },
};

describe('referencesTo', () => {
  it('finds every link to a page, each labelled by where it is, as the editor names places', () => {
    expect(referencesTo(site, '/contact')).toEqual([
      {
        path: ['layout', 'header', 'links', 1, 'href'],
        label: 'Header › links 2 “Contact” › href',
      },
      { path: ['layout', 'header', 'cta', 'href'], label: 'Header › cta › href' },
      {
        path: ['layout', 'footer', 'columns', 0, 'links', 0, 'href'],
        label: 'Footer › columns 1 “Quick Links” › links 1 “Say hello” › href',
      },
      {
        path: ['forms', 'contact', 'transport', 'redirect'],
        label: 'Form “contact” › transport › redirect',
      },
      {
        path: ['blocks', 'service-contact', 0, 'actions', 0, 'href'],
        label: 'Block “service-contact” › section 1 (cta “Let us talk”) › actions 1 “Go” › href',
      },
      {
        path: ['pages', 0, 'sections', 1, 'body', 1],
        label: 'Page /about › section 2 (prose “Who we are”) › body 2 › link “get in touch”',
      },
      {
        path: ['pages', 0, 'sections', 2, 'applyPath'],
        label: 'Page /about › section 3 (job-list “Open roles”) › applyPath',
      },
      {
        path: ['blog', 'template', 0, 'text'],
        label:
          'Blog post template › section 1 (cta “More? Contact us.”) › text › link “Contact us”',
      },
      { path: ['aliases', 0, 'to'], label: 'Redirect from /contact-old › to' },
      {
        path: ['notFound', 'sections', 0, 'action', 'href'],
        label: 'Not-found page › section 1 (notice) › action › href',
      },
    ]);
  });

  it('counts a link to a numbered page of a list as a link to the list’s page', () => {
    expect(referencesTo(site, '/blogs')).toEqual([
      { path: ['blog', 'posts', 0, 'body', 0], label: 'Post /blog/seo › body 1 › link “page 2”' },
    ]);
  });

  it('finds nothing for a page nobody links to (its own path and its links to itself do not count)', () => {
    expect(referencesTo(site, '/about')).toEqual([]);
  });

  it('finds, for every page of the real site.json, each link to it written in the file', () => {
    const data = JSON.parse(SITE_TEXT) as { pages: { path: string }[] };
    let total = 0;
    for (const { path } of data.pages) {
      if (path === '/') continue;
      const address = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      // Whole-field links ("…": "/x", "/x#a", "/x?q") other than a page's own path or an alias's
      // old address, and [text](/x) links inside texts.
      const field = new RegExp(`"(?!path"|from")[\\w]+": "${address}(?:[#?][^"]*)?"`, 'g');
      const inline = new RegExp(`\\]\\(${address}(?:[#?][^)]*)?\\)`, 'g');
      const written =
        (SITE_TEXT.match(field) ?? []).length + (SITE_TEXT.match(inline) ?? []).length;
      expect({ path, count: referencesTo(data, path).length }).toEqual({ path, count: written });
      total += written;
    }
    expect(total).toBeGreaterThan(50);
  });
});
