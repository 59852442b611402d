import type { RouteData } from '../content/route-data';
import type { Answers } from '../sections/define-section';
import type { ResolvedSection } from '../sections/definitions';
import type { RenderedType } from '../sections/registry';

/**
 * When a part of the page a visitor lands on becomes the app's, from how it answers a visitor
 * (the sections' `answers` trait) and where it is. Until then it is the server's HTML, which
 * answers by itself where it can (links, forms, native disclosures, a list that scrolls).
 * - `with-app`: hydrated as the app starts (its code is named in the page and fetched with it);
 * - `near`: it answers only with its code, so its code is fetched and it is hydrated once it
 *   comes near the screen, or when it is touched;
 * - `touched`: its HTML answers, so that happens only once the visitor points at it, presses,
 *   touches or focuses it;
 * - `never`: nothing to answer: React leaves its HTML as it is, and its code is never fetched.
 * A page reached by navigation is rendered by the app whole, as it always was.
 */
export type Hydration = 'with-app' | 'near' | 'touched' | 'never';

/**
 * How many sections at the top of a page are on its first screen: the one a phone opens on (a
 * hero or a page's banner). One that answers is hydrated with the app. Two were measured over
 * the first-render budget on /contact (its form, 95.5 KB).
 */
export const EAGER_SECTIONS = 1;

/** The one rule, for sections and the parts around them alike. */
export function hydrationOf(answers: Answers | undefined, onFirstScreen: boolean): Hydration {
  if (answers === undefined || answers === 'none') return 'never';
  if (onFirstScreen) return 'with-app';
  return answers === 'script' ? 'near' : 'touched';
}

/**
 * The parts of every page around its sections, by the same rule (hydration-plan.test.ts holds
 * them to it): how each answers, and whether it is on the first screen.
 */
export const LAYOUT_PARTS = {
  // 'script', on it: its menu opens without script, but only the app turns it solid as the page
  // scrolls under it, closes the menu on Escape or on a navigation, and keeps the query in the
  // language link.
  header: 'with-app',
  // 'script', over it: the pop-up opens after a delay, which only its code does.
  promo: 'with-app',
  // 'none': words, contact details and links, read and followed.
  footer: 'never',
} as const satisfies Record<string, Hydration>;

export function sectionHydration(
  section: Pick<ResolvedSection, 'answers'>,
  index: number,
): Hydration {
  return hydrationOf(section.answers, index < EAGER_SECTIONS);
}

/** The section types of a route hydrating so, each once, in the order of the page. */
function typesHydrating(route: RouteData, when: readonly Hydration[]): RenderedType[] {
  if (route.kind !== 'page') return [];
  const sections = route.page.sections.filter((section, index) =>
    when.includes(sectionHydration(section, index)),
  );
  return [...new Set(sections.map((section) => section.type))];
}

/** The section types whose code a route's page names for the app's start. */
export const eagerTypes = (route: RouteData) => typesHydrating(route, ['with-app']);

/**
 * The section types of a route that are hydrated later, each once, in the order of the page
 * (and none that hydrates with the app).
 */
export function laterTypes(route: RouteData): RenderedType[] {
  const eager = new Set(eagerTypes(route));
  return typesHydrating(route, ['near', 'touched']).filter((type) => !eager.has(type));
}

/**
 * The section types whose code a page loads while the visitor does nothing but scroll through
 * it: those hydrated with the app or as they come near, not those that wait for a touch.
 */
export const unaskedTypes = (route: RouteData) => typesHydrating(route, ['with-app', 'near']);
