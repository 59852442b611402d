import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { undoReducer, startUndo } from '../../editor/ui/undo';
import { emptyValue, shapeOf, unwrap } from '../../editor/ui/fields/schema-walk';
import { placeFor, type Place } from '../../editor/ui/place';
import { listTargets, sectionLabel, type RawSite } from '../../editor/ui/site-view';
import { setIn, getIn } from '../../editor/protocol/data-path';
import { HeroSchema } from '../../src/sections/Hero/schema';
import { CardGridSchema } from '../../src/sections/CardGrid/schema';
import { PostSchema } from '../../src/schema/blog';
import { SectionSchema } from '../../src/sections/registry';
import { validateSiteSource } from '../../src/content/validate-source';

const site = JSON.parse(readFileSync('site.json', 'utf8')) as RawSite;

describe('problem paths', () => {
  // The editor puts a problem beside its field by the path the check located it at.
  it('finds the field of a real problem of the check', () => {
    const broken = structuredClone(site) as { pages: { sections: { heading?: string }[] }[] };
    broken.pages[1]!.sections[0]!.heading = '';
    const problem = validateSiteSource(JSON.stringify(broken, null, 2)).problems.find(
      (p) => p.severity === 'error',
    );
    expect(problem!.jsonPath).toEqual(['pages', 1, 'sections', 0, 'heading']);
  });
});

describe('undo stack', () => {
  const start = startUndo({ n: 0 }, 'home');
  const change = (n: number, group?: string, at = 0) =>
    ({ kind: 'change', data: { n }, group, say: `n=${n}`, at }) as const;

  it('undoes and redoes every change, back to the place it was made', () => {
    let h = undoReducer(start, change(1));
    h = undoReducer(h, { kind: 'go', place: 'about' });
    h = undoReducer(h, { ...change(2), place: 'contact' });
    h = undoReducer(h, { kind: 'undo' });
    expect(h.present).toEqual({ data: { n: 1 }, place: 'about' });
    h = undoReducer(h, { kind: 'undo' });
    expect(h.present.data).toEqual({ n: 0 });
    expect(undoReducer(h, { kind: 'undo' })).toBe(h);
    h = undoReducer(undoReducer(h, { kind: 'redo' }), { kind: 'redo' });
    expect(h.present).toEqual({ data: { n: 2 }, place: 'contact' });
  });

  it('takes quick typing in one field as one step, and a new change drops the redo steps', () => {
    let h = undoReducer(start, change(1, 'heading', 0));
    h = undoReducer(h, change(2, 'heading', 300));
    h = undoReducer(h, change(3, 'heading', 600));
    expect(h.past).toHaveLength(1);
    h = undoReducer(h, change(4, 'heading', 5000));
    expect(h.past).toHaveLength(2);
    h = undoReducer(undoReducer(h, { kind: 'undo' }), change(9));
    expect(h.future).toEqual([]);
  });
});

