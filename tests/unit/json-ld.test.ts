/**
 * Structured data: for every route of the real site.json, every JSON-LD block the head carries
 * parses, names https://schema.org and an @type, holds no raw "<", describes the kinds of thing
 * site.json asks for, agrees with the page's own head and references only nodes it defines.
 */
import type { Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { parseListPagePath } from '../../src/content/pagination';
import { listRoutes, postPath } from '../../src/content/routes';
import { resolveNotFound, resolveRoute, type ResolvedPage } from '../../src/content/route-data';
import { renderHeadHtml } from '../../src/seo/head';
import type { JsonLd } from '../../src/schema/seo';
import { loadSite } from '../fixtures/site';
import { jsonLdProblems } from '../../scripts/lib/checks/html';
import { jobsOf } from '../../src/seo/business-json-ld';

const site = loadSite();
const ORG_ID = `${site.url}/#organization`;

type Block = Record<string, unknown>;

function pageOf(path: string): ResolvedPage {
  const route = resolveRoute(site, path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page`);
  return route.page;
}

function blocksOf(page: ResolvedPage): { json: string; data: Block }[] {
  return page.head.flatMap((tag) =>
    tag.tag === 'jsonld' ? [{ json: tag.json, data: JSON.parse(tag.json) as Block }] : [],
  );
}

/** The schema.org type each kind of seo.jsonLd entry asks for; schema-dts checks the names. */
const TYPE_OF_KIND: Record<JsonLd['kind'], Exclude<Thing, string>['@type']> = {
  'web-page': 'WebPage',
  'collection-page': 'CollectionPage',
  service: 'Service',
  'software-application': 'SoftwareApplication',
  'contact-page': 'ContactPage',
  'job-posting': 'JobPosting',
  'professional-service': 'ProfessionalService',
};

/** The types that describe the page itself: they carry its title and description. */
const PAGE_TYPES = ['WebPage', 'CollectionPage', 'ContactPage', 'Service', 'SoftwareApplication'];

/** The structured data site.json asks for on a route (pages 2, 3, … of a list share their page's). */
function askedFor(path: string): string[] {
  const page = site.pages.find((p) => p.path === (parseListPagePath(path)?.base ?? path));
  const post = site.blog.posts.find((p) => postPath(site, p.slug) === path);
  return [
    'Organization',
    ...(page?.seo.jsonLd ?? []).flatMap((item) =>
      // A job posting per opening of the collection.
      item.kind === 'job-posting'
        ? jobsOf(site, item.collection).map(() => TYPE_OF_KIND[item.kind])
        : [TYPE_OF_KIND[item.kind]],
    ),
    ...(post ? ['BlogPosting'] : []),
  ];
}

/** The value of a head tag, e.g. the <title> text or a meta content. */
function headValue(page: ResolvedPage, match: (attrs: Record<string, string>) => boolean) {
  for (const tag of page.head) if (tag.tag === 'meta' && match(tag.attrs)) return tag.attrs.content;
  return undefined;
}

/** Every {"@id": …} reference inside a value. */
function references(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) references(item, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['@id'] === 'string' && Object.keys(record).length === 1)
      out.push(record['@id']);
    for (const item of Object.values(record)) references(item, out);
  }
  return out;
}

/** Every absolute URL value inside a value (under keys that hold addresses). */
function urls(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) urls(item, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (['url', 'logo', 'image', 'mainEntityOfPage', 'sameAs', '@id'].includes(key))
        for (const v of Array.isArray(item) ? item : [item]) if (typeof v === 'string') out.push(v);
      urls(item, out);
    }
  return out;
}

const routes = listRoutes(site).filter((r) => r.kind !== 'alias');

describe('JSON-LD of every route of site.json', () => {
  it('covers every route and every kind of structured data the site uses', () => {
    expect(routes.length).toBeGreaterThan(20);
    const types = new Set(
      routes.flatMap((r) => blocksOf(pageOf(r.path)).map((b) => b.data['@type'])),
    );
    expect([...types].sort()).toEqual(
      expect.arrayContaining([
        'BlogPosting',
        'JobPosting',
        'Organization',
        'ProfessionalService',
        'Service',
        'WebPage',
      ]),
    );
  });

  for (const route of routes) {
    describe(route.path, () => {
      const page = pageOf(route.path);
      const blocks = blocksOf(page);

      it('every block parses, has @context https://schema.org and an @type, and no raw "<"', () => {
        expect(blocks.length).toBeGreaterThan(0);
        for (const { json, data } of blocks) {
          expect(json).not.toContain('<');
          expect(data['@context']).toBe('https://schema.org');
          expect(typeof data['@type']).toBe('string');
          expect(data['@type']).not.toBe('');
        }
      });

      it('describes the organisation, then what site.json asks for on this route', () => {
        expect(blocks.map((b) => b.data['@type'])).toEqual(askedFor(route.path));
        expect(blocks[0]!.data).toMatchObject({
          '@id': ORG_ID,
          name: site.name,
          email: site.contact.email,
          telephone: site.contact.phone,
        });
      });

      it('tells the same title, description and date as the page head', () => {
        const title = page.head.find((t) => t.tag === 'title');
        const description = headValue(page, (a) => a.name === 'description');
        const published = headValue(page, (a) => a.property === 'article:published_time');
        for (const { data } of blocks.slice(1)) {
          if (
            ['WebPage', 'CollectionPage', 'ContactPage', 'Service'].includes(String(data['@type']))
          )
            expect(data.name).toBe(title?.tag === 'title' ? title.text : undefined);
          if (data['@type'] === 'BlogPosting') expect(data.datePublished).toBe(published);
          else if (PAGE_TYPES.includes(String(data['@type'])))
            expect(data.description).toBe(description);
          // Every other node names the organisation by its @id, as publisher, provider or subject.
          expect(JSON.stringify(data)).toContain(`"@id":"${ORG_ID}"`);
        }
      });

      it('references only nodes it defines, and names only https addresses on the site or its profiles', () => {
        const all = blocks.map((b) => b.data);
        const defined = new Set(
          all.flatMap((b) => {
            const found: string[] = [];
            const walk = (v: unknown) => {
              if (Array.isArray(v)) v.forEach(walk);
              else if (v && typeof v === 'object') {
                const r = v as Record<string, unknown>;
                if (typeof r['@id'] === 'string' && Object.keys(r).length > 1) found.push(r['@id']);
                Object.values(r).forEach(walk);
              }
            };
            walk(b);
            return found;
          }),
        );
        for (const ref of references(all)) expect(defined, `@id ${ref}`).toContain(ref);
        for (const url of urls(all)) {
          expect(url).toMatch(/^https:\/\//);
          if (!site.sameAs.includes(url)) expect(url.startsWith(`${site.url}/`), url).toBe(true);
        }
        // The page's own URL is its canonical address.
        const canonical = page.head.find((t) => t.tag === 'link' && t.attrs.rel === 'canonical');
        const own = all.find((b) => typeof b.url === 'string' && b['@type'] !== 'Organization');
        if (canonical?.tag === 'link' && own) expect(own.url).toBe(canonical.attrs.href);
      });

      it('reads back unchanged from the HTML head (the check-html extraction agrees)', () => {
        const html = renderHeadHtml(page.head);
        expect(jsonLdProblems(html, route.path)).toEqual([]);
      });
    });
  }

  it('the not-found page carries valid structured data too', () => {
    const blocks = blocksOf(resolveNotFound(site));
    for (const { json, data } of blocks) {
      expect(json).not.toContain('<');
      expect(data['@context']).toBe('https://schema.org');
      expect(typeof data['@type']).toBe('string');
    }
  });
});

describe('the JSON-LD checker of check-html', () => {
  it('reports a block that does not parse, lacks @context/@type, or holds a raw "<"', () => {
    const html = [
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing"}</script>',
      '<script type="application/ld+json">{"@type": "Thing",}</script>',
      '<script type="application/ld+json">{"@context":"http://schema.org"}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing","name":"<b>"}</script>',
    ].join('\n');
    expect(jsonLdProblems(html, 'x.html').map((p) => `${p.line} ${p.rule}`)).toEqual([
      '2 jsonld-parse',
      '3 jsonld-context',
      '3 jsonld-type',
      '4 jsonld-raw-lt',
    ]);
  });
});
