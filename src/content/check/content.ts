import type { Site } from '../../schema/site';
import { postTitle } from '../routes';
import type { JsonPath, Problem } from '../resolve-context';

type Report = (problem: Problem) => void;

/** Where search results cut a title and a description (Google's snippets, measured in characters). */
export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

/** Fields whose pictures are decorative by design (an empty alt is right); other images need words. */
const DECORATIVE = new Set(['background', 'icon']);

/** The placeholder the form service's sample configuration ships with. */
const ACCESS_KEY_PLACEHOLDER = /YOUR_ACCESS_KEY/;

/** What an editor should fix before publishing, though the site builds: all warnings. */
export function checkContent(site: Site, report: Report) {
  const warn = (path: JsonPath, message: string) => report({ path, message, severity: 'warning' });
  const seoOf = [
    ...site.pages.map((page, i) => ({
      title: page.seo.title,
      titleAt: ['pages', i, 'seo', 'title'] as JsonPath,
      description: page.seo.description,
      descriptionAt: ['pages', i, 'seo', 'description'] as JsonPath,
    })),
    ...site.blog.posts.map((post, i) => ({
      title: postTitle(site, post),
      titleAt: ['blog', 'posts', i, post.seoTitle ? 'seoTitle' : 'title'] as JsonPath,
      description: post.description,
      descriptionAt: ['blog', 'posts', i, 'description'] as JsonPath,
    })),
  ];
  for (const { title, titleAt, description, descriptionAt } of seoOf) {
    if (title.length > TITLE_LIMIT)
      warn(
        titleAt,
        `the page title "${title}" is ${title.length} characters; search results cut it after about ${TITLE_LIMIT}`,
      );
    if (description.length > DESCRIPTION_LIMIT)
      warn(
        descriptionAt,
        `the description is ${description.length} characters; search results cut it after about ${DESCRIPTION_LIMIT}`,
      );
  }

  const visit = (value: unknown, path: JsonPath) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const decorative =
        record.decorative === true || path.some((key) => DECORATIVE.has(key as string));
      if (typeof record.src === 'string' && record.alt === '' && !decorative)
        warn(
          [...path, 'alt'],
          `the image ${record.src} has no alt text: screen readers skip it; describe what it shows, or mark it decorative`,
        );
      if (typeof record.src === 'string' && record.decorative === true && record.alt !== '')
        warn(
          [...path, 'decorative'],
          `the image ${record.src} is marked decorative but has alt text: screen readers will read it; empty the alt text, or remove "decorative"`,
        );
      for (const [k, v] of Object.entries(record)) visit(v, [...path, k]);
    }
  };
  visit(site, []);

  for (const [name, form] of Object.entries(site.forms))
    if (ACCESS_KEY_PLACEHOLDER.test(form.accessKey))
      warn(
        ['forms', name, 'accessKey'],
        'the access key is still the placeholder: the form service refuses submissions until it is set here (or given as FORM_ACCESS_KEY at build time)',
      );
}
