/**
 * Each trait a section type declares on its definition (every type says how it answers a
 * visitor), checked against what the type's component really renders: for every definition, its schema's examples and every section of
 * site.json are resolved and rendered as the build renders them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextFor, type Scope } from '../../src/content/context';
import { resolveLayout } from '../../src/content/layout-data';
import { listPagePath } from '../../src/content/pagination';
import { checkSite } from '../../src/content/check/references';
import { resolveRoute } from '../../src/content/route-data';
import { listRoutes } from '../../src/content/routes';
import { escapeHtml } from '../../src/seo/head';
import { SiteSchema, type Site } from '../../src/schema/site';
import { App } from '../../src/render/App';
import { servedHistory } from '../../src/render/served-history';
import { SiteContext } from '../../src/ui/site-context';
import { loadSectionComponents, loadedSectionComponent } from '../../src/sections/components';
import { definitionOf, sectionDefinitions, traitsOf } from '../../src/sections/definitions';
import type { RenderedType, Section } from '../../src/sections/registry';
import { contentSecurityPolicy } from '../../scripts/lib/headers';
import { initialData } from '../../scripts/lib/html';
import { ROOT, loadSite, siteInput } from '../fixtures/site';

type Rendered = Extract<Section, { type: RenderedType }>;

// Components are loaded on demand; the prerender loads a page's before rendering it.
beforeAll(() => loadSectionComponents(sectionDefinitions.map((d) => d.type)));

const site = loadSite();
const scope: Scope = { post: site.blog.posts[0], listPage: { base: '/', n: 1 } };

/** The examples a type's schema gives editors, as the build reads them. */
function examples(type: RenderedType): Rendered[] {
  const { schema } = definitionOf(type);
  const given = (schema.meta()?.examples ?? []) as unknown[];
  return given.map((example) => schema.parse(example) as Rendered);
}

/** Every section written in site.json (pages, blocks, the post template, the not-found page). */
const written: Rendered[] = [
  ...site.pages.flatMap((page) => page.sections),
  ...Object.values(site.blocks).flat(),
  ...site.blog.template,
  ...site.notFound.sections,
].filter((section): section is Rendered => section.type !== 'block');

/** Every example, and every section of site.json, of each type. */
const samples = sectionDefinitions.flatMap((definition) => [
  ...examples(definition.type).map((section) => ({ section, from: 'its schema example' })),
  ...written
    .filter((section) => section.type === definition.type)
    .map((section) => ({ section, from: 'site.json' })),
]);

const resolve = (section: Rendered) =>
  definitionOf(section.type).resolve(
    section,
    contextFor(site, () => {}, [], scope),
  );

/** One section's HTML, rendered by its component as the prerender does. */
function render(section: Rendered): string {
  const Component = loadedSectionComponent(section.type) as ComponentType<object>;
  return renderToString(
    createElement(
      SiteContext.Provider,
      { value: resolveLayout(site) },
      createElement(
        StaticRouter,
        { location: '/' },
        createElement(Component, resolve(section) as object),
      ),
    ),
  );
}

