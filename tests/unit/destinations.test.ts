import { describe, expect, test } from 'vitest';
import { runChecks } from '../../src/content/check';
import { destinationProblems } from '../../src/content/check/destinations';
import { destinationHosts, externalOrigins } from '../../src/content/destinations';
import { SiteSchema, type SiteInput } from '../../src/schema/site';
import { siteInput, siteText } from '../fixtures/site';

const parse = (input: SiteInput) => SiteSchema.parse(input);
const published = parse(siteInput());
const hosts = destinationHosts(published);

/** The real site with one change, as an editor would save it. */
function changed(change: (site: SiteInput) => void) {
  const input = siteInput();
  change(input);
  return input;
}

/** The real site's first form, by name. */
const [formName, form] = Object.entries(published.forms)[0]!;

const contactPage = siteInput().pages.findIndex((page) =>
  page.sections.some((section) => section.type === 'contact' && 'map' in section && section.map),
);
const contactSection = siteInput().pages[contactPage]!.sections.findIndex(
  (section) => section.type === 'contact',
);

describe('destinations: the hosts the site sends visitors’ data to or embeds', () => {
  test('are the form endpoints and the frames, as the CSP allows them', () => {
    const { forms, frames } = externalOrigins(published);
    expect(hosts).toEqual([...new Set([...forms, ...frames].map((o) => new URL(o).host))].sort());
    expect(hosts.length).toBeGreaterThan(1);
  });

  test('the published site itself brings no warning', () => {
    expect(destinationProblems(published, hosts)).toEqual([]);
  });

  test('a form that now sends elsewhere is named, with its host and the path of its endpoint', () => {
    const site = changed((s) => {
      s.forms![formName]!.transport.endpoint = 'https://forms.example.net/submit';
    });
    expect(destinationProblems(parse(site), hosts)).toEqual([
      {
        path: ['forms', formName, 'transport', 'endpoint'],
        message: `The ${formName} form now sends to forms.example.net, which the published site did not use: make sure this is intended.`,
        severity: 'warning',
      },
    ]);
  });

  test('a map from a new host is named with the page it is on and the path of its address', () => {
    const site = changed((s) => {
      const section = s.pages[contactPage]!.sections[contactSection] as { map: { src: string } };
      section.map.src = 'https://maps.example.net/embed?q=Gorakhpur';
    });
    expect(destinationProblems(parse(site), hosts)).toEqual([
      {
        path: ['pages', contactPage, 'sections', contactSection, 'map', 'src'],
        message: `A section of the page ${site.pages[contactPage]!.path} now embeds maps.example.net, which the published site did not use: make sure this is intended.`,
        severity: 'warning',
      },
    ]);
  });

  test('another address on a host already used is no news', () => {
    const site = changed((s) => {
      s.forms![formName]!.transport.endpoint = `${form.transport.endpoint}?v=2`;
    });
    expect(destinationProblems(parse(site), hosts)).toEqual([]);
  });

  test('the check warns only when told the published hosts, at the endpoint’s line', () => {
    const text = siteText().replace(form.transport.endpoint, 'https://forms.example.net/submit');
    const warned = (options = {}) =>
      runChecks(text, options).problems.filter((p) => p.message.includes('forms.example.net'));
    expect(warned()).toEqual([]);
    const [problem] = warned({ publishedHosts: hosts });
    expect(problem).toMatchObject({
      severity: 'warning',
      path: expect.stringMatching(/endpoint$/),
    });
    expect(text.split('\n')[problem!.line - 1]).toContain('forms.example.net');
  });
});
