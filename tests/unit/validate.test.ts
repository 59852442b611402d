import { describe, expect, it } from 'vitest';
import { formatProblem, validateSiteSource } from '../../src/content/validate-source';
import { baseSite, toText } from '../../scripts/lib/base-site';
import { at, check, type Site } from '../fixtures/located';

describe('validateSiteSource', () => {
  it('accepts the base fixture', () => {
    const result = validateSiteSource(toText(baseSite()));
    expect(result.problems).toEqual([]);
    expect(result.site?.pages).toHaveLength(2);
  });

  it('names a misspelled section type, its path and line, and suggests the right one', () => {
    const { text, problems } = check((site) => {
      (site.pages[0]!.sections[1] as { type: string }).type = 'fqa';
    });
    expect(problems).toEqual([
      `${at(text, '"type": "fqa"')}  pages[0].sections[1].type  unknown section type "fqa" — did you mean "faq"?`,
    ]);
  });

  it('reports a missing comma where it belongs: right after the value before it', () => {
    const text = toText(baseSite()).replace(
      '"name": "Test Clinic IT",',
      '"name": "Test Clinic IT"',
    );
    const problems = validateSiteSource(text).problems.map(formatProblem);
    expect(problems).toEqual([
      `${at(text, '"name": "Test Clinic IT"').replace(/\d+$/, (c) => String(Number(c) + '"name": "Test Clinic IT"'.length))}  (syntax)  invalid JSON: a comma is missing here, between this value and the next`,
    ]);
  });

  it('refuses a link to a page that does not exist, suggesting the closest', () => {
    const { text, problems } = check((site) => {
      site.layout.header.links[1]!.href = '/abuot';
    });
    expect(problems).toEqual([
      `${at(text, '"href": "/abuot"')}  layout.header.links[1].href  links to "/abuot", which is not a page of this site — did you mean "/about"?`,
    ]);
  });

  it('refuses a duplicated route', () => {
    const { text, problems } = check((site) => {
      site.pages.push({ ...site.pages[1]!, seo: { title: 'Again', description: 'Again.' } });
    });
    expect(problems).toEqual([
      `${at(text, '"path": "/about"', 2)}  pages[2].path  the address "/about" is already used (at pages.1.path)`,
    ]);
  });

  it('refuses a javascript: URL in a link and in rich text', () => {
    const link = check((site) => {
      site.layout.header.external.href = 'javascript:alert(1)';
    });
    expect(link.problems).toEqual([
      `${at(link.text, '"href": "javascript')}  layout.header.external.href  must be an internal path like "/contact", an "#anchor", or an https:, mailto: or tel: link`,
    ]);
    const inline = check((site) => {
      site.pages[1]!.sections[1] = {
        type: 'prose',
        id: 'contact',
        body: ['Click [here](javascript:alert(1))'],
      };
    });
    expect(inline.problems).toEqual([
      `${at(inline.text, '"Click [here]')}  pages[1].sections[1].body[0]  the link "javascript:alert(1)" in this text must be an internal path, "#anchor", https:, mailto: or tel:`,
    ]);
  });

  it('refuses a page without a title, pointing at its seo block', () => {
    const { text, problems } = check((site) => {
      delete (site.pages[0]!.seo as { title?: string }).title;
    });
    expect(problems).toEqual([
      `${at(text, '"seo"')}  pages[0].seo.title  "title" is required (expected string)`,
    ]);
  });

  it('suggests the field name meant by a typo', () => {
    const { text, problems } = check((site) => {
      const seo = site.pages[0]!.seo as Record<string, unknown>;
      seo.descripton = seo.description;
      delete seo.description;
    });
    expect(problems).toEqual([
      `${at(text, '"seo"')}  pages[0].seo.description  "description" is required (expected string)`,
      `${at(text, '"descripton"')}  pages[0].seo.descripton  unknown field "descripton" — did you mean "description"?`,
    ]);
  });

  it('reports a missing collection, a missing block and a block that includes itself, all at once', () => {
    const { text, problems } = check((site) => {
      (site.pages[0]!.sections[1] as { collection: string }).collection = 'faqs';
      site.pages[1]!.sections.push({ type: 'block', ref: 'closng' });
      site.blocks!.loop = [{ type: 'block', ref: 'loop' }];
      site.pages[1]!.sections.push({ type: 'block', ref: 'loop' });
    });
    expect(problems).toEqual([
      `${at(text, '"ref": "loop"')}  blocks.loop[0].ref  block "loop" includes itself (loop → loop)`,
      `${at(text, '"collection": "faqs"')}  pages[0].sections[1].collection  no collection named "faqs" — collections of kind "faq": "home-faq"`,
      `${at(text, '"ref": "closng"')}  pages[1].sections[3].ref  no block named "closng" — blocks: "closing", "loop"`,
    ]);
  });

  it('checks that referenced files exist when it can look', () => {
    const text = toText(baseSite());
    const result = validateSiteSource(text, { assetExists: (path) => path !== '/og-image.png' });
    expect(result.problems.map(formatProblem)).toEqual([
      `${at(text, '"src": "/og-image.png"')}  seoImage.src  the file "public/og-image.png" does not exist`,
    ]);
  });

  it('refuses an alias that points nowhere', () => {
    const { text, problems } = check((site) => {
      site.aliases = [{ from: '/Old', to: '/abut' }];
    });
    expect(problems).toEqual([
      `${at(text, '"to": "/abut"')}  aliases[0].to  redirects to "/abut", which is not a page — did you mean "/about"?`,
    ]);
  });
});