describe('section traits, over every definition', () => {
  it('has an example of every type to check against', () => {
    for (const { type } of sectionDefinitions) expect(examples(type), type).not.toHaveLength(0);
  });

  it('says a section carries the page heading exactly when its component renders an h1', () => {
    for (const { section, from } of samples) {
      const says = traitsOf(section).pageHeading?.(section) ?? false;
      expect(/<h1[\s>]/.test(render(section)), `${section.type} from ${from}`).toBe(says);
    }
  });

  it('counts a form as the page heading only when it shows its banner', () => {
    const [form] = examples('form');
    for (const banner of [true, false]) {
      const section = { ...form!, banner } as Rendered;
      expect(traitsOf(section).pageHeading?.(section)).toBe(banner);
      expect(render(section).includes('<h1'), `banner: ${banner}`).toBe(banner);
    }
  });

  it('warns about a page whose only would-be heading is a form without its banner', () => {
    const input = siteInput() as unknown as { pages: { path: string; sections: unknown[] }[] };
    const [form] = examples('form');
    input.pages[0]!.sections = [{ ...form!, banner: false }];
    const problems = checkSite(SiteSchema.parse(input));
    expect(problems.map((p) => p.message)).toContain(
      `${input.pages[0]!.path} has no hero (nor a notice, form or article section): the page has no main heading (h1) for visitors and search engines`,
    );
  });

  it('renders every anchor a type says it renders, beside the id written in it', () => {
    let anchors = 0;
    for (const { section, from } of samples) {
      const withId = { ...section, id: section.id ?? 'probe' } as Rendered;
      const html = render(withId);
      for (const id of traitsOf(withId).anchors?.(withId) ?? []) {
        anchors += 1;
        expect(html, `${section.type} from ${from}`).toContain(`id="${id}"`);
      }
    }
    expect(anchors).toBeGreaterThan(0);
  });

  it('says how every type answers a visitor: it draws something to operate exactly when it does', () => {
    const seen = new Set<string>();
    for (const { section, from } of samples) {
      const answers = definitionOf(section.type).traits.answers(resolve(section));
      seen.add(answers);
      // Links and native disclosures answer without script; these need it, or are its baseline.
      const operated = /<(button|input|select|textarea|video|dialog)[\s>]|data-counter=/.test(
        render(section),
      );
      expect(answers !== 'none', `${section.type} from ${from} answers "${answers}"`).toBe(
        operated,
      );
    }
    expect([...seen].sort()).toEqual(['html', 'none', 'script']);
  });

  it('names as lead image a file in public/ that the section paints', () => {
    let leads = 0;
    for (const { section, from } of samples) {
      const lead = definitionOf(section.type).traits.leadImage?.(resolve(section))?.src;
      if (lead === undefined) continue;
      leads += 1;
      expect(existsSync(join(ROOT, 'public', lead)), `${lead} (${section.type} from ${from})`).toBe(
        true,
      );
      expect(render(section)).toMatch(new RegExp(`(src|poster)="${escapeHtml(lead)}"`));
    }
    expect(leads).toBeGreaterThan(0);
  });

  it('lists the numbered pages of every section that pages, each of which resolves', () => {
    const routes = new Set(listRoutes(site).map((route) => route.path));
    let paged = 0;
    for (const page of site.pages)
      for (const section of page.sections) {
        const paging = traitsOf(section).paging?.(section, { posts: site.blog.posts });
        if (!paging) continue;
        paged += 1;
        expect(Object.keys(definitionOf(section.type as RenderedType).schema.shape)).toContain(
          paging.field,
        );
        for (let n = 2; n <= paging.count; n++) {
          expect(routes).toContain(listPagePath(page.path, n));
          expect(resolveRoute(site, listPagePath(page.path, n))?.kind).toBe('page');
        }
        expect(routes).not.toContain(listPagePath(page.path, paging.count + 1));
      }
    expect(paged).toBeGreaterThan(0);
  });

  it('splits a post-list with pageSize into as many pages as its posts fill', () => {
    const [list] = examples('post-list');
    const posts = Array.from({ length: 5 }, () => site.blog.posts[0]!);
    const paged = { ...list!, limit: undefined, pageSize: 2 } as Rendered;
    expect(traitsOf(paged).paging?.(paged, { posts })?.count).toBe(3);
    expect(traitsOf(list!).paging?.(list!, { posts })).toBeUndefined();
  });

  it('allows in the CSP frame-src the origin of every frame a section embeds, and renders it', () => {
    const input = siteInput() as unknown as { pages: { sections: Record<string, unknown>[] }[] };
    // A player in the home page's hero, beside the contact page's map.
    const hero = input.pages[0]!.sections[0]!;
    hero.background = {
      kind: 'video',
      src: 'https://player.example/embed/1',
      poster: { src: '/og-image.png', alt: '', width: 1200, height: 630 },
      fallbackText: 'A film about us',
    };
    const framed: Site = SiteSchema.parse(input);
    const policy = contentSecurityPolicy(framed, []);
    const frameSrc = /frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const sections = framed.pages.flatMap((page) => page.sections);
    let frames = 0;
    for (const section of sections.filter((s): s is Rendered => s.type !== 'block'))
      for (const src of traitsOf(section).frames?.(section) ?? []) {
        frames += 1;
        expect(frameSrc).toContain(new URL(src).origin);
        expect(render(section)).toContain(`<iframe src="${escapeHtml(src)}"`);
      }
    expect(frames).toBeGreaterThanOrEqual(2);
  });

  it('leaves the header transparent exactly over a first section that lies under it', () => {
    const seen = new Set<boolean>();
    for (const { path } of listRoutes(site).filter((route) => route.kind === 'page')) {
      const route = resolveRoute(site, path)!;
      if (route.kind !== 'page') continue;
      const [first] = route.page.sections;
      const under = first !== undefined && definitionOf(first.type).traits.underHeader === true;
      seen.add(under);
      expect(route.page.overHero === true, path).toBe(under);
      const html = renderToString(
        createElement(App, { initial: initialData(site, route), history: servedHistory(path) }),
      );
      expect(/<header[^>]*data-solid/.test(html), path).toBe(!under);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });
});
