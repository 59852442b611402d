import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { headersFile } from '../../scripts/lib/headers';
import {
  HOST_DEFAULT_CACHE_CONTROL,
  headersFor,
  parseHeaders,
} from '../../scripts/lib/static-server';
import { SiteSchema } from '../../src/schema/site';
import { baseSite } from '../../scripts/lib/base-site';

describe('_headers as static hosts apply it', () => {
  const rules = parseHeaders(headersFile(SiteSchema.parse(baseSite()), []));
  const sent = (path: string) => Object.fromEntries(headersFor(rules, path));

  it('joins a header that several matching rules set, as Netlify and Cloudflare Pages do', () => {
    const merged = parseHeaders(
      '/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n',
    );
    expect(Object.fromEntries(headersFor(merged, '/assets/a.js'))).toEqual({
      'Cache-Control': 'no-cache, immutable',
    });
    expect(Object.fromEntries(headersFor(merged, '/about'))).toEqual({
      'Cache-Control': 'no-cache',
    });
  });

  it('caches hashed assets for a year and nothing else, with no rule contradicting another', () => {
    expect(sent('/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/about', '/_data/about.json', '/sitemap.xml'])
      expect(sent(path)['Cache-Control'], path).toBe(HOST_DEFAULT_CACHE_CONTROL);
    for (const path of ['/', '/assets/index-abc.js', '/version.json'])
      for (const [name, value] of Object.entries(sent(path)))
        expect(value, `${path} ${name} is set by one rule only`).not.toMatch(/, public|immutable,/);
  });

  it('has the version file asked for again each time, so "is it live?" is never answered from a cache', () => {
    expect(sent('/version.json')['Cache-Control']).toBe('no-cache');
  });

  it('sends the security headers on every path', () => {
    for (const path of ['/', '/assets/index-abc.js', '/_data/about.json']) {
      expect(sent(path)['Content-Security-Policy']).toContain("default-src 'none'");
      expect(sent(path)['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('lets the form service send a scriptless visitor back to the site, wherever it is served', () => {
    const site = SiteSchema.parse(JSON.parse(readFileSync('site.json', 'utf8')));
    const csp = () =>
      parseHeaders(headersFile(site, []))
        .flatMap((rule) => rule.headers)
        .find(([name]) => name === 'Content-Security-Policy')![1];
    const formAction = (policy: string) =>
      policy.split('; ').find((d) => d.startsWith('form-action'));
    const endpoint = new URL(Object.values(site.forms)[0]!.transport.endpoint).origin;
    for (const form of Object.values(site.forms)) form.transport.redirect = '/thank-you';
    expect(formAction(csp())).toBe(`form-action 'self' ${new URL(site.url).origin} ${endpoint}`);
    for (const form of Object.values(site.forms)) delete form.transport.redirect;
    expect(formAction(csp())).toBe(`form-action 'self' ${endpoint}`);
  });
});
