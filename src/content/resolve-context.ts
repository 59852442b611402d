import type { CollectionItem, CollectionKind } from '../schema/collections';
import type { Post } from '../schema/blog';
import type { Form } from '../schema/forms/form';
import type { ShownContact } from './reach';
import type { JsonPath } from '../base/problem';

// Section resolvers are typed against this file, and the site schema is built from the section
// schemas: importing the site schema here would close a loop through every section type.

/**
 * Parts of the site a section reads only when its type says so (`reads` in its definition): what
 * a page reads is then known before it is resolved, so the editor's preview parses no more.
 */
export interface SiteParts {
  /** Every post, in the order of blog.posts. */
  readonly posts: readonly Post[];
}

export type SitePart = keyof SiteParts;

/**
 * What a section resolver may ask about the site (with the parts its type reads); problems are
 * collected, never thrown.
 */
export type ResolveContext<Reads extends SitePart = never> = SharedContext & Pick<SiteParts, Reads>;

interface SharedContext {
  readonly contact: ShownContact;
  /** The site's canonical address ("url"), for addresses that must be absolute. */
  readonly siteUrl: string;
  /** The post being rendered, on article routes only. */
  readonly post?: Post;
  postPath(slug: string): string;
  /** Which page of a paginated list is shown: the page's own address and the number (1 first). */
  readonly listPage: { base: string; n: number };
  collection<K extends CollectionKind>(kind: K, name: string, at: JsonPath): CollectionItem<K>[];
  /**
   * The openings of a job collection a form offers, none when there is no such collection (the
   * check reports that where the form names it, not at each section showing the form).
   */
  openings(name: string): readonly CollectionItem<'job'>[];
  /** A form by name; undefined (and a problem reported) when missing. */
  form(name: string, at: JsonPath): Form | undefined;
  problem(message: string, at: JsonPath): void;
}
