import { describe, expect, it } from 'vitest';
import { applyPatch, patchBetween } from '../../editor/lib/value-patch';
import { previewSlice } from '../../editor/preview/slice';
import { setIn } from '../../editor/protocol/data-path';
import { siteInput } from '../fixtures/site';

const site = siteInput();

describe('the preview patch', () => {
  it('is the one text a keystroke changed, and applying it gives the edited data', () => {
    const path = ['pages', 1, 'sections', 0, 'heading'];
    const edited = setIn(site, path, 'About our team!');
    const patch = patchBetween(site, edited);
    expect(patch).toEqual([{ path, value: 'About our team!' }]);
    expect(applyPatch(site, patch!)).toEqual(edited);
  });

  it('changes a list whose length changed where it changed, and replaces an object whose fields changed', () => {
    const alias = { from: '/x', to: '/' };
    const aliases = site.aliases ?? [];
    const added = { ...site, aliases: [...aliases, alias] };
    const addition = patchBetween(site, added);
    expect(addition).toEqual([
      { path: ['aliases'], at: aliases.length, remove: 0, insert: [alias] },
    ]);
    expect(applyPatch(site, addition!)).toEqual(added);
    const shorter = { ...site, pages: site.pages.filter((_, i) => i !== 1) };
    const removal = patchBetween(site, shorter);
    expect(removal).toEqual([{ path: ['pages'], at: 1, remove: 1, insert: [] }]);
    expect(applyPatch(site, removal!)).toEqual(shorter);
    const { seo: _seo, ...withoutSeo } = site.pages[0]!;
    const removed = setIn(site, ['pages', 0], withoutSeo);
    expect(patchBetween(site, removed)).toEqual([{ path: ['pages', 0], value: withoutSeo }]);
    expect(applyPatch(site, patchBetween(site, removed)!)).toEqual(removed);
  });

  it('is empty for the same data, and absent when more values changed than the limit', () => {
    expect(patchBetween(site, site)).toEqual([]);
    expect(patchBetween(site, structuredClone(site))).toEqual([]);
    const renamed = { ...site, pages: site.pages.map((p) => ({ ...p, path: `${p.path}-x` })) };
    expect(patchBetween(site, renamed, 3)).toBeUndefined();
  });
});

describe('the preview slice', () => {
  const indexOf = (path: string) => site.pages.findIndex((p) => p.path === path);

  it('holds only its own page and no post when the page lists none', () => {
    const about = indexOf('/about');
    const { part, target } = previewSlice(site, { kind: 'page', index: about });
    const sliced = part as typeof site;
    expect(target).toEqual({ kind: 'page', index: 0 });
    expect(sliced.pages).toEqual([site.pages[about]]);
    expect(sliced.blog.posts).toEqual([]);
    expect(sliced.layout).toBe(site.layout);
  });

  it('keeps every post for a page that lists them, and a post alone for its article', () => {
    const blogs = previewSlice(site, { kind: 'page', index: indexOf('/blogs') })
      .part as typeof site;
    expect(blogs.blog.posts).toBe(site.blog.posts);
    const post = previewSlice(site, { kind: 'post', index: 2 });
    expect((post.part as typeof site).blog.posts).toEqual([site.blog.posts![2]]);
    expect(post.target).toEqual({ kind: 'post', index: 0 });
  });

  it('keeps every post for a page that lists them through a shared block', () => {
    const about = indexOf('/about');
    const list = site.pages[indexOf('/blogs')]!.sections.find((s) => s.type === 'post-list');
    const listed = setIn(
      setIn(site, ['blocks', 'listed'], [list]),
      ['pages', about, 'sections'],
      [{ type: 'block', ref: 'listed' }],
    ) as typeof site;
    const { part } = previewSlice(listed, { kind: 'page', index: about });
    expect((part as typeof site).blog.posts).toBe(site.blog.posts);
  });

  it('leaves a target that is not there to the whole data', () => {
    const missing = { kind: 'page', index: 999 } as const;
    expect(previewSlice(site, missing)).toEqual({ part: site, target: missing });
  });
});
