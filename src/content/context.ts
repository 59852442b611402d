import type { Site } from '../schema/site';
import type { Post } from '../schema/blog';
import type { CollectionItem, CollectionKind } from '../schema/collections';
import type { JsonPath, Report } from '../base/problem';
import type { ResolveContext, SitePart } from './resolve-context';
import { postPath } from './routes';
import { shownContact } from './reach';

/** What a page is rendered for: the post of an article route, the page of a paginated list. */
export interface Scope {
  post?: Post;
  listPage: { base: string; n: number };
}

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/** The context one section's resolver sees; what it asks for and cannot find is reported there. */
export function contextFor(
  site: Site,
  report: Report,
  sectionAt: JsonPath,
  scope: Scope,
): ResolveContext<SitePart> {
  return {
    contact: shownContact(site.contact),
    siteUrl: site.url,
    posts: site.blog.posts,
    post: scope.post,
    listPage: scope.listPage,
    postPath: (slug) => postPath(site, slug),
    collection<K extends CollectionKind>(kind: K, name: string, at: JsonPath): CollectionItem<K>[] {
      const found = site.collections[name];
      if (!found) {
        const sameKind = Object.keys(site.collections).filter(
          (n) => site.collections[n]?.kind === kind,
        );
        report({
          path: [...sectionAt, ...at],
          message: `no collection named "${name}"${sameKind.length ? ` — collections of kind "${kind}": ${quoted(sameKind)}` : ` — add it under "collections" with "kind": "${kind}"`}`,
        });
        return [];
      }
      if (found.kind !== kind) {
        report({
          path: [...sectionAt, ...at],
          message: `collection "${name}" is of kind "${found.kind}", but this section needs kind "${kind}"`,
        });
        return [];
      }
      return found.items as CollectionItem<K>[];
    },
    openings(name) {
      const found = site.collections[name];
      return found?.kind === 'job' ? found.items : [];
    },
    form(name, at) {
      const found = site.forms[name];
      if (!found) {
        const names = Object.keys(site.forms);
        report({
          path: [...sectionAt, ...at],
          message: `no form named "${name}"${names.length ? ` — forms: ${quoted(names)}` : ' — add it under "forms"'}`,
        });
      }
      return found;
    },
    problem: (message, at) => report({ path: [...sectionAt, ...at], message }),
  };
}
