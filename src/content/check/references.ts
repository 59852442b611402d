import type { Site } from '../../schema/site';
import type { Section } from '../../sections/registry';
import { SAFE_LINK } from '../../schema/safe-link';
import { inlineLinks } from '../links';
import { pagedSections } from '../routes';
import { resolveNotFound, resolveRoute } from '../route-data';
import type { JsonPath, Problem } from '../../base/problem';
import { linkIndexOf } from './link-index';
import { rememberFiles, usedBlocks } from './remember';
import { checkContent } from './content';
import { checkImageShapes, checkImageSizes, checkUnusedUploads, type ImageShape } from './images';
import { checkPages, checkUnlinkedPages } from './pages';
import { checkForms } from './forms';
import { checkPatterns } from './patterns';
import { destinationProblems } from './destinations';
import { checkJobs, todayIso } from './jobs';
import { walkStrings } from './walk';

export interface CheckOptions {
  /** Whether a file exists in public/ (absent in the browser: assets are then not checked). */
  assetExists?: (path: string) => boolean;
  /** Why an existing file cannot be shown as a picture, if it cannot (absent in the browser). */
  imageProblem?: (path: string) => string | undefined;
  /** The files in public/uploads/, as addresses, to find those nothing uses. */
  uploads?: readonly string[];
  /** The size a picture file of public/ is shown at (absent in the browser). */
  imageShape?: ImageShape;
  /** Addresses that exist though not in the data given (pages the schema check set aside). */
  extraRoutes?: readonly string[];
  /**
   * The hosts the last published version sends to or embeds (`destinationHosts`): a host the
   * site now names beyond them is warned about. Absent: nothing to compare with.
   */
  publishedHosts?: readonly string[];
  /** Today's date, YYYY-MM-DD, which job openings' closing days are compared with (the clock's when absent). */
  today?: string;
}

export { GENERATED_FILES } from './link-index';

/**
 * What the schema cannot say: routes are unique, every internal link and referenced asset,
 * collection and block exists. Returns every problem at once.
 */
export function checkSite(site: Site, options: CheckOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const report = (problem: Problem) => problems.push(problem);

  const files = rememberFiles(options);
  const links = linkIndexOf(site, { ...options, assetExists: files.assetExists });
  for (const { route, earlier } of links.duplicates)
    report({
      path: route.at,
      message: `the address "${route.path}" is already used (at ${earlier.join('.')})`,
    });

  const ids = new Map<number, number>();
  site.blog.posts.forEach((post, i) => {
    const earlier = ids.get(post.id);
    if (earlier !== undefined)
      report({
        path: ['blog', 'posts', i, 'id'],
        message: `post id ${post.id} is already used by blog.posts[${earlier}]`,
      });
    else ids.set(post.id, i);
  });

  site.aliases.forEach((alias, i) => {
    const message = links.aliasProblem(alias.to);
    if (message) report({ path: ['aliases', i, 'to'], message });
  });

  const checkInternal = (href: string, path: JsonPath) => {
    if (!href.startsWith('/')) return;
    const message = links.linkProblem(href);
    if (message) report({ path, message });
  };

  walkStrings(site, [], (text, path, key) => {
    if (key === 'href') checkInternal(text, path);
    // Every file the site shows is named by a `src`: an image's (one shape for all) or a video's.
    if (key === 'src' && text.startsWith('/') && files.assetExists && !files.assetExists(text)) {
      report({ path, message: `the file "public${text}" does not exist` });
    } else if (key === 'src' && files.imageProblem) {
      const problem = text.startsWith('/') ? files.imageProblem(text) : undefined;
      if (problem) report({ path, message: problem });
    }
    for (const href of inlineLinks(text)) {
      if (!SAFE_LINK.test(href)) {
        report({
          path,
          message: `the link "${href}" in this text must be an internal path, "#anchor", https:, mailto: or tel:`,
        });
      } else checkInternal(href, path);
    }
  });

  checkForms(site, report);
  checkPageSizes(site, report);
  for (const route of links.routes) resolveRoute(site, route.path, report);
  resolveNotFound(site, '/404', report);
  const used = usedBlocks([site.pages, site.blog.template, site.notFound, site.blocks]);
  for (const name of Object.keys(site.blocks))
    if (!used.has(name))
      report({
        path: ['blocks', name],
        message: `block "${name}" is not used by any page`,
        severity: 'warning',
      });

  checkPages(site, report);
  checkUnlinkedPages(site, report);
  checkPatterns(site, report);
  checkContent(site, report);
  checkJobs(site, options.today ?? todayIso(), report);
  checkImageSizes(site, report);
  if (options.uploads) checkUnusedUploads(site, options.uploads, report);
  if (files.imageShape) checkImageShapes(site, files.imageShape, report);
  if (options.publishedHosts)
    for (const problem of destinationProblems(site, options.publishedHosts)) report(problem);

  // A block used by several pages reports its problems once.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.path.join('\u0000')}\u0001${p.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Only a page's own post-list can split the page into numbered pages, and only one of them. */
function checkPageSizes(site: Site, report: (problem: Problem) => void) {
  site.pages.forEach((page, p) => {
    const [first, ...more] = pagedSections(site, page.sections);
    for (const { sectionIndex, field } of more)
      report({
        path: ['pages', p, 'sections', sectionIndex, field],
        message: `only one post-list of a page can be split into pages; pages[${p}].sections[${first!.sectionIndex}] already is`,
      });
  });
  const elsewhere: [JsonPath, readonly Section[]][] = [
    ...Object.entries(site.blocks).map(([name, sections]): [JsonPath, typeof sections] => [
      ['blocks', name],
      sections,
    ]),
    [['blog', 'template'], site.blog.template],
    [['notFound', 'sections'], site.notFound.sections],
  ];
  for (const [at, sections] of elsewhere)
    for (const { sectionIndex, field } of pagedSections(site, sections))
      report({
        path: [...at, sectionIndex, field],
        message:
          "pageSize splits a page into numbered pages, so it works only on a post-list in a page's own sections",
      });
}
