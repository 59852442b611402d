import type { RouteData } from '../content/route-data';
import type { RenderedType } from '../sections/registry';
import { loadSectionComponent, loadSectionComponents } from '../sections/components';
import { isPlainClick, type LinkBehaviour } from '../ui/link-context';
import { loadWhenOnline } from '../ui/load-when-online';
import { LAYOUT_PARTS, sectionHydration, type Hydration } from './hydration-plan';
import { isLive, type PartKey } from './live-parts';
import { nextTask } from './next-task';
import { preloadLaterCode } from './section-code';

/**
 * The page a visitor lands on, hydrated as hydration-plan.ts says. Each part of the page is a
 * Suspense boundary, and a boundary whose part waits here suspends while React hydrates it
 * (Gate.tsx): React then leaves its server HTML as it is, the very same nodes, until the wait
 * ends, and then hydrates it. A part that never answers waits for ever.
 */

/** How far from the screen a part that answers only with its code is hydrated: a screen ahead. */
const NEAR_MARGIN = '100% 0px';
/**
 * Touching a part: pointing at it, pressing it, a finger on it, or focus in it; on a link, signs
 * that it is about to be followed.
 */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];

let links: LinkBehaviour = { prefetch: () => {} };

/**
 * How the links of the parts not hydrated are followed: the app's way, as a hydrated link is
 * (told by the app once it runs, App.tsx). A link to a page of the site there (react-router's
 * Link marks it `data-discover`) has its page's data fetched when touched, and a plain click on
 * it is followed without loading the document again.
 */
export const followServedLinks = (behaviour: LinkBehaviour) => void (links = behaviour);

const NEVER = new Promise<never>(() => {});
const waits = new Map<PartKey, Promise<unknown>>();

/** What a part waits for before React may hydrate it; nothing for a part hydrated with the app. */
export function hydrationWait(part: PartKey): Promise<unknown> | undefined {
  return waits.get(part);
}

// Asking for a chunk costs a phone-speed CPU several ms, and Vite's loader asks for all of a
// chunk's imports in one task (one section's imports made a task of 50 ms). So the parts take
// turns, in the order they are needed, and each asks for the chunks its page names for its type
// one per task (section-code.ts, once per type) before its component is imported.
let queue: Promise<void> = Promise.resolve();

/** A type's component for a part hydrated later; while it cannot be fetched (offline), it waits. */
function laterCode(type: RenderedType): Promise<unknown> {
  queue = queue.then(nextTask).then(() => preloadLaterCode(type));
  return queue.then(() => loadWhenOnline(() => loadSectionComponent(type)));
}

/**
 * The top-level elements of each Suspense boundary among the nodes from `first` on, as served:
 * React writes `<!--$-->` … `<!--/$-->` around each boundary's HTML. Stops at the end of the
 * boundary that holds them.
 */
function boundaries(first: ChildNode | null): Element[][] {
  const found: Element[][] = [];
  let depth = 0;
  for (let node = first; node && depth >= 0; node = node.nextSibling) {
    if (node instanceof Comment && node.data.startsWith('$')) {
      if (depth++ === 0) found.push([]);
    } else if (node instanceof Comment && node.data === '/$') depth--;
    else if (node instanceof Element && depth > 0) found.at(-1)!.push(node);
  }
  return found;
}

/** The top-level elements, as served, of the parts not hydrated with the app. */
const served = new Map<Element, PartKey>();

/**
 * The part of the page a node is in when that part is still the server's HTML (not hydrated yet,
 * or never), which React neither owns nor lets an event through: it stops the propagation of an
 * event there, after trying to hydrate the part for it. So what answers in such a part listens
 * on the document, in the capturing phase, which comes first (startHydration).
 */
export function servedPart(node: EventTarget | null): PartKey | undefined {
  for (let element = node instanceof Element ? node : null; element;) {
    const part = served.get(element);
    if (part !== undefined) return isLive(part) ? undefined : part;
    element = element.parentElement;
  }
  return undefined;
}

export interface HydrationStart {
  /** The parts hydrated with the app. */
  withApp: PartKey[];
  /** The code of the sections hydrated with the app, which must be in before it starts. */
  code: Promise<void>;
  /** The parts near the screen as the app starts, hydrated at once (known after a frame). */
  nearAtStart: Promise<PartKey[]>;
}

/**
 * Sets out when each part of the served page is hydrated, and starts watching for the moments the
 * later ones wait for. `main` is the page's <main> as served (null when nothing was: the dev
 * server, which renders the page on the client).
 */
export function startHydration(route: RouteData, main: Element | null): HydrationStart {
  const sections = route.kind === 'page' ? route.page.sections : [];
  const plan = new Map<PartKey, Hydration>([
    ...(Object.entries(LAYOUT_PARTS) as [PartKey, Hydration][]),
    ...sections.map((section, index) => [index, sectionHydration(section, index)] as const),
  ]);
  const withApp = [...plan.keys()].filter((part) => plan.get(part) === 'with-app');
  const code = loadSectionComponents(
    withApp.flatMap((part) => (typeof part === 'number' ? [sections[part]!.type] : [])),
  );
  if (!main) return { withApp, code, nearAtStart: Promise.resolve([]) };

  // Each section's boundary in <main>, the footer's and the pop-up's after it (PageBody.tsx).
  // When <main> does not hold one per section (the HTML changed on its way), none is found: no
  // part is then near or touched, and each stays the server's HTML.
  const inMain = boundaries(main.firstChild);
  const [footer, promo] = boundaries(main.nextSibling);
  const elements = new Map<PartKey, Element[] | undefined>([
    ['footer', footer],
    ['promo', promo],
    ...(inMain.length === sections.length ? inMain.entries() : []),
  ]);
  const near: Element[] = [];
  const triggers = new Map<PartKey, () => void>();
  for (const [part, when] of plan) {
    if (when === 'with-app') continue;
    for (const element of elements.get(part) ?? []) served.set(element, part);
    if (when === 'never') waits.set(part, NEVER);
    if (typeof part !== 'number' || when === 'never') continue;
    const start = new Promise<void>((resolve) => triggers.set(part, resolve));
    waits.set(
      part,
      start.then(() => laterCode(sections[part]!.type)),
    );
    if (when === 'near') near.push(...(elements.get(part) ?? []));
  }
  const trigger = (node: EventTarget) => triggers.get(servedPart(node)!)?.();
  const touched = (event: Event) => {
    if (servedPart(event.target) === undefined) return;
    trigger(event.target!);
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-discover]');
    const href = link?.getAttribute('href');
    if (!link || !href) return;
    if (event.type !== 'click') return links.prefetch(href);
    if (!links.follow || event.defaultPrevented || !isPlainClick(event as MouseEvent, link)) return;
    event.preventDefault();
    links.follow(href);
  };
  for (const type of [...TOUCH_EVENTS, 'click'])
    document.addEventListener(type, touched, { capture: true, passive: type !== 'click' });

  const nearAtStart = new Promise<PartKey[]>((first) => {
    if (near.length === 0) return first([]);
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        for (const element of seen) trigger(element);
        first([...new Set(seen.map((element) => served.get(element)!))]);
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const element of near) observer.observe(element);
  });
  return { withApp, code, nearAtStart };
}
