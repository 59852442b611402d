/**
 * Structured data held to what Google asks of it: every opening of site.json is a JobPosting
 * with Google's required and recommended properties, on a page that shows it, and the home and
 * contact pages describe the office as a ProfessionalService (a LocalBusiness); every value is
 * site.json's. schema-dts types the expected shapes, so a misspelt schema.org property fails to
 * compile.
 */
import type { DayOfWeek, JobPosting, PostalAddress, ProfessionalService } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/content/routes';
import { resolveRoute } from '../../src/content/route-data';
import { resolveLocalizedRoute } from '../../src/content/versions';
import { siteIn } from '../../src/i18n/localize';
import type { Job } from '../../src/schema/collections';
import type { Site } from '../../src/schema/site';
import { loadSite } from '../fixtures/site';

const site = loadSite();
const business = site.contact.business!;

type Block = Record<string, unknown>;

function blocksAt(path: string, resolve = resolveRoute): Block[] {
  const route = resolve(site, path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page`);
  return route.page.head.flatMap((tag) =>
    tag.tag === 'jsonld' ? [JSON.parse(tag.json) as Block] : [],
  );
}

const ofType = (blocks: Block[], type: string) => blocks.filter((b) => b['@type'] === type);

const openings = Object.values(site.collections).flatMap((c) => (c.kind === 'job' ? c.items : []));

/** Google's values for employmentType. */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

/** schema.org's name of each day site.json names. */
const DAY_NAMES: Record<string, DayOfWeek> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const address = {
  '@type': 'PostalAddress',
  streetAddress: business.streetAddress,
  addressLocality: business.locality,
  addressRegion: business.region,
  postalCode: business.postalCode,
  addressCountry: business.country,
} satisfies PostalAddress;

/** What Google requires and recommends of one opening's posting, as site.json says it. */
function expectedPosting(job: Job, from: Site = site) {
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted,
    hiringOrganization: { '@type': 'Organization', name: from.name, sameAs: `${from.url}/` },
    ...(job.remoteFrom
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.remoteFrom },
        }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(job.closes && { validThrough: job.closes }),
    identifier: { '@type': 'PropertyValue', name: from.name, value: job.id },
    ...(job.pay && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.pay.currency,
        value: {
          '@type': 'QuantitativeValue',
          ...(job.pay.max === undefined
            ? { value: job.pay.min }
            : { minValue: job.pay.min, maxValue: job.pay.max }),
          unitText: job.pay.per.toUpperCase(),
        },
      },
    }),
  } satisfies JobPosting;
}

/** Every page's job postings, by the opening's identifier. */
const postings = new Map<string, { path: string; block: Block }[]>();
for (const route of listRoutes(site).filter((r) => r.kind !== 'alias'))
  for (const block of ofType(blocksAt(route.path), 'JobPosting')) {
    const id = String((block.identifier as { value: unknown }).value);
    postings.set(id, [...(postings.get(id) ?? []), { path: route.path, block }]);
  }

describe('JobPosting', () => {
  it('there are openings, each with its own identifier', () => {
    expect(openings.length).toBeGreaterThan(10);
    expect(new Set(openings.map((j) => j.id)).size).toBe(openings.length);
  });

  for (const job of openings)
    describe(`${job.id} (${job.title})`, () => {
      const found = postings.get(job.id) ?? [];

      it('is posted once, on a page that shows the opening', () => {
        expect(found.map((f) => f.path)).toHaveLength(1);
        const route = resolveRoute(site, found[0]!.path);
        if (route?.kind !== 'page') throw new Error('not a page');
        expect(JSON.stringify(route.page.sections)).toContain(JSON.stringify(job.description));
      });

      it('has every property Google requires and recommends, from site.json', () => {
        const block = found[0]!.block;
        expect(block).toMatchObject(expectedPosting(job));
        expect(EMPLOYMENT_TYPES).toContain(block.employmentType);
        expect(block.employmentType).toBe(job.employment.toUpperCase().replace('-', '_'));
        if (job.closes) expect(job.closes >= job.posted).toBe(true);
        if (job.stipend) expect(block.baseSalary, 'a stipend is paid').toBeDefined();
      });
    });

  it('is in Hindi on the Hindi page, where the opening is translated', () => {
    const hindi = siteIn(site, 'hi');
    const blocks = ofType(blocksAt('/hi/career', resolveLocalizedRoute), 'JobPosting');
    const jobs = Object.values(hindi.collections).flatMap((c) => (c.kind === 'job' ? c.items : []));
    expect(blocks).toHaveLength(jobs.length);
    for (const job of jobs) {
      const block = blocks.find((b) => (b.identifier as { value: string }).value === job.id);
      expect(block).toMatchObject(expectedPosting(job, hindi));
    }
    expect(blocks.map((b) => b.title)).not.toEqual(openings.map((j) => j.title));
  });
});

describe('ProfessionalService', () => {
  const expected = {
    '@type': 'ProfessionalService',
    name: site.name,
    address,
    telephone: site.contact.phone,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
    openingHoursSpecification: business.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => DAY_NAMES[day]!),
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: business.areaServed,
    knowsLanguage: business.languages,
  } satisfies ProfessionalService;

  it.each(['/', '/contact', '/hi/', '/hi/contact'])(
    'describes the office on %s with Google’s required and recommended properties',
    (path) => {
      const [found, ...more] = ofType(blocksAt(path, resolveLocalizedRoute), 'ProfessionalService');
      expect(more).toEqual([]);
      expect(found).toMatchObject(expected);
      expect(business.hours.length).toBeGreaterThan(0);
    },
  );

  it('is on no other page', () => {
    const paths = listRoutes(site)
      .filter((r) => r.kind !== 'alias')
      .filter((r) => ofType(blocksAt(r.path), 'ProfessionalService').length > 0)
      .map((r) => r.path);
    expect(paths).toEqual(['/', '/contact']);
  });
});
