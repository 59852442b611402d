import { describe, expect, it } from 'vitest';
import { matchTexts, sectionTexts } from '../../editor/lib/in-place';
import { editedName } from '../../editor/ui/edit-in-place';

const hero = {
  type: 'hero',
  size: 'banner',
  eyebrow: 'Since 2015',
  heading: 'About  us ',
  actions: [
    {
      label: 'Contact Us',
      href: '/contact',
      hi: { label: { text: 'संपर्क करें', from: 'Contact Us' } },
    },
    { label: 'Contact Us', href: '/careers' },
  ],
};

describe('the texts a section shows from its fields', () => {
  it('lists its single texts with their paths, as the page shows them, never a translation', () => {
    expect(sectionTexts({}, ['pages', 1, 'sections', 0], hero)).toEqual([
      { path: ['pages', 1, 'sections', 0, 'eyebrow'], text: 'Since 2015' },
      { path: ['pages', 1, 'sections', 0, 'heading'], text: 'About us' },
      { path: ['pages', 1, 'sections', 0, 'actions', 0, 'label'], text: 'Contact Us' },
      { path: ['pages', 1, 'sections', 0, 'actions', 1, 'label'], text: 'Contact Us' },
    ]);
  });

  it("leaves out a picture's alt text, which the page does not show", () => {
    const split = {
      type: 'split',
      heading: 'Our story',
      body: ['Text'],
      image: { src: '/a.svg', alt: 'Our story', width: 1, height: 1 },
    };
    expect(
      sectionTexts({}, ['pages', 0, 'sections', 1], split).map((t) => t.path.slice(4).join('.')),
    ).toEqual(['heading', 'body.0']);
  });

  it('lists rich text by paragraph, heading and list item, each paragraph and item with its markup and place', () => {
    const body = ['We build **websites**.', { h2: 'How' }, { ol: ['[Ask](/contact) us'] }];
    const texts = sectionTexts({}, ['s'], { type: 'prose', body });
    expect(texts.map(({ path, text }) => [path.join('.'), text])).toEqual([
      ['s.body.0', 'We build websites.'],
      ['s.body.1.h2', 'How'],
      ['s.body.2.ol.0', 'Ask us'],
    ]);
    expect(texts[0]!.rich).toEqual({
      source: 'We build **websites**.',
      blocks: { root: ['s', 'body'], value: body, place: { block: 0 } },
    });
    expect(texts[1]!.rich).toBeUndefined();
    expect(texts[2]!.rich?.blocks?.place).toEqual({ block: 2, item: 0 });
  });

  it('a list of texts with marks (a checklist) is edited with its marks, item by item', () => {
    const checklist = { type: 'checklist', items: ['**Fast** pages', 'Support'] };
    const texts = sectionTexts({}, ['s'], checklist);
    expect(texts.map((t) => [t.text, t.rich?.source, t.rich?.blocks])).toEqual([
      ['Fast pages', '**Fast** pages', undefined],
      ['Support', 'Support', undefined],
    ]);
  });

  it('in a translation’s preview lists its current translations where they are written, not the English', () => {
    const split = {
      type: 'split',
      heading: 'Our story',
      body: ['We **build**.', 'Changed since.'],
      image: { src: '/a.svg', alt: 'x', width: 1, height: 1 },
      hi: {
        heading: { text: 'हमारी कहानी', from: 'Our story' },
        body: { text: ['हम **बनाते** हैं।', 'पुराना।'], from: ['We **build**.', 'Old.'] },
      },
    };
    // The body changed after its translation: the page shows it in English, not edited here.
    expect(
      sectionTexts({}, ['s'], split, 'hi').map(({ path, text }) => [path.join('.'), text]),
    ).toEqual([['s.hi.heading.text', 'हमारी कहानी']]);
    split.body[1] = 'Old.';
    const texts = sectionTexts({}, ['s'], split, 'hi');
    expect(texts.map((t) => t.path.join('.'))).toEqual([
      's.hi.heading.text',
      's.hi.body.text.0',
      's.hi.body.text.1',
    ]);
    expect(texts[1]!.rich?.blocks?.root).toEqual(['s', 'hi', 'body', 'text']);
  });

  it("a block reference shows its block's sections, edited where the block is", () => {
    const data = { blocks: { shared: [{ type: 'cta', heading: 'Talk to us' }] } };
    expect(
      sectionTexts(data, ['pages', 0, 'sections', 7], { type: 'block', ref: 'shared' }),
    ).toEqual([{ path: ['blocks', 'shared', 0, 'heading'], text: 'Talk to us' }]);
  });

  it('a block inside a block shows its own sections, edited where that block is', () => {
    const data = {
      blocks: {
        outer: [{ type: 'block', ref: 'inner' }],
        inner: [{ type: 'cta', heading: 'Talk to us' }],
      },
    };
    expect(
      sectionTexts(data, ['pages', 0, 'sections', 7], { type: 'block', ref: 'outer' }),
    ).toEqual([{ path: ['blocks', 'inner', 0, 'heading'], text: 'Talk to us' }]);
  });
});

describe('matching the words on the page to their fields', () => {
  const fields = sectionTexts({}, ['s'], hero);

  it('gives the n-th appearance of some words to the n-th field holding them', () => {
    const matched = matchTexts(fields, ['About us', 'Contact Us', 'Contact Us']);
    expect(matched.map((m) => m?.path.join('.'))).toEqual([
      's.heading',
      's.actions.0.label',
      's.actions.1.label',
    ]);
  });

  it('matches words however the page spaces them, and leaves anything else unmatched', () => {
    const matched = matchTexts(fields, [
      '  About\n us',
      'Read more',
      'Contact Us',
      'Contact Us',
      'Contact Us',
    ]);
    expect(matched.map((m) => m?.path.join('.'))).toEqual([
      's.heading',
      undefined,
      's.actions.0.label',
      's.actions.1.label',
      undefined,
    ]);
  });
});

describe('what an edit in the preview is called', () => {
  const data = {
    pages: [{ path: '/', sections: [{ type: 'prose', body: ['One.', { ul: ['a'] }] }] }],
  };
  const at = ['pages', 0, 'sections', 0] as const;

  it('names a paragraph by its rich text, and a translation by its English field and language', () => {
    const english = editedName([...at, 'body', 0], data);
    expect(english).toMatch(/^\w[\w ]*: paragraph or list 1$/);
    expect(editedName([...at, 'hi', 'body', 'text', 0], data)).toBe(`${english} in Hindi`);
    expect(editedName([...at, 'body', 1, 'ul', 0], data)).toBe('Bulleted list: text 1');
  });
});
