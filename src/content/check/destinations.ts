import type { Problem } from '../../base/problem';
import type { Site } from '../../schema/site';
import { destinationsOf } from '../destinations';

/**
 * A warning for each place the site would send visitors' data to, or embed, a host the last
 * published version did not use (`publishedHosts`): a changed form endpoint or a new map is
 * the kind of change that should never go out unnoticed.
 */
export function destinationProblems(site: Site, publishedHosts: readonly string[]): Problem[] {
  const known = new Set(publishedHosts);
  return destinationsOf(site).flatMap((destination): Problem[] => {
    const host = new URL(destination.address).host;
    if (known.has(host)) return [];
    const what =
      destination.kind === 'form'
        ? `The ${destination.name} form now sends to ${host}`
        : `A section of ${destination.name} now embeds ${host}`;
    return [
      {
        path: destination.path,
        message: `${what}, which the published site did not use: make sure this is intended.`,
        severity: 'warning',
      },
    ];
  });
}
