import type { Site } from '../../schema/site';
import type { Job } from '../../schema/collections';
import type { Report } from '../../base/problem';

/** Today's date, YYYY-MM-DD (UTC), which a closing date is compared with. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** A number as the stipend text writes it in India ("10,000", "1,00,000"). */
const amount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function checkOpening(job: Job, at: (string | number)[], today: string, report: Report) {
  if (job.closes !== undefined && job.closes < job.posted)
    report({
      path: [...at, 'closes'],
      message: `the opening closes (${job.closes}) before it was published (${job.posted})`,
    });
  else if (job.closes !== undefined && job.closes < today)
    report({
      path: [...at, 'closes'],
      message: `applications closed on ${job.closes}, so search engines no longer list this opening: remove it, or give it a later closing day`,
      severity: 'warning',
    });
  const pay = job.pay;
  if (job.stipend && !pay)
    report({
      path: [...at, 'stipend'],
      message: `the stipend "${job.stipend}" has no "pay" beside it, so search engines show the opening without it: add "pay" with its amounts`,
      severity: 'warning',
    });
  if (pay?.max !== undefined && pay.max < pay.min)
    report({
      path: [...at, 'pay', 'max'],
      message: `the pay goes up to ${pay.max}, less than it starts from (${pay.min})`,
    });
  const missing =
    pay &&
    [pay.min, pay.max].filter((n) => n !== undefined && !job.stipend?.includes(amount.format(n)));
  if (pay && job.stipend && missing?.length)
    report({
      path: [...at, 'stipend'],
      message: `the stipend "${job.stipend}" does not show ${missing.map((n) => amount.format(n!)).join(' and ')}, which its pay tells search engines: make the two agree`,
      severity: 'warning',
    });
}

/**
 * Job openings and the business as search engines get them: identifiers unique, dates in
 * order and closing days not passed, the pay as the stipend says it, and the data a page's
 * job postings and business description are made from present.
 */
export function checkJobs(site: Site, today: string, report: Report) {
  const ids = new Map<string, string>();
  for (const [name, collection] of Object.entries(site.collections)) {
    if (collection.kind !== 'job') continue;
    collection.items.forEach((job, i) => {
      const at = ['collections', name, 'items', i];
      const earlier = ids.get(job.id);
      if (earlier)
        report({
          path: [...at, 'id'],
          message: `the identifier "${job.id}" is already used by ${earlier}: each opening needs its own`,
        });
      else ids.set(job.id, `collections.${name}.items[${i}]`);
      checkOpening(job, at, today, report);
    });
  }

  site.pages.forEach((page, p) =>
    page.seo.jsonLd.forEach((item, j) => {
      const at = ['pages', p, 'seo', 'jsonLd', j];
      if (item.kind === 'job-posting' && site.collections[item.collection]?.kind !== 'job')
        report({
          path: [...at, 'collection'],
          message: `"${item.collection}" is not a collection of job openings`,
        });
      if (item.kind === 'professional-service' && !site.contact.business)
        report({
          path: at,
          message:
            'the business data is made from the office details, which "contact" lacks: add "business" to "contact" (address in parts, map position, opening hours)',
        });
    }),
  );
}