describe('form checks', () => {
  it('refuses a field whose name the form already sends by itself, and duplicate names', () => {
    const { text, problems } = check((site) => {
      site.forms = {
        contact: {
          title: 'Contact',
          submitLabel: 'Send',
          submittingLabel: 'Sending...',
          validation: 'browser',
          accessKey: 'k',
          subject: 'New enquiry',
          transport: { kind: 'native-post', endpoint: 'https://forms.example/submit' },
          fields: [
            { name: 'subject', label: 'Subject', kind: 'text' },
            { name: 'email', label: 'Email', kind: 'email' },
            { name: 'email', label: 'Email again', kind: 'email' },
          ],
          consent: {
            notice: ['See our [privacy policy](/about).'],
            label: 'I agree.',
            version: '1',
          },
        },
      };
    });
    expect(problems).toEqual([
      `${at(text, '"name": "subject"')}  forms.contact.fields[0].name  "subject" is sent by the form itself (access key, language, subject, redirect, honeypot or consent): choose another name`,
      `${at(text, '"name": "email"', 2)}  forms.contact.fields[2].name  another field of this form is already named "email"`,
    ]);
  });
});

describe('pageSize', () => {
  const paginatedList = {
    type: 'post-list',
    heading: 'All',
    linkLabel: 'Read',
    pageSize: 1,
  } as Site['pages'][number]['sections'][number];

  it('is refused outside a page, and on a second post-list of the same page', () => {
    const { text, problems } = check((site) => {
      site.blog.template.push(paginatedList);
      site.pages[1]!.sections.push(paginatedList, paginatedList);
    });
    expect(problems).toEqual([
      `${at(text, '"pageSize": 1', 2)}  pages[1].sections[4].pageSize  only one post-list of a page can be split into pages; pages[1].sections[3] already is`,
      `${at(text, '"pageSize": 1', 3)}  blog.template[2].pageSize  pageSize splits a page into numbered pages, so it works only on a post-list in a page's own sections`,
    ]);
  });

  it('makes its pages addresses that links may point at, and that no page may take', () => {
    const { text, problems } = check((site) => {
      site.pages[1]!.sections.push(paginatedList);
      site.layout.header.links[1]!.href = '/about/page/2';
      site.pages.push({ ...site.pages[0]!, path: '/about/page/2' });
    });
    expect(problems).toEqual([
      `${at(text, '"path": "/about/page/2"')}  pages[2].path  the address "/about/page/2" is already used (at pages.1.sections.3.pageSize)`,
    ]);
  });
});
