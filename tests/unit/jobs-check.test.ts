import { describe, expect, it } from 'vitest';
import { formatProblem, runChecks } from '../../src/content/check';
import { baseSite, toText } from '../../scripts/lib/base-site';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The problems of the base site after `mutate`, checked as if today were `today`, without lines. */
function check(mutate: (site: Loose) => void, today = '2024-02-01'): string[] {
  const site = baseSite();
  mutate(site as Loose);
  return runChecks(toText(site), { today }).problems.map((p) =>
    formatProblem(p).replace(/^site\.json:\d+:\d+ {2}/, ''),
  );
}

const job = (site: Loose) => site.collections.jobs.items[0];

describe('the check of job openings', () => {
  it('accepts an opening that closes after today', () => {
    expect(check((site) => (job(site).closes = '2024-03-31'))).toEqual([]);
  });

  it('warns once an opening’s closing day has passed', () => {
    expect(check((site) => (job(site).closes = '2024-03-31'), '2024-04-01')).toEqual([
      'warning  collections.jobs.items[0].closes  applications closed on 2024-03-31, so search engines no longer list this opening: remove it, or give it a later closing day',
    ]);
  });

  it('refuses an opening that closes before it was published', () => {
    expect(check((site) => (job(site).closes = '2024-01-01'))).toEqual([
      'collections.jobs.items[0].closes  the opening closes (2024-01-01) before it was published (2024-01-10)',
    ]);
  });

  it('refuses two openings with one identifier, in any collections', () => {
    expect(
      check((site) => {
        site.collections.internships = { kind: 'job', items: [{ ...job(site) }] };
      }),
    ).toEqual([
      'collections.internships.items[0].id  the identifier "ui-ux-designer" is already used by collections.jobs.items[0]: each opening needs its own',
    ]);
  });

  it('refuses pay that goes down, and warns when the stipend does not show the pay', () => {
    expect(
      check((site) => {
        job(site).stipend = '₹5,000 – ₹7,000 / month';
        job(site).pay = { min: 5000, max: 4000, per: 'month' };
      }),
    ).toEqual([
      'warning  collections.jobs.items[0].stipend  the stipend "₹5,000 – ₹7,000 / month" does not show 4,000, which its pay tells search engines: make the two agree',
      'collections.jobs.items[0].pay.max  the pay goes up to 4000, less than it starts from (5000)',
    ]);
    expect(
      check((site) => {
        job(site).stipend = '₹10,000 – ₹1,00,000 / month';
        job(site).pay = { min: 10000, max: 100000, per: 'month' };
      }),
    ).toEqual([]);
  });

  it('warns of a stipend without the pay search engines are told', () => {
    expect(check((site) => (job(site).stipend = '₹5,000 / month'))).toEqual([
      'warning  collections.jobs.items[0].stipend  the stipend "₹5,000 / month" has no "pay" beside it, so search engines show the opening without it: add "pay" with its amounts',
    ]);
  });

  it('refuses an opening without the data Google requires of a job posting, at its place', () => {
    expect(
      check((site) => {
        delete job(site).posted;
        delete job(site).employment;
      }),
    ).toEqual([
      'collections.jobs.items[0].employment  nothing is not allowed — expected "full-time" or "part-time" or "contractor" or "temporary" or "intern" or "volunteer" or "per-diem" or "other"',
      'collections.jobs.items[0].posted  "posted" is required (expected string)',
    ]);
  });

  it('refuses job postings of a collection that is not of openings', () => {
    expect(
      check((site) =>
        site.pages[1].seo.jsonLd.push({ kind: 'job-posting', collection: 'home-faq' }),
      ),
    ).toEqual([
      'pages[1].seo.jsonLd[1].collection  "home-faq" is not a collection of job openings',
    ]);
  });

  it('refuses the business data without the office details it is made from', () => {
    expect(
      check((site) => site.pages[1].seo.jsonLd.push({ kind: 'professional-service' })),
    ).toEqual([
      'pages[1].seo.jsonLd[1]  the business data is made from the office details, which "contact" lacks: add "business" to "contact" (address in parts, map position, opening hours)',
    ]);
  });
});
