import { describe, expect, it } from 'vitest';
import { buildHead, renderHeadHtml, serializeJsonForScript } from '../../src/seo/head';
import { SiteSchema } from '../../src/schema/site';
import { baseSite } from '../../scripts/lib/base-site';

const site = SiteSchema.parse(baseSite());
const seo = {
  title: 'About',
  description: 'About us.',
  keywords: ['a', 'b'],
  jsonLd: [{ kind: 'web-page' as const }],
  noindex: false,
};

describe('buildHead', () => {
  it('gives title, description, keywords, canonical from site.url and Open Graph', () => {
    const html = renderHeadHtml(buildHead(site, { path: '/about', seo }));
    expect(html).toContain('<title>About</title>');
    expect(html).toContain('<meta name="description" content="About us." data-head>');
    expect(html).toContain('<meta name="keywords" content="a, b" data-head>');
    expect(html).toContain('<link rel="canonical" href="https://example.org/about" data-head>');
    expect(html).toContain(
      '<meta property="og:image" content="https://example.org/og-image.png" data-head>',
    );
  });

  it('adds the organisation and the declared structured data, each with @context and @type', () => {
    const blocks = buildHead(site, { path: '/about', seo })
      .filter((t) => t.tag === 'jsonld')
      .map((t) => JSON.parse(t.tag === 'jsonld' ? t.json : '') as Record<string, unknown>);
    expect(blocks.map((b) => [b['@context'], b['@type']])).toEqual([
      ['https://schema.org', 'Organization'],
      ['https://schema.org', 'WebPage'],
    ]);
  });

  it('escapes content that tries to break out of the head', () => {
    const hostile = {
      ...seo,
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
    };
    const html = renderHeadHtml(buildHead(site, { path: '/about', seo: hostile }));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('keeps JSON in a script element inert', () => {
    expect(serializeJsonForScript({ a: '</script><script>x</script>&\u2028' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003cscript\\u003ex\\u003c/script\\u003e\\u0026\\u2028"}',
    );
  });

  it('marks noindex pages and gives them no canonical', () => {
    const html = renderHeadHtml(buildHead(site, { path: '/x', seo: { ...seo, noindex: true } }));
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(html).not.toContain('rel="canonical"');
  });
});
