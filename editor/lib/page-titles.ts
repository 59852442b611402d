/*
 * The site's pages and posts by the title a person knows them by, for choosing a link's page:
 * a page's title without the site's name its search title carries ("Contact Us", not "Contact
 * Us | Arogya Infotech"), a post's own title.
 */

export interface PageChoice {
  title: string;
  href: string;
}

interface RawSite {
  name?: string;
  pages?: { path?: string; seo?: { title?: string } }[];
  blog?: { basePath?: string; posts?: { slug?: string; title?: string }[] };
}

const HOME = '/';

/** A search title without the segments that name the site. */
export function titleWithoutSite(title: string, siteName: string): string {
  const segments = title.split(' | ');
  const own = siteName ? segments.filter((segment) => !segment.includes(siteName)) : segments;
  return (own.length ? own : segments).join(' | ').trim();
}

export function pageChoices(data: unknown): PageChoice[] {
  const site = (data ?? {}) as RawSite;
  const name = site.name ?? '';
  const pages = (site.pages ?? []).flatMap((page): PageChoice[] => {
    if (!page.path) return [];
    const title = titleWithoutSite(page.seo?.title ?? '', name) || page.path;
    // The home page's title says what the site is, not that it is the home page.
    return [{ title: page.path === HOME ? `Home: ${title}` : title, href: page.path }];
  });
  const base = site.blog?.basePath ?? '/blog';
  const posts = (site.blog?.posts ?? []).flatMap((post): PageChoice[] =>
    post.slug ? [{ title: post.title ?? post.slug, href: `${base}/${post.slug}` }] : [],
  );
  return [...pages, ...posts];
}

/** The choices whose title or address holds every word of `query`, in any order. */
export function searchPages(choices: PageChoice[], query: string): PageChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return choices.filter((choice) => {
    const haystack = `${choice.title} ${choice.href}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
