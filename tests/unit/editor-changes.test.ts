import { describe, expect, it } from 'vitest';
import {
  addSection,
  duplicateSection,
  moveSection,
  removeSection,
} from '../../editor/ui/changes/sections';
import { addPage, addPost, removeTarget, type NewPost } from '../../editor/ui/changes/targets';
import type { Place } from '../../editor/ui/place';

const site = {
  pages: [
    {
      path: '/',
      sections: [
        { type: 'hero', heading: 'Welcome' },
        { type: 'prose', id: 'story', heading: 'Our story' },
        { type: 'cta', heading: 'Write to us', button: { href: '/contact' } },
      ],
    },
    {
      path: '/contact',
      seo: { title: 'Contact Us | Arogya' },
      sections: [{ type: 'form', heading: 'Contact' }],
    },
    { path: '/about', seo: { title: 'About Us | Arogya' }, sections: [] },
  ],
  blog: {
    basePath: '/blog',
    template: [{ type: 'article' }],
    posts: [
      { id: 3, slug: 'first', title: 'First' },
      { id: 7, slug: 'second', title: 'Second' },
    ],
  },
  notFound: { sections: [{ type: 'notice', heading: 'Lost' }] },
};
const original = structuredClone(site);

const onHome = (selected: number | null): Place => ({
  target: { kind: 'page', index: 0 },
  selected,
  panel: 'settings',
});
const headings = (data: unknown, page = 0) =>
  (data as typeof site).pages[page]!.sections.map((s) => (s as { heading?: string }).heading);

describe('section changes', () => {
  it('moves a section, selects it where it landed and says where that is', () => {
    const made = moveSection(site, onHome(null), 0, 2)!;
    expect(headings(made.data)).toEqual(['Our story', 'Write to us', 'Welcome']);
    expect(made.place).toEqual({ ...onHome(2), panel: 'section' });
    expect(made.say).toBe('Top banner: Welcome moved to position 3 of 3.');
  });

  it('makes no change when a section would move past either end of the list', () => {
    expect(moveSection(site, onHome(0), 0, -1)).toBeNull();
    expect(moveSection(site, onHome(2), 2, 3)).toBeNull();
  });

  it('adds a new section after the selected one, or at the end when none is selected', () => {
    const after = addSection(site, onHome(0), { type: 'faq', heading: 'Asked' });
    expect(headings(after.data)).toEqual(['Welcome', 'Asked', 'Our story', 'Write to us']);
    expect(after.place).toEqual({ ...onHome(1), panel: 'section' });
    expect(after.say).toBe('faq section added at position 2. Fill in its fields.');
    const atEnd = addSection(site, onHome(null), { type: 'faq', heading: 'Asked' });
    expect(headings(atEnd.data).at(-1)).toBe('Asked');
    expect(atEnd.place.selected).toBe(3);
  });

  it('adds to the section list of what is on screen: the article template for a post', () => {
    const onPost: Place = { target: { kind: 'post', index: 1 }, selected: 0, panel: 'section' };
    const made = addSection(site, onPost, { type: 'cta' });
    expect((made.data as typeof site).blog.template).toEqual([
      { type: 'article' },
      { type: 'cta' },
    ]);
  });

  it('duplicates the selected section right after it, without its anchor id', () => {
    const made = duplicateSection(site, onHome(1))!;
    const sections = (made.data as typeof site).pages[0]!.sections;
    expect(sections[1]).toEqual({ type: 'prose', id: 'story', heading: 'Our story' });
    expect(sections[2]).toEqual({ type: 'prose', heading: 'Our story' });
    expect(made.place.selected).toBe(2);
    expect(made.say).toBe('Running text: Our story duplicated at position 3.');
    expect(duplicateSection(site, onHome(null))).toBeNull();
  });

  it('removes the selected section and selects the one after it, or the new last one', () => {
    const middle = removeSection(site, onHome(1))!;
    expect(headings(middle.data)).toEqual(['Welcome', 'Write to us']);
    expect(middle.place.selected).toBe(1);
    expect(middle.say).toBe('Running text: Our story removed.');
    expect(removeSection(site, onHome(2))!.place.selected).toBe(1);
    expect(removeSection(site, onHome(null))).toBeNull();
  });

  it('leaves the data it was given as it was', () => {
    moveSection(site, onHome(0), 0, 1);
    addSection(site, onHome(0), { type: 'faq' });
    duplicateSection(site, onHome(1));
    removeSection(site, onHome(1));
    expect(site).toEqual(original);
  });
});

