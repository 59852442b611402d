import type { JsonPath } from '../../src/base/problem';
import { definitionOf } from '../../src/sections/definitions';
import { SectionSchema, sectionTypes, type RenderedType } from '../../src/sections/registry';

export interface Asked {
  collections: { kind: string; name: string; at: JsonPath }[];
  forms: { name: string; at: JsonPath }[];
  /** What the resolver found wrong with the example itself, beyond names the site lacks. */
  problems: string[];
}

/**
 * What the type's resolver asks of the site for this section. Asking the resolver itself, not a
 * list kept here, keeps a new type that reads a collection or a form covered without a change.
 * A section that does not validate yet (mid-edit) is asked as written: its resolver reads the
 * names it needs before anything else.
 */
export function askedBy(example: object, post?: object): Asked {
  const asked: Asked = { collections: [], forms: [], problems: [] };
  ask(example, asked, { post });
  return asked;
}

/**
 * Runs the resolver of `example`'s type with a context that records what it asks for in
 * `asked`, and gives it `given` (the blog's posts, an article's post, a numbered list page);
 * its props, or undefined for a type without a resolver or one that could not go on.
 */
function ask(
  example: object,
  asked: Asked,
  given: { post?: object | undefined; posts?: readonly unknown[]; page?: number },
): unknown {
  const parsed = SectionSchema.safeParse(example);
  const section = (parsed.success ? parsed.data : example) as { type?: unknown };
  const type = sectionTypes.find((t) => t === section.type && t !== 'block');
  if (!type) return undefined;
  const probe = {
    contact: { email: '', phone: '', address: '', socials: [] },
    siteUrl: 'https://example.org',
    posts: given.posts ?? [],
    postPath: (slug: string) => `/${slug}`,
    post: given.post,
    listPage: { base: '/', n: given.page ?? 1 },
    collection: (kind: string, name: string, at: JsonPath) => {
      asked.collections.push({ kind, name, at });
      return [];
    },
    form: (name: string, at: JsonPath) => {
      asked.forms.push({ name, at });
      return undefined;
    },
    problem: (message: string) => asked.problems.push(message),
  };
  try {
    return definitionOf(type as RenderedType).resolve(section as never, probe as never);
  } catch {
    // A resolver that cannot go on without the data has already said what it asked for.
    return undefined;
  }
}

/** The posts a resolver's props list, by their web address names. */
const slugsIn = (props: unknown): string[] => {
  const posts = (props as { posts?: unknown } | undefined)?.posts;
  return Array.isArray(posts) ? posts.map((p) => String((p as { slug?: unknown }).slug)) : [];
};

/**
 * The posts a written section lists, by their place in `posts` (the blog's, as written), in the
 * order it shows them, over all its numbered pages: asked of its type's resolver, so it holds
 * for any type that lists posts. None for a section that lists no posts.
 */
export function postsListedBy(section: object, posts: readonly unknown[]): number[] {
  const slugs: string[] = [];
  for (let page = 1; page <= posts.length; page++) {
    const listed = slugsIn(
      ask(section, { collections: [], forms: [], problems: [] }, { posts, page }),
    );
    const fresh = listed.filter((slug) => !slugs.includes(slug));
    if (fresh.length === 0) break;
    slugs.push(...fresh);
  }
  const at = (slug: string) => posts.findIndex((p) => (p as { slug?: unknown })?.slug === slug);
  return slugs.map(at).filter((i) => i >= 0);
}
