import { describe, expect, it } from 'vitest';
import { syntheticSite } from '../../scripts/lib/perf/synthetic-site';
import { Refusal } from '../../editor/refusal';
import { setIn } from '../../editor/protocol/data-path';
import { createCopies, newestOnly } from '../../editor/working-copy/copies';
import { readPatch } from '../../editor/working-copy/patch';
import { createSender } from '../../editor/working-copy/sender';
import { siteInput } from '../fixtures/site';

const site = siteInput();
const about = site.pages.findIndex((p) => p.path === '/about');
const heading = ['pages', about, 'sections', 0, 'heading'];

/** The bytes of the request body the editor's page sends to check `data` after `held`. */
function checkBody(held: unknown, data: unknown): number {
  const sender = createSender();
  sender.held(held, '5f0c3c0e-9a51-4d55-a3b4-7a40f6d4b6f1');
  return Buffer.byteLength(JSON.stringify(sender.body(data)));
}

describe("the editor's check request", () => {
  it('does not grow with the site: a keystroke on a site ten times larger sends the same bytes', () => {
    const grown = syntheticSite(site, { posts: (site.blog.posts ?? []).length * 10, pages: 200 });
    expect(JSON.stringify(grown).length).toBeGreaterThan(10 * JSON.stringify(site).length);
    const small = checkBody(site, setIn(site, heading, 'About our team!'));
    const large = checkBody(grown, setIn(grown, heading, 'About our team!'));
    expect(large).toBe(small);
    expect(small).toBeLessThan(200);
  });

  it('does not grow with the site when a post is added or removed: only the post crosses', () => {
    const grown = syntheticSite(site, { posts: (site.blog.posts ?? []).length * 10, pages: 200 });
    const posts = grown.blog.posts ?? [];
    const entry = { ...posts[0]!, slug: 'a-new-post' };
    const added = setIn(grown, ['blog', 'posts'], [...posts.slice(0, 3), entry, ...posts.slice(3)]);
    const removed = setIn(grown, ['blog', 'posts'], posts.slice(1));
    const postBytes = Buffer.byteLength(JSON.stringify(entry));
    expect(checkBody(grown, added)).toBeLessThan(postBytes + 300);
    expect(checkBody(grown, removed)).toBeLessThan(300);
    const sender = createSender();
    sender.held(grown, '5f0c3c0e-9a51-4d55-a3b4-7a40f6d4b6f1');
    expect(sender.body(added)).toMatchObject({
      patch: [{ path: ['blog', 'posts'], at: 3, remove: 0, insert: [entry] }],
    });
  });

  it('sends the whole site when the server holds no copy of it', () => {
    const body = createSender().body(site);
    expect(body).toEqual({ data: site });
  });
});

describe("the server's copies of the site", () => {
  it('apply a patch as the page made it, and keep the copy it was made to', () => {
    const copies = createCopies();
    const loaded = copies.remember(site);
    const edited = setIn(site, heading, 'About our team!');
    const sent = createSender();
    sent.held(site, loaded.id);
    const body = JSON.parse(JSON.stringify(sent.body(edited))) as { base: string; patch: unknown };
    const next = copies.derive(body.base, readPatch(body.patch));
    expect(next.data).toEqual(edited);
    expect(next.id).not.toBe(loaded.id);
    expect(copies.derive(loaded.id, []).data).toBe(site);
  });

  it('remove a field whose new value is absent (JSON carries no undefined)', () => {
    const copies = createCopies();
    const { id } = copies.remember(site);
    const patch = readPatch(JSON.parse(JSON.stringify([{ path: ['pages', 0, 'seo'] }])));
    const { seo: _seo, ...withoutSeo } = site.pages[0]!;
    expect((copies.derive(id, patch).data as typeof site).pages[0]).toEqual(withoutSeo);
  });

  it('forget the least recently used beyond their limit, and refuse a patch to one forgotten', () => {
    const copies = createCopies(2);
    const first = copies.remember(site);
    const second = copies.remember(site);
    copies.derive(first.id, []);
    copies.remember(site);
    expect(() => copies.derive(second.id, [])).toThrow(
      new Refusal(
        409,
        'The editor server no longer holds the version of the site this change was made to (it was restarted, or many edits came since).',
      ),
    );
    expect(copies.derive(first.id, []).data).toBe(site);
  });
});

describe('a check request', () => {
  it('is passed over when a later one of the same editor came while it waited, not one of another', async () => {
    const stillNewest = newestOnly();
    const copies = createCopies();
    const mine = copies.remember(site);
    const typed = copies.derive(mine.id, [{ path: heading, value: 'About our team!' }]);
    const theirs = copies.remember(site);
    expect(typed.line).toBe(mine.line);
    const answers = await Promise.all([
      stillNewest(mine.line),
      stillNewest(theirs.line),
      stillNewest(typed.line),
    ]);
    expect(answers).toEqual([false, true, true]);
    expect(await stillNewest(mine.line)).toBe(true);
  });
});

describe('a patch from a request', () => {
  it.each([
    ['one change instead of a list', { path: ['x'] }],
    ['a key of the prototype', [{ path: ['__proto__', 'polluted'], value: 1 }]],
    ['a negative position', [{ path: ['pages', -1], value: 1 }]],
    ['a path written as text', [{ path: 'pages.0', value: 1 }]],
    ['null for a change', [null]],
  ])('is refused with a 400 when it holds %s', (_, patch) => {
    expect(() => readPatch(patch)).toThrow(Refusal);
    try {
      readPatch(patch);
    } catch (error) {
      expect((error as Refusal).status).toBe(400);
    }
  });
});
