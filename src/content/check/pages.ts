import type { Site } from '../../schema/site';
import type { Section } from '../../sections/registry';
import { traitsOf } from '../../sections/definitions';
import { expandBlocks, type PlacedSection } from '../blocks';
import { inlineLinks } from '../links';
import { routeOf } from '../paths';
import { listRoutes } from '../routes';
import type { JsonPath, Problem } from '../../base/problem';
import { didYouMean } from '../../base/suggest';
import { walkStrings } from './walk';

type Report = (problem: Problem) => void;

/** Ids the layout renders on every page (the skip link's target and the menu). */
const LAYOUT_IDS = ['main', 'site-nav'];

type RenderedSection = PlacedSection<Section>;

/** A page's sections as rendered; a missing or looping block is reported where pages resolve. */
const rendered = (site: Site, sections: readonly Section[], at: JsonPath) =>
  expandBlocks(site.blocks, sections, at, () => {});

/** Every element id a list of sections renders, with where it is written. */
function renderedIds(sections: RenderedSection[]): { id: string; at: JsonPath }[] {
  const ids: { id: string; at: JsonPath }[] = [];
  for (const { section, at } of sections) {
    walkStrings(section, at, (text, path, key) => {
      if (key === 'id') ids.push({ id: text, at: path });
    });
    // Ids a type derives from its own are written, in effect, at its "id".
    for (const id of traitsOf(section).anchors?.(section) ?? [])
      ids.push({ id, at: [...at, 'id'] });
  }
  return ids;
}

interface PageView {
  path: string;
  sectionsAt: JsonPath;
  sections: RenderedSection[];
}

function pageViews(site: Site): PageView[] {
  return [
    ...site.pages.map((page, i) => ({
      path: page.path,
      sectionsAt: ['pages', i] as JsonPath,
      sections: rendered(site, page.sections, ['pages', i, 'sections']),
    })),
    {
      path: `${site.blog.basePath}/…`,
      sectionsAt: ['blog', 'template'] as JsonPath,
      sections: rendered(site, site.blog.template, ['blog', 'template']),
    },
    {
      path: '(the not-found page)',
      sectionsAt: ['notFound'] as JsonPath,
      sections: rendered(site, site.notFound.sections, ['notFound', 'sections']),
    },
  ];
}

/**
 * Ids are unique on each page, every "/page#id" link names an id that page renders, and every
 * page has exactly one main heading.
 */
export function checkPages(site: Site, report: Report) {
  const views = pageViews(site);
  const idsOf = new Map<string, Set<string>>();
  for (const view of views) {
    const seen = new Map<string, JsonPath>(LAYOUT_IDS.map((id) => [id, ['layout']]));
    for (const { id, at } of renderedIds(view.sections)) {
      const earlier = seen.get(id);
      if (earlier && !(earlier.length === at.length && earlier.every((p, i) => at[i] === p)))
        report({
          path: at,
          message:
            earlier[0] === 'layout'
              ? `the id "${id}" is used by the page layout on every page: choose another`
              : `the id "${id}" is already used on ${view.path} (at ${earlier.join('.')}): ids must be unique on a page`,
        });
      else seen.set(id, at);
    }
    idsOf.set(view.path, new Set(seen.keys()));
    checkHeadings(view, report);
  }

  // Every address to the page whose sections it renders: posts share the template, numbered
  // list pages their page.
  const viewOf = new Map<string, string>();
  for (const route of listRoutes(site)) {
    if (route.kind === 'post') viewOf.set(route.path, `${site.blog.basePath}/…`);
    else if (route.kind === 'page') viewOf.set(route.path, site.pages[route.at[1] as number]!.path);
  }
  const targetIds = (route: string): Set<string> | undefined => {
    const view = viewOf.get(route);
    return view === undefined ? undefined : idsOf.get(view);
  };

  walkStrings(site, [], (text, path, key) => {
    const hrefs = [...(key === 'href' ? [text] : []), ...inlineLinks(text)];
    // A bare "#id" points into the page it is written on: known for a page's own sections.
    const ownPage = path[0] === 'pages' ? site.pages[path[1] as number]?.path : undefined;
    for (const href of hrefs) {
      const hash = href.indexOf('#');
      if (hash < 0 || !(href.startsWith('/') || (hash === 0 && ownPage))) continue;
      const fragment = decodeURIComponentSafe(href.slice(hash + 1));
      const route = hash === 0 ? ownPage! : routeOf(href);
      const ids = targetIds(route);
      if (!ids || fragment === '' || ids.has(fragment)) continue;
      const listed = [...ids].filter((id) => !LAYOUT_IDS.includes(id));
      report({
        path,
        message: `links to "#${fragment}" on ${route}, but no element there has that id${didYouMean(fragment, listed) || (listed.length ? ` — ids on that page: ${listed.map((id) => `"${id}"`).join(', ')}` : ` — give a section of ${route} "id": "${fragment}"`)}`,
      });
    }
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function checkHeadings(view: PageView, report: Report) {
  const headings = view.sections.filter(
    ({ section }) => traitsOf(section).pageHeading?.(section) ?? false,
  );
  if (headings.length === 0)
    report({
      path: [...view.sectionsAt, ...(view.sectionsAt[0] === 'pages' ? ['sections'] : [])],
      message: `${view.path} has no hero (nor a notice, form or article section): the page has no main heading (h1) for visitors and search engines`,
      severity: 'warning',
    });
  for (const extra of headings.slice(1))
    report({
      path: [...extra.at, 'type'],
      message: `${view.path} already has a main heading from ${headings[0]!.at.join('.')} (a ${headings[0]!.section.type}): a page should have one hero`,
      severity: 'warning',
    });
}

/** Link targets written anywhere but on the page itself. */
export function checkUnlinkedPages(site: Site, report: Report) {
  const linked = new Set<string>();
  walkStrings(site, [], (text, path, key) => {
    const targets = [
      // Every field that names a page to go to: href, redirect, alias "to", applyPath, …
      ...(typeof key === 'string' && /^(href|redirect|to)$|Path$/.test(key) ? [text] : []),
      ...inlineLinks(text),
    ];
    for (const target of targets) {
      if (!target.startsWith('/')) continue;
      const route = routeOf(target);
      const own = path[0] === 'pages' && site.pages[path[1] as number]?.path === route;
      if (!own) linked.add(route);
    }
  });
  site.pages.forEach((page, i) => {
    if (page.path === '/' || linked.has(page.path)) return;
    report({
      path: ['pages', i, 'path'],
      message: `no link leads to ${page.path}: add it to layout.header.links, a footer column or a section's links, or visitors will not find it`,
      severity: 'warning',
    });
  });
}
