import type { z } from 'zod';
import type { ResolveContext, SiteParts, SitePart } from '../content/resolve-context';
import type { ShownImage } from '../content/images/responsive';
import type { Slot } from '../content/images/slots';
import type { AnySectionSchema } from './section-schema';

/** How a section splits its page into numbered pages (page 1 is the page's own address). */
export interface Paging {
  /** The field that asks for it: the extra pages and misplaced-paging problems point there. */
  field: string;
  /** How many pages there are, the first included. */
  count: number;
  /** Browser title of pages 2, 3, …, e.g. "{title} — Page {n}". */
  title: string;
}

/**
 * What a section does for a visitor beyond being read, which decides when the page a visitor
 * lands on hydrates it (src/render/hydration-plan.ts): `script`, only its code does it (a number
 * that counts, a video that starts, a saved draft put back); `html`, its HTML does it and its code
 * adds to it (a list that scrolls, a picture linked to its file, a form the browser posts);
 * `none`, it is read and its links followed (text, pictures, links, native disclosures).
 */
export type Answers = 'script' | 'html' | 'none';

/**
 * What the rest of the site needs to know about a section type, so the check, the route data,
 * the render and the headers ask the type instead of naming it. Every trait but `answers` is
 * optional: a type without it has none of that.
 */
export interface SectionTraits<Section, Props> {
  /** Whether this section renders the page's main heading (h1). */
  pageHeading?: (section: Section) => boolean;
  /** Ids it renders besides the "id" fields written in it, so "#id" links to them are checked. */
  anchors?: (section: Section) => string[];
  /** The picture it paints first when it opens a page, preloaded before anything else. */
  leadImage?: (props: Props) => ShownImage | undefined;
  /**
   * Where its pictures sit, keyed by the field that holds them (or the list of them): the
   * photos there get candidates at the widths of that place, and an exact `sizes`.
   */
  imageSlots?: (section: Section) => Partial<Record<string, Slot>>;
  /**
   * Where its pictures open full-screen (a lightbox), by the same fields: they get a second
   * set of candidates, `zoomed`, with that view's `sizes`, from one ladder for both places.
   */
  zoomSlots?: (section: Section) => Partial<Record<string, Slot>>;
  /**
   * Where it shows the current post's lead picture, which is the post's and not written in the
   * section: the check holds every post's picture to that place.
   */
  postImage?: (section: Section) => Slot;
  /** Opening a page, it lies under the header, which stays transparent until scrolled. */
  underHeader?: boolean;
  /** Whether and how it splits its page into numbered pages. */
  paging?: (section: Section, site: Pick<SiteParts, 'posts'>) => Paging | undefined;
  /** Addresses of the frames it embeds (maps, players): their origins may be framed. */
  frames?: (section: Section) => string[];
  /** How it answers a visitor (see Answers), from what its component is given: every type says. */
  answers: (props: Props) => Answers;
}

export interface SectionDefinition<S extends AnySectionSchema, P> {
  type: z.output<S>['type'];
  schema: S;
  /** Turns the section as written in site.json into exactly the props its component reads. */
  resolve: (section: z.output<S>, ctx: ResolveContext<SitePart>) => P;
  /** The parts of the site its resolver reads beyond its own fields and what every page shares. */
  reads: readonly SitePart[];
  traits: SectionTraits<z.output<S>, P>;
}

export function defineSection<
  S extends AnySectionSchema,
  P = z.output<S>,
  Reads extends SitePart = never,
>(
  schema: S,
  {
    resolve,
    reads = [],
    traits,
  }: {
    // The resolver sees only the parts `reads` names (not inferred from the resolver), so a
    // type cannot read a part of the site without saying so.
    resolve?: (section: z.output<S>, ctx: ResolveContext<NoInfer<Reads>>) => P;
    reads?: readonly Reads[];
    traits: SectionTraits<z.output<S>, NoInfer<P>>;
  },
): SectionDefinition<S, P> {
  return {
    type: schema.shape.type.value as z.output<S>['type'],
    schema,
    // Without a resolver a section renders exactly what site.json says.
    resolve: resolve ?? ((section) => section as unknown as P),
    reads,
    traits,
  };
}
