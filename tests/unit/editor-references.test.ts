import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencesTo } from '../../editor/lib/references';
import { describePath } from '../../editor/merge/describe';

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
    const paths = [
      ['layout', 'header', 'links', 1, 'href'],
      ['layout', 'header', 'cta', 'href'],
      ['layout', 'footer', 'columns', 0, 'links', 0, 'href'],
      ['forms', 'contact', 'transport', 'redirect'],
      ['blocks', 'service-contact', 0, 'actions', 0, 'href'],
      ['pages', 0, 'sections', 1, 'body', 1],
      ['pages', 0, 'sections', 2, 'applyPath'],
      ['blog', 'template', 0, 'text'],
      ['aliases', 0, 'to'],
      ['notFound', 'sections', 0, 'action', 'href'],
    ];
    // A link inside a text is named by its words too.
    const inText: Record<string, string> = { 5: 'get in touch', 7: 'Contact us' };
    expect(referencesTo(site, '/contact')).toEqual(
      paths.map((path, i) => ({
        path,
        label: `${describePath(site, path)}${inText[i] ? ` › link “${inText[i]}”` : ''}`,
      })),
    );
    expect(referencesTo(site, '/contact')[4]!.label).toBe(
      'Shared block “service-contact”: Call to action › Button 1 › Link',
    );
  });

  it('counts a link to a numbered page of a list as a link to the list’s page', () => {
    expect(referencesTo(site, '/blogs')).toEqual([
      {
        path: ['blog', 'posts', 0, 'body', 0],
        label: 'Post “SEO”: Paragraph or list 1 › link “page 2”',
      },
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
