import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/content/check';
import { sectionTypes } from '../../src/sections/registry';
import { addSection } from '../../editor/ui/changes/sections';
import { getIn } from '../../editor/protocol/data-path';
import type { Place } from '../../editor/ui/place';
import { newSection, worksOnPages } from '../../editor/ui/palette/fit';
import { matchesSearch, sectionExample, sectionName } from '../../editor/ui/palette/names';
import type { RawSection, RawSite } from '../../editor/ui/site-view';
import { ROOT, siteInput } from '../fixtures/site';

const assetExists = (path: string) => existsSync(join(ROOT, 'public', path));
const errorsOf = (site: unknown) =>
  runChecks(JSON.stringify(site, null, 2), { assetExists })
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.path} ${p.message}`);

const site = siteInput() as unknown as RawSite;
const sectionsOfPage = (data: unknown, page: number) =>
  getIn(data, ['pages', page, 'sections']) as RawSection[];
const onPage = (page: number, selected: number | null): Place => ({
  target: { kind: 'page', index: page },
  selected,
  panel: 'section',
});

describe('a section added from the palette', () => {
  it('lands right after the selected section', () => {
    const before = sectionsOfPage(site, 0);
    const made = addSection(site, onPage(0, 0), { type: 'prose' });
    const after = sectionsOfPage(made.data, 0);
    expect(after).toHaveLength(before.length + 1);
    expect(after[1]).toEqual({ type: 'prose' });
    expect(after.slice(2)).toEqual(before.slice(1));
    expect(made.place.selected).toBe(1);
  });

  it('lands at the end when no section is selected, and at a chosen place when given', () => {
    const count = sectionsOfPage(site, 0).length;
    const atEnd = addSection(site, onPage(0, null), { type: 'prose' });
    expect(sectionsOfPage(atEnd.data, 0)[count]).toEqual({ type: 'prose' });
    const atStart = addSection(site, onPage(0, 2), { type: 'prose' }, 0);
    expect(sectionsOfPage(atStart.data, 0)[0]).toEqual({ type: 'prose' });
    expect(atStart.place.selected).toBe(0);
  });

  it('is filled with the first example of its type', () => {
    expect(newSection('prose', site)?.section).toEqual(sectionExample('prose'));
    expect(newSection('card-grid', site)?.section).toMatchObject({ type: 'card-grid' });
  });

  it.each(sectionTypes.filter((type) => type !== 'article'))(
    'of type %s adds no error to the check of this site',
    (type) => {
      const made = newSection(type, site);
      expect(made?.next).toEqual([]);
      const page = site.pages!.findIndex((p) => p.path === '/about');
      const changed = addSection(site, onPage(page, 0), made!.section);
      expect(errorsOf(changed.data)).toEqual(errorsOf(site));
    },
  );

  it('takes a collection, form or block this site has when the example names one it lacks', () => {
    const renamed = structuredClone(site) as RawSite & { collections: Record<string, unknown> };
    renamed.collections = { 'our-questions': { kind: 'faq', items: [] } };
    renamed.forms = { enquiry: {} };
    renamed.blocks = { footer: [] };
    expect(newSection('faq', renamed)?.section).toMatchObject({ collection: 'our-questions' });
    expect(newSection('form', renamed)?.section).toMatchObject({ form: 'enquiry' });
    expect(newSection('block', renamed)?.section).toMatchObject({ ref: 'footer' });
  });

  it('says what to add first when the site has nothing of the kind', () => {
    const bare = { ...structuredClone(site), collections: {} } as RawSite;
    expect(newSection('job-list', bare)?.next).toEqual([
      'Add a collection of kind "job" under Collections, then choose it here.',
    ]);
  });
});

describe('the palette search', () => {
  it('finds a type by words of its name or its description, in any case', () => {
    expect(matchesSearch('faq', 'QUESTIONS')).toBe(true);
    expect(matchesSearch('faq', sectionName('faq'))).toBe(true);
    expect(matchesSearch('faq', 'gallery')).toBe(false);
  });
});

describe('the types the palette offers', () => {
  it('keeps a type that needs the current post (an article) to the article template', () => {
    expect(worksOnPages('article')).toBe(false);
    expect(sectionTypes.filter((type) => !worksOnPages(type))).toEqual(['article']);
  });
});