describe('fields from the schema', () => {
  it('gives each hero field its control, name and description', () => {
    const shape = shapeOf(HeroSchema);
    expect(shape.kind).toBe('object');
    if (shape.kind !== 'object') return;
    const byName = Object.fromEntries(shape.fields.map((f) => [f.name, f]));
    expect(shapeOf(unwrap(byName.size!.schema).inner)).toEqual({
      kind: 'choice',
      options: ['full', 'banner'],
    });
    expect(byName.heading!.description).toBe('The page heading (the page’s one main heading).');
    expect(byName.eyebrow!.optional).toBe(true);
    const actions = shapeOf(unwrap(byName.actions!.schema).inner);
    expect(actions).toMatchObject({ kind: 'list', max: 3 });
    if (actions.kind === 'list') {
      const action = shapeOf(actions.item);
      expect(action.kind === 'object' && shapeOf(action.fields[1]!.schema)).toEqual({
        kind: 'text',
        format: 'link',
      });
    }
    expect(shapeOf(unwrap(byName.background!.schema).inner)).toMatchObject({
      kind: 'variants',
      discriminator: 'kind',
    });
  });

  it('offers a choice of numbers as a choice that keeps them numbers', () => {
    const grid = shapeOf(CardGridSchema);
    if (grid.kind !== 'object') throw new Error('a card grid is an object');
    const columns = grid.fields.find((f) => f.name === 'columns')!;
    expect(shapeOf(unwrap(columns.schema).inner)).toEqual({
      kind: 'choice',
      options: ['2', '3', '4'],
      values: [2, 3, 4],
    });
  });

  it('edits images, body text and dates with their own controls', () => {
    const post = shapeOf(PostSchema);
    if (post.kind !== 'object') throw new Error('a post is an object');
    const of = (name: string) =>
      shapeOf(unwrap(post.fields.find((f) => f.name === name)!.schema).inner, name);
    expect(of('image')).toEqual({ kind: 'image' });
    expect(of('body')).toEqual({ kind: 'rich' });
    expect(of('date')).toEqual({ kind: 'text', format: 'date' });
    expect(of('excerpt')).toEqual({ kind: 'text', format: 'long' });
  });

  it('starts a new section with its type and required fields, which the check then asks for', () => {
    expect(emptyValue(HeroSchema)).toEqual({ type: 'hero', size: 'full', heading: '' });
    const withPage = structuredClone(site) as { pages: { sections: unknown[] }[] };
    withPage.pages[0]!.sections.push(emptyValue(HeroSchema));
    const problems = validateSiteSource(JSON.stringify(withPage)).problems;
    expect(problems.map((p) => p.path)).toContain(
      `pages[0].sections[${withPage.pages[0]!.sections.length - 1}].heading`,
    );
    expect(shapeOf(SectionSchema).kind).toBe('variants');
  });
});

describe('places and names', () => {
  const here: Place = { target: { kind: 'page', index: 0 }, selected: null, panel: 'section' };

  it('takes a problem to the page, section or panel that shows its field', () => {
    expect(placeFor(['pages', 2, 'sections', 4, 'heading'], here)).toEqual({
      target: { kind: 'page', index: 2 },
      selected: 4,
      panel: 'section',
    });
    expect(placeFor(['pages', 2, 'seo', 'title'], here).panel).toBe('settings');
    expect(placeFor(['blog', 'posts', 1, 'title'], here).target).toEqual({
      kind: 'post',
      index: 1,
    });
    expect(placeFor(['forms', 'contact', 'fields', 0], here).panel).toBe('forms');
    expect(placeFor(['contact', 'email'], here).panel).toBe('site');
  });

  it('lists every page, post and the not-found page by address', () => {
    const targets = listTargets(site);
    expect(targets).toHaveLength(site.pages!.length + site.blog!.posts!.length + 1);
    expect(targets[0]!.label).toBe(site.pages![0]!.path);
    expect(targets.at(-1)!.label).toBe('/404 (not found)');
  });

  it('names a section by the display name of its type and its heading, and a block by its use', () => {
    expect(sectionLabel({ type: 'hero', heading: 'About Us' }, site)).toBe('Top banner: About Us');
    expect(sectionLabel({ type: 'hero', size: 'full', heading: ' ' }, site)).toBe(
      'Top banner: (no heading yet)',
    );
    expect(sectionLabel({ type: 'prose', body: ['First words.'] }, site)).toBe(
      'Running text: First words.',
    );
    const ref = Object.keys(site.blocks!)[0]!;
    expect(sectionLabel({ type: 'block', ref }, site)).toMatch(
      new RegExp(`^Shared block: ${ref} \\(used by \\d+ pages?\\)$`),
    );
  });

  it('changes one value without touching the rest of the data', () => {
    const next = setIn(site, ['pages', 0, 'seo', 'title'], 'New') as RawSite;
    expect(getIn(next, ['pages', 0, 'seo', 'title'])).toBe('New');
    expect(next.pages![1]).toBe(site.pages![1]);
    expect(getIn(site, ['pages', 0, 'seo', 'title'])).not.toBe('New');
  });
});
