import { describe, expect, it } from 'vitest';
import { fill } from '../../src/content/fill';
import {
  listPagePath,
  pageCount,
  pagerItems,
  parseListPagePath,
} from '../../src/content/pagination';

describe('list pages', () => {
  it('page 1 is the page itself; the others live under /page/<n>', () => {
    expect(listPagePath('/blogs', 1)).toBe('/blogs');
    expect(listPagePath('/blogs', 2)).toBe('/blogs/page/2');
    expect(listPagePath('/', 3)).toBe('/page/3');
  });

  it('reads back only the one spelling of each page', () => {
    expect(parseListPagePath('/blogs/page/12')).toEqual({ base: '/blogs', n: 12 });
    expect(parseListPagePath('/page/2')).toEqual({ base: '/', n: 2 });
    for (const other of [
      '/blogs/page/1',
      '/blogs/page/02',
      '/blogs/page/0',
      '/blogs/page/',
      '/blogs/page/2/',
      '/blogs/page/x',
      '/blogs/page/99999999999999999999',
      '/blogs',
    ])
      expect(parseListPagePath(other), other).toBeUndefined();
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(1010, 12)).toBe(85);
  });

  it('fills labels as text, leaving unknown placeholders visible', () => {
    expect(fill('{title} — Page {n} of {count}', { title: 'Blogs', n: 2, count: 9 })).toBe(
      'Blogs — Page 2 of 9',
    );
    expect(fill('Page {n}', { n: 3, count: 9 })).toBe('Page 3');
    expect(fill('By {author}', { author: 'A $& B' })).toBe('By A $& B');
    expect(fill('Page {nn} of {count}', { n: 3, count: 9 })).toBe('Page {nn} of 9');
    expect(fill('{constructor}', {})).toBe('{constructor}');
  });

  it('shows the ends, the current page and its neighbours, with gaps between', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 85)).toEqual([1, 2, 'gap', 85]);
    expect(pagerItems(40, 85)).toEqual([1, 'gap', 39, 40, 41, 'gap', 85]);
    expect(pagerItems(85, 85)).toEqual([1, 'gap', 84, 85]);
    expect(pagerItems(4, 85)).toEqual([1, 2, 3, 4, 5, 'gap', 85]);
  });
});
