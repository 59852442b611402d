import type { RenderedType } from '../sections/registry';
import type { RouteData } from '../content/route-data';
import {
  loadedSectionComponent,
  loadSectionComponent,
  loadSectionComponents,
} from '../sections/components';
import { loadWhenOnline } from '../ui/load-when-online';
import { nextTask } from './next-task';
import { preloadLaterCode } from './section-code';

/**
 * How many sections at the top of the page a visitor lands on are hydrated with the app: the
 * one a phone opens on (a hero or a page's banner). Their code is modulepreloaded; the code of
 * the sections below arrives when the browser is idle or the visitor acts, and until then those
 * sections are the server's HTML, which answers taps and typing by itself (links, forms,
 * disclosures).
 * Two were measured over the first-render budget on /contact (its form, 95.5 KB).
 */
export const EAGER_SECTIONS = 1;

/** The section types of a route that hydrate with the app (see EAGER_SECTIONS). */
export function eagerTypes(route: RouteData): RenderedType[] {
  if (route.kind !== 'page') return [];
  return route.page.sections.slice(0, EAGER_SECTIONS).map((section) => section.type);
}

/**
 * The section types of a route below its first sections, in the order of the page, each once
 * (and none that hydrates with the app).
 */
export function laterTypes(route: RouteData): RenderedType[] {
  if (route.kind !== 'page') return [];
  const eager = new Set(eagerTypes(route));
  const types = route.page.sections.slice(EAGER_SECTIONS).map((section) => section.type);
  return [...new Set(types)].filter((type) => !eager.has(type));
}

export function loadEagerCode(route: RouteData): Promise<void> {
  return loadSectionComponents(eagerTypes(route));
}

// Signs that the visitor is about to need the rest of the page.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart'] as const;
// An idle callback never comes on a main thread that stays busy; the rest is loaded then anyway.
const IDLE_TIMEOUT_MS = 4000;

type PostTask = (task: () => void, options: { priority: 'background' }) => Promise<void>;

let ready: Promise<void> | undefined;

/** Resolves once the browser has nothing more urgent to do, or the visitor scrolls, points, touches or types. */
export function idleOrIntent(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, done, { capture: true, passive: true });
    // A background task runs once nothing more urgent is queued (Chromium); elsewhere an idle
    // callback stands in for it.
    const scheduler = (window as { scheduler?: { postTask?: PostTask } }).scheduler;
    if (scheduler?.postTask) void scheduler.postTask(done, { priority: 'background' });
    else if ('requestIdleCallback' in window)
      requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(done, 0);
  });
  return ready;
}

const deferred = new Map<RenderedType, Promise<unknown>>();

// Asking for a chunk costs a phone-speed CPU several ms, and Vite's loader asks for all of a
// chunk's imports in one task: all of a page's lower sections at once made one task of 150 ms,
// one section's imports one of 50 ms. So the types take turns in the order of the page, and
// each asks for the chunks its page names for it one per task (section-code.ts) before its
// component is imported.
let queue: Promise<void> | undefined;

/**
 * The component of a section below the first screen, loaded once the browser has time. While it
 * cannot be fetched (offline), the section stays as the server wrote it.
 */
export function deferredComponent(type: RenderedType): Promise<unknown> {
  let load = deferred.get(type);
  // Already loaded (another section of the type, or a later page): nothing to wait for.
  if (!load && loadedSectionComponent(type)) {
    load = loadSectionComponent(type);
    deferred.set(type, load);
  }
  if (!load) {
    const turn = (queue ?? idleOrIntent()).then(nextTask).then(() => preloadLaterCode(type));
    queue = turn;
    load = turn.then(() => loadWhenOnline(() => loadSectionComponent(type)));
    deferred.set(type, load);
  }
  return load;
}
