import { describe, expect, it } from 'vitest';
import { placePath, removeItem, splitItem, toggleList } from '../../editor/lib/rich-blocks';
import { pageChoices, searchPages, titleWithoutSite } from '../../editor/lib/page-titles';
import { siteInput } from '../fixtures/site';

const blocks = ['First.', { ul: ['one', 'two', 'three'] }, { h2: 'Next' }];

describe('the toolbar’s lists', () => {
  it('makes a paragraph a list of one item, the same value for every other block', () => {
    const made = toggleList(blocks, { block: 0 }, 'First, **now**.', 'ol');
    expect(made.blocks).toEqual([{ ol: ['First, **now**.'] }, blocks[1], blocks[2]]);
    expect(made.blocks[1]).toBe(blocks[1]);
    expect(made.place).toEqual({ block: 0, item: 0 });
    expect(placePath(['body'], made.blocks, made.place)).toEqual(['body', 0, 'ol', 0]);
  });

  it('turns a whole list to the other kind', () => {
    const made = toggleList(blocks, { block: 1, item: 1 }, 'two', 'ol');
    expect(made.blocks[1]).toEqual({ ol: ['one', 'two', 'three'] });
    expect(made.place).toEqual({ block: 1, item: 1 });
  });

  it('takes an item out of its list as a paragraph, the list split around it', () => {
    const made = toggleList(blocks, { block: 1, item: 1 }, 'two', 'ul');
    expect(made.blocks).toEqual(['First.', { ul: ['one'] }, 'two', { ul: ['three'] }, blocks[2]]);
    expect(made.place).toEqual({ block: 2 });
    const first = toggleList(blocks, { block: 1, item: 0 }, 'one', 'ul');
    expect(first.blocks.slice(1, 3)).toEqual(['one', { ul: ['two', 'three'] }]);
    expect(first.place).toEqual({ block: 1 });
  });

  it('splits an item at the caret (Enter) and removes an empty one', () => {
    const split = splitItem(blocks, { block: 1, item: 0 }, 'o', 'ne');
    expect(split.blocks[1]).toEqual({ ul: ['o', 'ne', 'two', 'three'] });
    expect(split.place).toEqual({ block: 1, item: 1 });
    expect(removeItem(blocks, { block: 1, item: 2 })).toEqual({
      blocks: ['First.', { ul: ['one', 'two'] }, blocks[2]],
      place: { block: 1, item: 1 },
    });
    expect(removeItem(['a', { ol: [''] }], { block: 1, item: 0 })).toEqual({ blocks: ['a'] });
  });
});

describe('the pages a link can choose, by title', () => {
  const choices = pageChoices(siteInput());

  it('names each page by its title without the site’s name, and every post by its own', () => {
    const site = siteInput();
    expect(choices.find((c) => c.href === '/contact')?.title).toBe(
      titleWithoutSite(site.pages.find((p) => p.path === '/contact')!.seo!.title!, site.name),
    );
    expect(choices.find((c) => c.href === '/contact')?.title).not.toContain(site.name);
    expect(choices.find((c) => c.href === '/')?.title).toMatch(/^Home: /);
    expect(choices).toHaveLength(site.pages.length + (site.blog?.posts?.length ?? 0));
  });

  it('finds a page by any of its title’s words, in any case and order', () => {
    expect(searchPages(choices, 'us CONTACT').map((c) => c.href)).toContain('/contact');
    expect(searchPages(choices, 'no such words here')).toEqual([]);
  });
});
