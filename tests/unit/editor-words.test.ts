import { describe, expect, it } from 'vitest';
import { ImageSchema, Text } from '../../src/schema/primitives';
import {
  fieldLabel,
  humanise,
  inSentence,
  itemLabel,
  sectionTypeName,
  singular,
  syntaxInWords,
} from '../../editor/lib/words';
import { siteInput } from '../fixtures/site';

describe('the words the editor labels fields with', () => {
  it('labels a field with its schema title, never its JSON name', () => {
    expect(fieldLabel('src', ImageSchema.shape.src)).toBe('Picture file');
    expect(fieldLabel('alt', ImageSchema.shape.alt)).toBe('Text for screen readers');
  });

  it('turns a name without a title into words', () => {
    expect(humanise('closeLabel')).toBe('Close label');
    expect(humanise('home-testimonials')).toBe('Home testimonials');
  });

  it('names one item of a list in the singular, a translation’s too', () => {
    expect(singular('Other addresses')).toBe('Other address');
    expect(singular('Keywords in Hindi')).toBe('Keyword in Hindi');
    expect(singular('Testimonies')).toBe('Testimony');
    expect(singular('Pictures')).toBe('Picture');
  });

  it('puts a label inside a sentence without shouting or losing a name', () => {
    expect(inSentence('Spam protection')).toBe('spam protection');
    expect(inSentence('Keyword in Hindi')).toBe('keyword in Hindi');
    expect(inSentence('IVR line')).toBe('IVR line');
  });

  it('names a section type by its display name', () => {
    expect(sectionTypeName('card-grid')).toBe('Cards in a grid');
    expect(sectionTypeName('block')).toBe('Shared block');
  });

  it('names a list item by its noun, its place and its content', () => {
    const picture = { src: '/x.jpg', alt: 'Our team discussing a project with a hospital client' };
    expect(itemLabel('Pictures', ImageSchema, 0, picture)).toEqual({
      noun: 'Picture 1',
      label: 'Picture 1: Our team discussing a project with a hospital cli…',
    });
    expect(itemLabel('Points', Text, 2, 'Fast support')).toEqual({
      noun: 'Point 3',
      label: 'Point 3: Fast support',
    });
    expect(itemLabel('Points', Text, 0, '')).toEqual({ noun: 'Point 1', label: 'Point 1' });
  });
});

describe('where a problem is, in words', () => {
  it('names the place of a problem by the titles along its path', async () => {
    const { SiteSchema } = await import('../../src/schema/site');
    const { placeInWords } = await import('../../editor/lib/words');
    expect(placeInWords(['pages', 0, 'sections', 1, 'heading'], SiteSchema)).toBe(
      'Page 1 › Section 2 › Heading',
    );
  });
});

describe('a place in words', () => {
  it('names an optional field by the title its form shows, not its name in the file', async () => {
    const { describePath } = await import('../../editor/merge/describe');
    const { eyebrow } = await import('../../src/sections/section-schema');
    const site = siteInput() as unknown as { pages: { path: string }[] };
    const about = site.pages.findIndex((p) => p.path === '/about');
    expect(describePath(site, ['pages', about, 'sections', 0, 'eyebrow'])).toMatch(
      new RegExp(`› ${fieldLabel('eyebrow', eyebrow.eyebrow)}$`),
    );
  });
});

describe('what a history is of, in words', () => {
  it('names the page by its title, the home page as such, and a section by the display name of its type', async () => {
    const { describeSubject } = await import('../../editor/lib/history-subject');
    const { pageName } = await import('../../editor/merge/describe');
    const site = siteInput() as unknown as {
      pages: { path: string; sections: { type: string; id?: string }[] }[];
      blog: { posts: { slug: string; title: string }[] };
    };
    const about = site.pages.find((p) => p.path === '/about')!;
    const aboutName = pageName(about);
    const grids = about.sections.filter((s) => s.type === 'card-grid');
    expect(grids.length).toBeGreaterThan(1);
    expect(describeSubject({ target: 'page', key: '/' }, site)).toBe('the home page');
    expect(describeSubject({ target: 'page', key: '/about' }, site)).toBe(
      `the page “${aboutName}”`,
    );
    // A section known by its anchor is named as the others are, not by the anchor.
    expect(
      describeSubject({ target: 'page', key: '/about', section: { id: grids[1]!.id! } }, site),
    ).toBe(`the second “${sectionTypeName('card-grid')}” section of the page “${aboutName}”`);
    const story = about.sections.find((s) => s.id === 'story')!;
    expect(describeSubject({ target: 'page', key: '/about', section: { id: 'story' } }, site)).toBe(
      `the “${sectionTypeName(story.type)}” section of the page “${aboutName}”`,
    );
    expect(
      describeSubject({ target: 'page', key: '/about', section: { type: 'hero', nth: 0 } }, site),
    ).toBe(`the “${sectionTypeName('hero')}” section of the page “${aboutName}”`);
    const post = site.blog.posts[0]!;
    expect(describeSubject({ target: 'post', key: post.slug }, site)).toBe(
      `the post “${post.title}”`,
    );
  });
});

describe('a file that does not parse, in words', () => {
  it('says what is out of place without the "invalid JSON" validate starts with', () => {
    expect(
      syntaxInWords('invalid JSON: a comma is missing here, between this value and the next'),
    ).toBe('A comma is missing here, between this value and the next');
    expect(syntaxInWords('the file is empty: it must hold one JSON object')).toBe(
      'The file is empty: it must hold one JSON object',
    );
  });
});
