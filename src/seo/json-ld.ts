import type { Post } from '../schema/blog';
import type { Seo } from '../schema/seo';
import type { Site } from '../schema/site';
import {
  jobPosting,
  jobsOf,
  organizationId,
  postalAddress,
  professionalService,
} from './business-json-ld';

type Thing = Record<string, unknown> & { '@type': string };
type Block = Thing & { '@context': 'https://schema.org' };

interface Route {
  path: string;
  url: string;
  seo: Seo;
  post?: Post;
}

const withContext = (thing: Thing): Block => ({ '@context': 'https://schema.org', ...thing });

function organization(site: Site): Thing {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: postalAddress(site),
    ...(site.sameAs.length > 0 ? { sameAs: site.sameAs } : {}),
  };
}

/** The structured data of one route: the organisation everywhere, plus what the page declares. */
export function jsonLdFor(site: Site, route: Route): Block[] {
  const provider = { '@id': organizationId(site) };
  const page = {
    name: route.seo.title,
    description: route.seo.description,
    url: route.url,
    inLanguage: site.locale,
  };
  const blocks: Block[] = [withContext(organization(site))];
  for (const item of route.seo.jsonLd) {
    switch (item.kind) {
      case 'web-page':
        blocks.push(withContext({ '@type': 'WebPage', ...page, publisher: provider }));
        break;
      case 'collection-page':
        blocks.push(withContext({ '@type': 'CollectionPage', ...page, publisher: provider }));
        break;
      case 'service':
        blocks.push(
          withContext({
            '@type': 'Service',
            name: route.seo.title,
            description: route.seo.description,
            url: route.url,
            serviceType: item.serviceType,
            provider,
            areaServed: { '@type': 'Country', name: item.areaServed },
          }),
        );
        break;
      case 'software-application':
        blocks.push(
          withContext({
            '@type': 'SoftwareApplication',
            name: item.name,
            description: route.seo.description,
            url: route.url,
            applicationCategory: item.applicationCategory,
            operatingSystem: item.operatingSystem,
            publisher: provider,
          }),
        );
        break;
      case 'contact-page':
        blocks.push(
          withContext({
            '@type': 'ContactPage',
            ...page,
            mainEntity: {
              ...provider,
              '@type': 'Organization',
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
          }),
        );
        break;
      case 'job-posting':
        for (const job of jobsOf(site, item.collection))
          blocks.push(withContext(jobPosting(site, job)));
        break;
      case 'professional-service': {
        const business = professionalService(site);
        if (business) blocks.push(withContext(business));
        break;
      }
    }
  }
  if (route.post) {
    const post = route.post;
    blocks.push(
      withContext({
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        url: route.url,
        mainEntityOfPage: route.url,
        image: `${site.url}${post.image.src}`,
        author: { '@type': 'Organization', name: post.author },
        publisher: provider,
        ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
      }),
    );
  }
  return blocks;
}
