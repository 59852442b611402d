import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SiteSchema } from '../../src/schema/site';
import { generateJsonSchema } from '../../scripts/lib/json-schema';
import { baseSite } from '../../scripts/lib/base-site';
import { readingBContactForm } from '../fixtures/forms';
import { siteInput } from '../fixtures/site';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const ajvValidate = ajv.compile(JSON.parse(generateJsonSchema()));

type Site = ReturnType<typeof baseSite>;
const variants: [string, (site: Site) => void][] = [
  ['the base fixture', () => {}],
  ['the browser-validated contact form', (s) => (s.forms = { contact: readingBContactForm })],
  ['an unknown section type', (s) => ((s.pages[0]!.sections[0] as { type: string }).type = 'heor')],
  ['a missing required field', (s) => delete (s.pages[0]!.seo as { title?: string }).title],
  ['an unknown field', (s) => ((s.pages[0]! as Record<string, unknown>).extra = 1)],
  ['a javascript: link', (s) => (s.layout.header.links[0]!.href = 'javascript:alert(1)')],
  ['a protocol-relative link', (s) => (s.layout.header.links[0]!.href = '//evil.example')],
  ['a remote image', (s) => (s.logo.src = 'https://cdn.example/logo.png')],
  [
    'a rating of 6',
    (s) =>
      (s.collections = {
        t: {
          kind: 'testimonial',
          items: [{ name: 'A', position: 'B', quote: 'C', image: s.logo, rating: 6 }],
        },
      }),
  ],
  ['a bad date', (s) => (s.blog.posts![0]!.date = '2025-13-40')],
  ['a site url with a trailing slash', (s) => (s.url = 'https://example.org/')],
  ['an http site url', (s) => (s.url = 'http://example.org')],
  ['a route with a trailing slash', (s) => (s.pages[1]!.path = '/about/')],
  ['a negative delay', (s) => (s.constants.promoDelayMs = -1)],
  [
    'a string where a number goes',
    (s) => ((s.constants as Record<string, unknown>).promoDelayMs = '5000'),
  ],
  ['an empty page list', (s) => (s.pages = [])],
  [
    'a rich-text block of an unknown kind',
    (s) => (s.pages[1]!.sections[0] = { type: 'prose', body: [{ h5: 'x' } as never] }),
  ],
  [
    'a form rule of an unknown kind',
    (s) =>
      (s.forms = {
        f: {
          ...readingBContactForm,
          fields: [{ name: 'a', label: 'A', kind: 'text', rules: [{ kind: 'regex' } as never] }],
        },
      }),
  ],
];

describe('the JSON Schema and the zod schema agree', () => {
  it.each(variants)('on %s', (_name, mutate) => {
    const site = baseSite();
    mutate(site);
    const data = JSON.parse(JSON.stringify(site));
    expect(ajvValidate(data)).toBe(SiteSchema.safeParse(data).success);
  });

  it('accepts the real site.json', () => {
    const data = siteInput();
    expect(SiteSchema.safeParse(data).success).toBe(true);
    expect(ajvValidate(data)).toBe(true);
  });
});
