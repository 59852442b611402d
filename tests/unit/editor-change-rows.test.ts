import { describe, expect, it } from 'vitest';
import { changeRows } from '../../editor/lib/change-rows';
import { pageName } from '../../editor/merge/describe';
import { choiceLabel, sectionTypeName } from '../../editor/lib/words';
import { FormSchema } from '../../src/schema/forms/form';
import { siteInput } from '../fixtures/site';

/* eslint-disable @typescript-eslint/no-explicit-any -- site.json edited as the editor holds it */
type Raw = any;

const base = siteInput() as Raw;
/** site.json with one edit, the rest untouched (shared, as the editor's own copies are). */
function edit(change: (site: Raw) => void): Raw {
  const site = structuredClone(base);
  change(site);
  return site;
}
const rows = (after: Raw) => changeRows(base, after).rows;

const aboutIndex = base.pages.findIndex((p: Raw) => p.path === '/about');
const about = base.pages[aboutIndex];
const aboutName = pageName(about);
const story = about.sections.findIndex((s: Raw) => s.id === 'story');
const contactPage = pageName(base.pages.find((p: Raw) => p.path === '/contact'));

describe('a change in words', () => {
  it('names the field as the page does and shows its old and new text', () => {
    expect(
      rows(edit((s) => (s.pages[aboutIndex].sections[0].heading = 'About the clinic'))),
    ).toEqual([
      {
        where: `${aboutName}: ${sectionTypeName('hero')} › Heading`,
        kind: 'changed',
        before: { kind: 'text', text: about.sections[0].heading },
        after: { kind: 'text', text: 'About the clinic' },
      },
    ]);
  });

  it('shows a picture changed as one change, the picture before and after, not its file and size', () => {
    const post = base.blog.posts[0];
    const [changed] = [
      rows(
        edit((s) => {
          Object.assign(s.blog.posts[0].image, {
            src: '/uploads/clinic.jpg',
            width: 800,
            height: 600,
            alt: 'A clinic',
          });
        }),
      ),
    ];
    expect(changed).toEqual([
      {
        where: `Post “${post.title}”: Picture`,
        kind: 'changed',
        before: { kind: 'picture', src: post.image.src, alt: post.image.alt },
        after: { kind: 'picture', src: '/uploads/clinic.jpg', alt: 'A clinic' },
      },
    ]);
  });

  it('shows a translation by its text, marked with its language; the English it was made from is no change', () => {
    const hindi = about.sections[story].hi.heading;
    expect(
      rows(
        edit((s) => {
          s.pages[aboutIndex].sections[story].hi.heading.text = 'नया शीर्षक';
          s.pages[aboutIndex].sections[story].hi.heading.from = 'Something else';
        }),
      ),
    ).toEqual([
      {
        where: `${aboutName}: ${sectionTypeName('split')} › Heading (Hindi)`,
        kind: 'changed',
        before: { kind: 'text', text: hindi.text },
        after: { kind: 'text', text: 'नया शीर्षक' },
      },
    ]);
    expect(rows(edit((s) => (s.pages[aboutIndex].sections[story].hi.heading.from = 'x')))).toEqual(
      [],
    );
  });

  it('shows a choice in the words of its list, and a link as the page it opens', () => {
    const kind = FormSchema.shape.fields.element.shape.kind;
    const fields = base.forms.contact.fields;
    const subject = fields.findIndex((f: Raw) => f.name === 'subject');
    const links = base.layout.header.links;
    const toAbout = links.findIndex((l: Raw) => l.href === '/about');
    const changed = rows(
      edit((s) => {
        s.forms.contact.fields[subject].kind = 'textarea';
        s.layout.header.links[toAbout].href = '/contact';
      }),
    );
    expect(changed.map((r) => [r.before, r.after])).toEqual([
      [
        { kind: 'text', text: `the page “${aboutName}”` },
        { kind: 'text', text: `the page “${contactPage}”` },
      ],
      [
        { kind: 'text', text: choiceLabel(kind, fields[subject].kind) },
        { kind: 'text', text: choiceLabel(kind, 'textarea') },
      ],
    ]);
  });

  it('keeps a date as a date, to be written the person’s own way', () => {
    const post = base.blog.posts[0];
    const [row] = rows(edit((s) => (s.blog.posts[0].date = '2026-11-25')));
    expect(row).toEqual({
      where: `Post “${post.title}”: Date`,
      kind: 'changed',
      before: { kind: 'date', iso: post.date },
      after: { kind: 'date', iso: '2026-11-25' },
    });
  });

  it('finds a paragraph edited as that paragraph changed, and says when only its bold words changed', () => {
    const body = about.sections[story].body as string[];
    const edited = rows(edit((s) => (s.pages[aboutIndex].sections[story].body[1] += ' Always.')));
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({
      kind: 'changed',
      before: { kind: 'text', text: body[1] },
      after: { kind: 'text', text: `${body[1]} Always.` },
    });
    const bolded = rows(
      edit((s) => {
        s.pages[aboutIndex].sections[story].body[0] = body[0]!.replace(
          'Gorakhpur',
          '**Gorakhpur**',
        );
      }),
    );
    expect(bolded).toEqual([
      {
        ...edited[0],
        where: edited[0]!.where.replace('2', '1'),
        before: { kind: 'text', text: body[0] },
        after: { kind: 'text', text: body[0] },
        formatting: true,
      },
    ]);
  });

  it('shows sections moved as the order before and after, and a section added by its name', () => {
    const moved = rows(edit((s) => s.pages[aboutIndex].sections.reverse()));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.kind).toBe('moved');
    expect(moved[0]!.where).toBe(`${aboutName}: sections`);
    const order = about.sections.map((s: Raw) => s.heading ?? sectionTypeName(s.type));
    expect(moved[0]!.before).toEqual({ kind: 'list', items: order });
    expect(moved[0]!.after).toEqual({ kind: 'list', items: [...order].reverse() });

    const added = rows(
      edit((s) => s.pages[aboutIndex].sections.push({ type: 'notice', heading: 'Closed today' })),
    );
    expect(added).toEqual([
      {
        where: `${aboutName}: ${sectionTypeName('notice')}`,
        kind: 'added',
        before: { kind: 'none' },
        after: { kind: 'text', text: 'Closed today' },
      },
    ]);
  });

  it('lists a limited number of changes and counts the rest', () => {
    const many = edit((s) => s.blog.posts.forEach((p: Raw) => (p.title = `${p.title}!`)));
    const answer = changeRows(base, many, 2);
    expect(answer.rows).toHaveLength(2);
    expect(answer.more).toBe(base.blog.posts.length - 2);
  });
});
