import { describe, expect, test } from 'vitest';
import { describeChanges, describePath } from '../../editor/merge/describe';
import { changesBetween, mergeValues } from '../../editor/merge/merge';
import { siteInput } from '../fixtures/site';

const hero = (heading: string, extra: Record<string, unknown> = {}) => ({
  type: 'hero',
  heading,
  ...extra,
});
interface Section {
  type: string;
  heading?: string;
  [field: string]: unknown;
}
interface Site {
  name: string;
  pages: { path: string; seo: { title: string }; sections: Section[] }[];
}
const base: Site = {
  name: 'Clinic',
  pages: [
    {
      path: '/',
      seo: { title: 'Home | Clinic' },
      sections: [
        hero('Welcome', { text: 'Care' }),
        { type: 'cta', heading: 'Call us' },
        { type: 'faq', id: 'faq', items: ['a', 'b'] },
      ],
    },
    { path: '/about', seo: { title: 'About Us | Clinic' }, sections: [hero('About')] },
  ],
};
const edit = (change: (site: Site) => void): Site => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

describe('mergeValues', () => {
  test('changes to different pages combine, and what came in is listed by path', () => {
    const ours = edit((s) => (s.pages[0]!.sections[0]!.heading = 'Hello'));
    const theirs = edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the clinic'));
    const merged = mergeValues(base, ours, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual(
      edit((s) => {
        s.pages[0]!.sections[0]!.heading = 'Hello';
        s.pages[1]!.sections[0]!.heading = 'About the clinic';
      }),
    );
    expect(merged.incoming).toEqual([
      { path: ['pages', 1, 'sections', 0, 'heading'], kind: 'changed' },
    ]);
  });

  test('different fields of the same section combine', () => {
    const ours = edit((s) => (s.pages[0]!.sections[0]!.heading = 'Hello'));
    const theirs = edit((s) => (s.pages[0]!.sections[0]!.text = 'Better care'));
    const merged = mergeValues(base, ours, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual(
      edit((s) =>
        Object.assign(s.pages[0]!.sections[0]!, { heading: 'Hello', text: 'Better care' }),
      ),
    );
  });

  test('items inserted into the same list on both sides are both kept, each after its neighbour', () => {
    const ours = edit((s) => s.pages[0]!.sections.splice(1, 0, { type: 'prose', heading: 'Mine' }));
    const theirs = edit((s) => s.pages[0]!.sections.push({ type: 'notice', heading: 'Theirs' }));
    const merged = mergeValues(base, ours, theirs);
    expect(merged.conflicts).toEqual([]);
    expect((merged.value as Site).pages[0]!.sections.map((x) => x.heading)).toEqual([
      'Welcome',
      'Mine',
      'Call us',
      undefined,
      'Theirs',
    ]);
    expect(merged.incoming).toEqual([{ path: ['pages', 0, 'sections', 4], kind: 'added' }]);
  });

  test('a section moved on one side and edited on the other is moved and edited', () => {
    const ours = edit((s) => s.pages[0]!.sections.reverse());
    const theirs = edit((s) => (s.pages[0]!.sections[1]!.heading = 'Call us today'));
    const merged = mergeValues(base, ours, theirs);
    expect(merged.conflicts).toEqual([]);
    expect((merged.value as Site).pages[0]!.sections.map((x) => x.heading)).toEqual([
      undefined,
      'Call us today',
      'Welcome',
    ]);
  });

  test('a section removed on one side and edited on the other is a conflict, by default kept as ours', () => {
    const ours = edit((s) => s.pages[0]!.sections.splice(1, 1));
    const theirs = edit((s) => (s.pages[0]!.sections[1]!.heading = 'Call us today'));
    const merged = mergeValues(base, ours, theirs);
    expect(merged.conflicts).toMatchObject([
      {
        path: ['pages', 0, 'sections', 1],
        ours: undefined,
        theirs: { type: 'cta', heading: 'Call us today' },
      },
    ]);
    expect((merged.value as Site).pages[0]!.sections).toHaveLength(2);
    const chosen = mergeValues(base, ours, theirs, { [merged.conflicts[0]!.id]: 'theirs' });
    expect(chosen.conflicts).toEqual([]);
    expect((chosen.value as Site).pages[0]!.sections[1]!.heading).toBe('Call us today');
  });

  test('the same value changed differently is a conflict with both values, resolved by choice', () => {
    const ours = edit((s) => (s.pages[0]!.sections[0]!.heading = 'Hello'));
    const theirs = edit((s) => (s.pages[0]!.sections[0]!.heading = 'Namaste'));
    const merged = mergeValues(base, ours, theirs);
    expect(merged.conflicts).toEqual([
      {
        id: JSON.stringify(['pages', 0, 'sections', 0, 'heading']),
        path: ['pages', 0, 'sections', 0, 'heading'],
        base: 'Welcome',
        ours: 'Hello',
        theirs: 'Namaste',
      },
    ]);
    expect((merged.value as Site).pages[0]!.sections[0]!.heading).toBe('Hello');
    const id = merged.conflicts[0]!.id;
    const chosen = mergeValues(base, ours, theirs, { [id]: 'theirs' });
    expect((chosen.value as Site).pages[0]!.sections[0]!.heading).toBe('Namaste');
  });

  test('the same change made on both sides is no conflict and nothing new', () => {
    const both = edit((s) => (s.pages[1]!.seo.title = 'About | Clinic'));
    const merged = mergeValues(base, both, structuredClone(both));
    expect(merged).toEqual({ value: both, incoming: [], conflicts: [] });
  });

  test('an item added on both sides is added once, and not announced as new', () => {
    const both = (s: Site) => {
      s.pages[0]!.sections.reverse();
      s.pages[0]!.sections.push({ type: 'notice', heading: 'Closed on Sunday' });
    };
    const ours = edit((s) =>
      s.pages[0]!.sections.push({ type: 'notice', heading: 'Closed on Sunday' }),
    );
    const merged = mergeValues(base, ours, edit(both));
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual(edit(both));
    expect(merged.incoming).toEqual([{ path: ['pages', 0, 'sections'], kind: 'moved' }]);
  });

  test('a page found by its path though the other side inserted a page before it', () => {
    const ours = edit((s) => (s.pages[1]!.sections[0]!.heading = 'About the clinic'));
    const theirs = edit((s) =>
      s.pages.splice(1, 0, { path: '/team', seo: { title: 'Team' }, sections: [] }),
    );
    const merged = mergeValues(base, ours, theirs).value as Site;
    expect(merged.pages.map((p) => p.path)).toEqual(['/', '/team', '/about']);
    expect(merged.pages[2]!.sections[0]!.heading).toBe('About the clinic');
  });
});

describe('describing changes', () => {
  test('names the page, the section by its display name and the field by its title, as a person knows them', () => {
    const after = edit((s) => {
      s.pages[1]!.sections[0]!.heading = 'About the clinic';
      s.pages[0]!.sections.reverse();
      s.name = 'The Clinic';
    });
    expect(describeChanges(changesBetween(base, after), base, after)).toEqual([
      'Site settings: Name',
      'Home: sections reordered',
      'About Us: Top banner › Heading',
    ]);
  });

  test('names a translation as the English field it translates, marked Hindi', () => {
    const site = siteInput() as unknown as Site;
    const index = site.pages.findIndex((p) => p.path === '/about');
    const sections = site.pages[index]!.sections as { id?: string }[];
    const story = sections.findIndex((s) => s.id === 'story');
    expect(describePath(site, ['pages', index, 'sections', story, 'hi', 'heading', 'text'])).toBe(
      'About Us: Text beside a picture › Heading (Hindi)',
    );
  });

  test('numbers a section only when its page has more than one of its kind, and names list items by their noun', () => {
    const site = siteInput() as unknown as Site;
    const home = site.pages.findIndex((p) => p.path === '/');
    const sections = site.pages[home]!.sections as { type: string }[];
    const grid = sections.findIndex((s) => s.type === 'card-grid');
    expect(describePath(site, ['pages', home, 'sections', grid, 'cards', 1, 'title'])).toBe(
      'Home: Cards in a grid 1 › Card 2 › Title',
    );
    const post = (siteInput() as { blog: { posts: { title: string }[] } }).blog.posts[0]!;
    expect(describePath(site, ['blog', 'posts', 0, 'image', 'alt'])).toBe(
      `Post “${post.title}”: Picture › Text for screen readers`,
    );
  });
});
