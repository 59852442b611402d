import type { Job } from '../schema/collections';
import type { Site } from '../schema/site';

type Thing = Record<string, unknown> & { '@type': string };

export const organizationId = (site: Site) => `${site.url}/#organization`;

/** The office's address: in parts when site.json gives them, else the one line as written. */
export function postalAddress(site: Site): Thing {
  const business = site.contact.business;
  if (!business)
    return { '@type': 'PostalAddress', streetAddress: site.contact.address, addressCountry: 'IN' };
  return {
    '@type': 'PostalAddress',
    streetAddress: business.streetAddress,
    addressLocality: business.locality,
    addressRegion: business.region,
    postalCode: business.postalCode,
    addressCountry: business.country,
  };
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The office as a local business (Google's LocalBusiness data, of which ProfessionalService is
 * a kind), or nothing when site.json does not describe it (the check says so).
 */
export function professionalService(site: Site): Thing | undefined {
  const business = site.contact.business;
  if (!business) return undefined;
  return {
    '@type': 'ProfessionalService',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.description,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    image: `${site.url}${site.seoImage.src}`,
    telephone: site.contact.phone,
    email: site.contact.email,
    address: postalAddress(site),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.latitude,
      longitude: business.longitude,
    },
    openingHoursSpecification: business.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map(capitalised),
      opens: hours.opens,
      closes: hours.closes,
    })),
    ...(business.areaServed.length > 0 && { areaServed: business.areaServed }),
    ...(business.languages.length > 0 && { knowsLanguage: business.languages }),
    ...(site.sameAs.length > 0 && { sameAs: site.sameAs }),
    parentOrganization: { '@id': organizationId(site) },
  };
}

function baseSalary({ currency, min, max, per }: NonNullable<Job['pay']>): Thing {
  const amount = max === undefined ? { value: min } : { minValue: min, maxValue: max };
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText: per.toUpperCase() },
  };
}

/** One opening as Google's job posting: its page is the one that shows it. */
export function jobPosting(site: Site, job: Job): Thing {
  const where = job.remoteFrom
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: job.remoteFrom },
      }
    : { jobLocation: { '@type': 'Place', address: postalAddress(site) } };
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    datePosted: job.posted,
    ...(job.closes && { validThrough: job.closes }),
    employmentType: job.employment.toUpperCase().replace('-', '_'),
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.name,
      sameAs: `${site.url}/`,
      logo: `${site.url}${site.logo.src}`,
    },
    ...where,
    ...(job.pay && { baseSalary: baseSalary(job.pay) }),
  };
}

/** The openings of a job collection (none when it is missing or of another kind: the check says so). */
export function jobsOf(site: Site, collection: string): Job[] {
  const found = site.collections[collection];
  return found?.kind === 'job' ? found.items : [];
}
