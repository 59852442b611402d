import type { JsonPath } from '../base/problem';
import type { Site } from '../schema/site';
import type { Section } from '../sections/registry';
import { traitsOf } from '../sections/definitions';
import { walkStrings } from './check/walk';

/** A host the site sends visitors' data to (a form's endpoint) or embeds (a map, a player). */
export interface Destination {
  kind: 'form' | 'frame';
  /** The address as written in site.json. */
  address: string;
  /** Where it is written. */
  path: JsonPath;
  /** The form's name, or where the embedding section sits in words ("the page /contact"). */
  name: string;
}

/** Every section written anywhere, used or not, with its path and where it sits in words. */
function sectionsOf(site: Site): { section: Section; path: JsonPath; where: string }[] {
  const listed = (sections: readonly Section[], at: JsonPath, where: string) =>
    sections.map((section, i) => ({ section, path: [...at, i], where }));
  return [
    ...site.pages.flatMap((page, p) =>
      listed(page.sections, ['pages', p, 'sections'], `the page ${page.path}`),
    ),
    ...Object.entries(site.blocks).flatMap(([name, sections]) =>
      listed(sections, ['blocks', name], `the shared block "${name}"`),
    ),
    ...listed(site.blog.template, ['blog', 'template'], 'the article template'),
    ...listed(site.notFound.sections, ['notFound', 'sections'], 'the not-found page'),
  ];
}

/** The first place in `value` where the string `text` is written. */
function pathOfText(value: unknown, at: JsonPath, text: string): JsonPath {
  let found: JsonPath | undefined;
  walkStrings(value, at, (string, path) => {
    if (!found && string === text) found = path;
  });
  return found ?? at;
}

/** Every destination of the site's data: the form endpoints, then the frames its sections embed. */
export function destinationsOf(site: Site): Destination[] {
  const forms = Object.entries(site.forms).map(([name, form]): Destination => ({
    kind: 'form',
    address: form.transport.endpoint,
    path: ['forms', name, 'transport', 'endpoint'],
    name,
  }));
  const frames = sectionsOf(site).flatMap(({ section, path, where }) =>
    (traitsOf(section).frames?.(section) ?? []).map((address): Destination => ({
      kind: 'frame',
      address,
      path: pathOfText(section, path, address),
      name: where,
    })),
  );
  return [...forms, ...frames];
}

/** The hosts the site's data sends to or embeds (`forms.example.net`), each once, sorted. */
export function destinationHosts(site: Site): string[] {
  return [...new Set(destinationsOf(site).map((d) => new URL(d.address).host))].sort();
}

/** The origins a site's data talks to: form endpoints (connect/form-action) and embeds (frames). */
export function externalOrigins(site: Site): { forms: string[]; frames: string[] } {
  const origins = (kind: Destination['kind']) =>
    [
      ...new Set(
        destinationsOf(site)
          .filter((d) => d.kind === kind)
          .map((d) => new URL(d.address).origin),
      ),
    ].sort();
  return { forms: origins('form'), frames: origins('frame') };
}