describe('page and post changes', () => {
  it('adds a page at the end opening with a banner hero of its title, and shows that hero', () => {
    const made = addPage(site, { path: '/team', title: 'Team', description: 'Who we are.' });
    expect((made.data as typeof site).pages.at(-1)).toEqual({
      path: '/team',
      seo: { title: 'Team', description: 'Who we are.' },
      sections: [{ type: 'hero', size: 'banner', heading: 'Team' }],
    });
    expect(made.place).toEqual({
      target: { kind: 'page', index: 3 },
      selected: 0,
      panel: 'section',
    });
    expect(made.say).toBe('Page “Team” added.');
  });

  it('adds a post with the next free id and the image fields a post keeps, and shows its settings', () => {
    const post = {
      title: 'Third',
      slug: 'third',
      date: '2025-01-02',
      author: 'Arogya',
      excerpt: 'Short.',
      description: 'Longer.',
      image: { src: '/images/blog/a.webp', alt: 'A', width: 800, height: 450, bytes: 1 },
      paragraph: 'Hello.',
    } as NewPost;
    const made = addPost(site, post);
    const { image, paragraph, ...rest } = post;
    expect((made.data as typeof site).blog.posts.at(-1)).toEqual({
      id: 8,
      ...rest,
      image: { src: image.src, alt: 'A', width: 800, height: 450 },
      body: [paragraph],
    });
    expect(made.place).toEqual({
      target: { kind: 'post', index: 2 },
      selected: null,
      panel: 'settings',
    });
    expect(made.say).toBe('Post “Third” added.');
  });

  it('refuses to remove a page that something still links to, naming the links', () => {
    const made = removeTarget(site, { ...onHome(null), target: { kind: 'page', index: 1 } });
    expect(made).toMatchObject({
      path: '/contact',
      name: 'Page “Contact Us”',
      references: [{ path: ['pages', 0, 'sections', 2, 'button', 'href'] }],
      say: 'Page “Contact Us” cannot be removed: 1 place links to it.',
    });
  });

  it('removes a page and shows the one before it', () => {
    const made = removeTarget(site, { ...onHome(1), target: { kind: 'page', index: 2 } });
    expect((made as { data: typeof site }).data.pages.map((p) => p.path)).toEqual([
      '/',
      '/contact',
    ]);
    expect(made).toMatchObject({
      place: { target: { kind: 'page', index: 1 }, selected: null, panel: 'section' },
      say: 'Page “About Us” removed.',
    });
  });

  it("removes a post and shows the one before it; the last post gone, the site's first page", () => {
    const second: Place = { target: { kind: 'post', index: 1 }, selected: null, panel: 'section' };
    const made = removeTarget(site, second);
    expect(made).toMatchObject({
      place: { target: { kind: 'post', index: 0 }, selected: null, panel: 'settings' },
      say: 'Post “Second” removed.',
    });
    const onePost = { ...site, blog: { ...site.blog, posts: [site.blog.posts[0]!] } };
    const last = removeTarget(onePost, { ...second, target: { kind: 'post', index: 0 } });
    expect(last).toMatchObject({
      data: { blog: { posts: [] } },
      place: { target: { kind: 'page', index: 0 }, selected: null, panel: 'section' },
    });
  });

  it('never removes the not-found page', () => {
    expect(removeTarget(site, { ...onHome(null), target: { kind: 'not-found' } })).toBeNull();
    expect(site).toEqual(original);
  });
});
