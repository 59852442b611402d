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

describe('what a history is of, in words', () => {
  it('names the home page and a section by the display name of its type', async () => {
    const { describeSubject } = await import('../../editor/lib/history-subject');
    expect(describeSubject({ target: 'page', key: '/' })).toBe('the home page');
    expect(
      describeSubject({ target: 'page', key: '/about', section: { type: 'card-grid', nth: 1 } }),
    ).toBe('the second “Cards in a grid” section of the page /about');
    expect(describeSubject({ target: 'post', key: 'x', section: { id: 'story' } })).toBe(
      'the section “story” of the article template',
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
