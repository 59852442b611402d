/**
 * Structured data (issue #5): for every route of the real site.json, every JSON-LD block the
 * head carries parses, names https://schema.org and an @type, holds no raw "<", and says what
 * schema.org expects. The expected objects are typed with schema-dts, so a property that
 * schema.org does not define for that type, or a value of the wrong shape, fails to compile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BlogPosting,
  CollectionPage,
  ContactPage,
  Organization,
  Service,
  SoftwareApplication,
  Thing,
  WebPage,
  WithContext,
} from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { parseListPagePath } from '../../src/content/pagination';
import { listRoutes, postPath } from '../../src/content/routes';
import { resolveNotFound, resolveRoute, type ResolvedPage } from '../../src/content/route-data';
import { absoluteUrl, renderHeadHtml } from '../../src/seo/head';
import { SiteSchema, type Site } from '../../src/schema/site';
import { jsonLdProblems } from '../../scripts/lib/checks/html';

const ROOT = join(import.meta.dirname, '../..');
const site: Site = SiteSchema.parse(JSON.parse(readFileSync(join(ROOT, 'site.json'), 'utf8')));
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

/** What schema.org should be told about one route, typed by schema-dts. */
function expectedFor(path: string): WithContext<Thing>[] {
  const url = absoluteUrl(site, path);
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORG_ID,
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.contact.address,
      addressCountry: 'IN',
    },
    ...(site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
  };
  const expected: WithContext<Thing>[] = [organization];
  // Pages 2, 3, … of a paginated list share their page's JSON-LD, under their own title and URL.
  const listPage = parseListPagePath(path);
  const page = site.pages.find((p) => p.path === (listPage?.base ?? path));
  const post = site.blog.posts.find((p) => postPath(site, p.slug) === path);
  const seo = page?.seo;
  const list = page?.sections.find((s) => s.type === 'post-list' && s.pageSize);
  const title =
    listPage && list?.type === 'post-list'
      ? list.pager.title.replace('{title}', seo!.title).replace('{n}', String(listPage.n))
      : seo?.title;
  for (const item of seo?.jsonLd ?? []) {
    const about = {
      name: title,
      description: seo!.description,
      url,
      inLanguage: site.locale,
    };
    switch (item.kind) {
      case 'web-page': {
        const block: WithContext<WebPage> = {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          ...about,
          publisher: { '@id': ORG_ID },
        };
        expected.push(block);
        break;
      }
      case 'collection-page': {
        const block: WithContext<CollectionPage> = {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          ...about,
          publisher: { '@id': ORG_ID },
        };
        expected.push(block);
        break;
      }
      case 'service': {
        const block: WithContext<Service> = {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: seo!.title,
          description: seo!.description,
          url,
          serviceType: item.serviceType,
          provider: { '@id': ORG_ID },
          areaServed: { '@type': 'Country', name: item.areaServed },
        };
        expected.push(block);
        break;
      }
      case 'software-application': {
        const block: WithContext<SoftwareApplication> = {
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: item.name,
          description: seo!.description,
          url,
          applicationCategory: item.applicationCategory,
          operatingSystem: item.operatingSystem,
          publisher: { '@id': ORG_ID },
        };
        expected.push(block);
        break;
      }
      case 'contact-page': {
        const block: WithContext<ContactPage> = {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          ...about,
          mainEntity: {
            '@type': 'Organization',
            '@id': ORG_ID,
            name: site.name,
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: item.contactType,
              areaServed: item.areaServed,
              availableLanguage: item.availableLanguage,
              email: site.contact.email,
              telephone: site.contact.phone,
            },
          },
        };
        expected.push(block);
        break;
      }
    }
  }
  if (post) {
    const block: WithContext<BlogPosting> = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      url,
      mainEntityOfPage: url,
      image: `${site.url}${post.image.src}`,
      author: { '@type': 'Organization', name: post.author },
      publisher: { '@id': ORG_ID },
      ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
    };
    expected.push(block);
  }
  return expected;
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
      expect.arrayContaining(['BlogPosting', 'Organization', 'Service', 'WebPage']),
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

      it('says what schema.org expects for this route', () => {
        const expected = expectedFor(route.path);
        expect(blocks.map((b) => b['data']['@type'])).toEqual(
          expected.map((b) => (b as Block)['@type']),
        );
        blocks.forEach(({ data }, i) => expect(data).toMatchObject(expected[i] as Block));
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
