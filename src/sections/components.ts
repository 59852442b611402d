import type { ComponentType } from 'react';
import type { RenderedType, SectionType } from './registry';
import type { ResolvedProps } from './definitions';

/**
 * Where the component of every section type is loaded from: each is its own chunk, so a page
 * loads the code of the types it shows and no other. `satisfies` makes a missing type, or a
 * component whose props differ from what the type's resolver produces, a compile error. The
 * prerender finds each type's chunk by its folder (`card-grid` → `CardGrid/`), the house rule.
 */
const loaders = {
  hero: () => import('./Hero/Hero').then((m) => m.Hero),
  split: () => import('./Split/Split').then((m) => m.Split),
  counters: () => import('./Counters/Counters').then((m) => m.Counters),
  'card-grid': () => import('./CardGrid/CardGrid').then((m) => m.CardGrid),
  cta: () => import('./Cta/Cta').then((m) => m.Cta),
  'post-list': () => import('./PostList/PostList').then((m) => m.PostList),
  testimonials: () => import('./Testimonials/Testimonials').then((m) => m.Testimonials),
  faq: () => import('./Faq/Faq').then((m) => m.Faq),
  article: () => import('./Article/Article').then((m) => m.Article),
  notice: () => import('./Notice/Notice').then((m) => m.Notice),
  prose: () => import('./Prose/Prose').then((m) => m.Prose),
  checklist: () => import('./Checklist/Checklist').then((m) => m.Checklist),
  'job-list': () => import('./JobList/JobList').then((m) => m.JobList),
  gallery: () => import('./Gallery/Gallery').then((m) => m.Gallery),
  messages: () => import('./Messages/Messages').then((m) => m.Messages),
  form: () => import('./Form/FormSection').then((m) => m.FormSection),
  contact: () => import('./Contact/Contact').then((m) => m.Contact),
} satisfies { [T in RenderedType]: () => Promise<ComponentType<ResolvedProps<T>>> };

// The widening is safe: a type's component is only ever given that type's props.
type AnyComponent = ComponentType<never>;

const loading = new Map<RenderedType, Promise<AnyComponent>>();
const loaded = new Map<RenderedType, AnyComponent>();

function loadOne(type: RenderedType): Promise<AnyComponent> {
  let load = loading.get(type);
  if (!load) {
    const settled = (loaders[type] as () => Promise<AnyComponent>)().then((component) => {
      loaded.set(type, component);
      // Marked as React marks a settled promise, so use() returns the component at once.
      Object.assign(settled, { status: 'fulfilled', value: component });
      return component;
    });
    load = settled;
    // A failed load is forgotten, so the next page that needs the type asks the network again.
    load.catch(() => loading.delete(type));
    loading.set(type, load);
  }
  return load;
}

/** Loads the components of these section types (each once per visit). */
export function loadSectionComponents(types: Iterable<RenderedType>): Promise<void> {
  return Promise.all([...new Set(types)].map(loadSectionComponent)).then(() => undefined);
}

/** Loads the component of one section type (once per visit). */
export function loadSectionComponent(type: RenderedType): Promise<AnyComponent> {
  return loadOne(type);
}

/** The component of a type if it is loaded already. */
export function loadedSectionComponent(type: RenderedType): AnyComponent | undefined {
  return loaded.get(type);
}

/** The folder of a type's component, relative to src/sections/ (`card-grid` → `CardGrid`). */
export function sectionFolder(type: SectionType): string {
  return type.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}
