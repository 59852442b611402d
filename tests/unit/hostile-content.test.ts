/**
 * Hostile content. A property-based test mutates a valid site — wrong types, missing
 * and unknown fields, unknown section types, bad URLs (javascript: among them), huge strings,
 * unicode, deep nesting, markup in every text — and requires each sample to be either
 *   - accepted by validateSiteSource, and then every page renders (the same React tree the build
 *     prerenders, inside the page template) with no executable markup: no <script> but the two
 *     inert JSON kinds, no on* attribute, no javascript:/vbscript:/data: URL, and no hostile
 *     string that could open markup ("<" before a letter, "/", "!" or "?") left as written; or
 *   - rejected, with every error naming a non-empty path and a non-empty message;
 * and the validator never throws. Explicit cases below show markup in titles, text and
 * JSON-LD text coming out as text.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateSiteSource } from '../../src/content/validate-source';
import { listRoutes } from '../../src/content/routes';
import { resolveNotFound, resolveRoute, type RouteData } from '../../src/content/route-data';
import type { Site } from '../../src/schema/site';
import { App } from '../../src/render/App';
import { servedHistory } from '../../src/render/served-history';
import { loadSectionComponents } from '../../src/sections/components';
import { sectionDefinitions } from '../../src/sections/definitions';
import { dataRefs, fillTemplate, initialData } from '../../scripts/lib/html';
import { elementsOf } from '../../scripts/lib/checks/html';
import { baseSite, toText } from '../../scripts/lib/base-site';
import { siteText } from '../fixtures/site';

// Components are loaded on demand; the prerender loads a page's before rendering it.
beforeAll(() => loadSectionComponents(sectionDefinitions.map((d) => d.type)));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const TEMPLATE =
  '<!doctype html><html lang="%LANG%" dir="%DIR%"><head><meta charset="utf-8"><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>';

/**
 * A list of items cut to its first two: a component draws its third card, message or question as
 * it drew the second, and each sample validates and renders the whole site, so items past the
 * second only made every sample slower. Lists of words stay whole.
 */
function firstTwo(value: Json): Json {
  if (Array.isArray(value))
    return (
      value.some((item) => item !== null && typeof item === 'object') ? value.slice(0, 2) : value
    ).map(firstTwo);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, firstTwo(v)]));
  return value;
}

// ---------------------------------------------------------------------------------------------
// The base: the small valid fixture site, plus a page "/more" holding one section of every type
// the real site.json uses (with the collections and forms they name), so every component renders.

function richBase(): Json {
  const real = JSON.parse(siteText()) as {
    pages: { sections: { type: string }[] }[];
    blocks: Record<string, { type: string }[]>;
    collections: Record<string, Json>;
    forms: Record<string, Json>;
  };
  const site = baseSite() as unknown as { [key: string]: Json } & {
    pages: Json[];
    collections: Record<string, Json>;
  };
  const byType = new Map<string, Json>();
  for (const section of [
    ...real.pages.flatMap((p) => p.sections),
    ...Object.values(real.blocks).flat(),
  ])
    if (section.type !== 'block' && !byType.has(section.type))
      byType.set(section.type, section as unknown as Json);
  const refs = { collection: new Set<string>(), form: new Set<string>() };
  // Internal links of the copied data point at /about, a page of the base site.
  const relink = (value: Json, key = ''): Json => {
    if (typeof value === 'string') {
      if (key === 'collection' || key === 'form') refs[key].add(value);
      if (key !== 'src' && /^\/(?!\/)/.test(value) && !/\.\w+$/.test(value.split(/[?#]/)[0]!))
        return '/about';
      return value.replace(/\]\(\/[^)\s]*\)/g, '](/about)');
    }
    if (Array.isArray(value)) return value.map((item) => relink(item, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relink(v, k)]));
    return value;
  };
  const sections = [...byType.values()].map((section) => {
    const { id: _id, ...rest } = firstTwo(relink(section)) as Record<string, Json>;
    return rest;
  });
  site.collections = {
    ...site.collections,
    ...Object.fromEntries(
      [...refs.collection].map((name) => [name, firstTwo(relink(real.collections[name]!))]),
    ),
  };
  site.forms = Object.fromEntries([...refs.form].map((name) => [name, relink(real.forms[name]!)]));
  site.pages.push({ path: '/more', seo: { title: 'More', description: 'More.' }, sections });
  return site as unknown as Json;
}

const BASE = richBase();
const baseText = toText(BASE);

// ---------------------------------------------------------------------------------------------
// Rendering and the checks on the HTML.

function renderDocument(site: Site, path: string, route: RouteData): string {
  if (route.kind !== 'page') throw new Error('not a page');
  const data = initialData(site, route);
  const app = renderToString(createElement(App, { initial: data, history: servedHistory(path) }));
  return fillTemplate(TEMPLATE, site, route.page.head, data.layout.lang, dataRefs(path), app);
}

/** Every page of the site (no alias: those are static redirect files), and the 404 page. */
function renderAll(site: Site): { path: string; html: string }[] {
  const pages = listRoutes(site)
    .filter((r) => r.kind !== 'alias')
    .map((r) => ({ path: r.path, route: resolveRoute(site, r.path)! }));
  pages.push({ path: '/404', route: { kind: 'page', page: resolveNotFound(site) } });
  return pages.map(({ path, route }) => ({ path, html: renderDocument(site, path, route) }));
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'xlink:href', 'data'];
const INERT_SCRIPTS = new Set(['application/ld+json', 'application/json']);

/** What in one document could run script. Empty means nothing. */
function executableMarkup(html: string, hostile: readonly string[]): string[] {
  const found: string[] = [];
  const tags = elementsOf(html);
  const scripts = tags.filter((t) => t.name === 'script');
  for (const script of scripts) {
    const type = script.attrs.get('type')?.toLowerCase() ?? '';
    if (!INERT_SCRIPTS.has(type)) found.push(`<script type="${type}">`);
    if (script.text?.includes('<')) found.push(`raw "<" inside <script type="${type}">`);
  }
  // Every "<script" in the text is one of those elements (nothing hides from the parser).
  const raw = html.match(/<script\b/gi)?.length ?? 0;
  if (raw !== scripts.length)
    found.push(`${raw} "<script" in the text, ${scripts.length} elements`);
  for (const tag of tags) {
    for (const [name, value] of tag.attrs) {
      if (name.startsWith('on')) found.push(`<${tag.name} ${name}="${value.slice(0, 40)}">`);
      // Each srcset candidate starts after a comma: splitting at every comma finds each start
      // (and a few URL middles, which can only add findings).
      const urls =
        name === 'srcset' || name === 'imagesrcset'
          ? value.split(',').map((candidate) => candidate.trim())
          : URL_ATTRIBUTES.includes(name)
            ? [value]
            : [];
      for (const url of urls) {
        // What a browser does with the URL: control characters and whitespace do not count.
        // eslint-disable-next-line no-control-regex
        const scheme = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data):/.test(scheme))
          found.push(`<${tag.name} ${name}="${url.slice(0, 60)}">`);
      }
    }
    if (
      ['iframe', 'object', 'embed', 'base', 'frame'].includes(tag.name) &&
      tag.attrs.has('srcdoc')
    )
      found.push(`<${tag.name} srcdoc>`);
    if (tag.name === 'meta' && tag.attrs.get('http-equiv')?.toLowerCase() === 'refresh')
      found.push('<meta http-equiv="refresh">');
    if (tag.attrs.has('data-pwned') || tag.name === 'pwned-element')
      found.push(`injected <${tag.name}>`);
  }
  // A hostile string that could open markup must not appear as written. React's own comments
  // are taken out first: its text separators (`<!-- -->`) and the marks of its Suspense
  // boundaries (`<!--$-->`, `<!--/$-->`, `<!--$?-->`, `<!--$!-->`) are the only ones the app writes.
  const withoutSeparators = html.replace(/<!--(?: |\$[?!]?|\/\$)-->/g, '');
  for (const text of hostile)
    if (/<[a-zA-Z/!?]/.test(text) && withoutSeparators.includes(text))
      found.push(`unescaped ${JSON.stringify(text.slice(0, 60))}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Mutations, as small descriptions (so a failing sample prints readably), applied to a copy.

const HOSTILE_STRINGS = [
  '<script>window.pwned=1</script>',
  '"></a><script>window.pwned=1</script>',
  '</script><script>window.pwned=1</script>',
  '</title><script>window.pwned=1</script>',
  '<img src=x onerror=window.pwned=1 data-pwned>',
  "'><svg onload=window.pwned=1 data-pwned>",
  '<pwned-element>',
  '<!--',
  '-->',
  ']]>',
  '<![CDATA[x]]>',
  '{{constructor.constructor("window.pwned=1")()}}',
  'javascript:window.pwned=1',
  'JaVaScRiPt:window.pwned=1',
  ' javascript:window.pwned=1',
  'java\tscript:window.pwned=1',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.pwned=1</script>',
  '[click](javascript:window.pwned=1)',
  '[click](JAVASCRIPT:window.pwned=1)',
  '[click]( javascript:window.pwned=1)',
  '[x](https://example.org/" onclick="window.pwned=1)',
  '[x](/about" onmouseover="window.pwned=1)',
  '**<b data-pwned>bold</b>**',
  '&lt;script&gt;',
  '&amp;&#x3C;',
  '%3Cscript%3E',
  '\u2028\u2029',
  '\u0000\u0001\u001f',
  '\ud800',
  '\u202eRTL\u202c',
  'देवनागरी हिन्दी',
  '💥🩺'.repeat(5),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  "$& $1 $` $'",
  '{title}',
  '\\u003c/script\\u003e',
  '',
  ' ',
];

type Hostile =
  | { kind: 'string'; value: string }
  | { kind: 'huge'; unit: string; times: number }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'array'; of: string[] }
  | { kind: 'object'; entries: [string, string][] }
  | { kind: 'deep'; depth: number };

type Mutation =
  | { kind: 'set'; target: number; value: Hostile }
  | { kind: 'text'; target: number; text: string; at: 'replace' | 'prepend' | 'append' }
  | { kind: 'delete'; target: number }
  | { kind: 'unknown-key'; target: number; key: string; value: Hostile }
  | { kind: 'section-type'; target: number; type: string }
  | { kind: 'duplicate'; target: number }
  | { kind: 'empty'; target: number };

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...HOSTILE_STRINGS),
        fc.string({ maxLength: 8 }),
      )
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
);

const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((value) => ({ kind: 'string' as const, value })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      unit: fc.constantFrom('A', '<script>', 'ऄ', '💥', ' '),
      times: fc.integer({ min: 1_000, max: 60_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(-0))
      .map((value) => ({ kind: 'number' as const, value })),
  },
  { weight: 1, arbitrary: fc.boolean().map((value) => ({ kind: 'boolean' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'null' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .array(hostileString, { maxLength: 3 })
      .map((of) => ({ kind: 'array' as const, of })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.tuple(fc.constantFrom('type', 'href', '__proto__', 'constructor', 'x'), hostileString),
        {
          maxLength: 3,
        },
      )
      .map((entries) => ({ kind: 'object' as const, entries })),
  },
  // Nesting below the depth where the JSON tools themselves run out of stack; that depth is
  // an explicit test of its own below, so it cannot hide other findings here.
  {
    weight: 1,
    arbitrary: fc.integer({ min: 2, max: 1000 }).map((depth) => ({ kind: 'deep' as const, depth })),
  },
);

const target = fc.nat();
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('set' as const), target, value: hostileValue }),
  },
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      target,
      text: hostileString,
      at: fc.constantFrom('replace' as const, 'prepend' as const, 'append' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), target }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknown-key' as const),
      target,
      key: fc.constantFrom(
        'x',
        'onclick',
        '__proto__',
        'dangerouslySetInnerHTML',
        'children',
        'style',
      ),
      value: hostileValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('section-type' as const),
      target,
      type: fc.oneof(fc.constantFrom('script', 'html', 'fqa', 'Hero', '', 'block'), hostileString),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), target }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('empty' as const), target }) },
);

function materialize(value: Hostile): Json {
  switch (value.kind) {
    case 'string':
      return value.value;
    case 'huge':
      return value.unit.repeat(Math.ceil(value.times / value.unit.length));
    case 'number':
      return value.value;
    case 'boolean':
      return value.value;
    case 'null':
      return null;
    case 'array':
      return value.of;
    case 'object':
      return Object.fromEntries(value.entries);
    case 'deep': {
      let nested: Json = 'deep';
      for (let i = 0; i < value.depth; i++) nested = i % 2 ? [nested] : { a: nested };
      return nested;
    }
  }
}

/** Every path in a JSON value: [path, value] pairs, parents before children. */
function pathsOf(value: Json, path: Path = [], out: [Path, Json][] = []): [Path, Json][] {
  out.push([path, value]);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

const ALL = pathsOf(BASE).filter(([path]) => path.length > 0);
const STRINGS = ALL.filter(([, v]) => typeof v === 'string');
const CONTAINERS = ALL.filter(([, v]) => v !== null && typeof v === 'object');
const OBJECTS = CONTAINERS.filter(([, v]) => !Array.isArray(v));
const SECTIONS = OBJECTS.filter(
  ([path, v]) => typeof (v as Record<string, Json>).type === 'string' && path.length >= 2,
);

function parentOf(root: Json, path: Path): Json | undefined {
  let node: Json | undefined = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, Json>)[key];
  }
  return node;
}

/** The path a mutation works on (its target index taken round the matching list). */
function targetOf(m: Mutation): Path {
  const list =
    m.kind === 'text'
      ? STRINGS
      : m.kind === 'unknown-key'
        ? OBJECTS
        : m.kind === 'section-type'
          ? SECTIONS
          : m.kind === 'duplicate' || m.kind === 'empty'
            ? CONTAINERS
            : ALL;
  return list[m.target % list.length]![0];
}

const formatPath = (path: Path) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');

/** A mutation as a line a person can replay by hand. */
function describeMutation(m: Mutation): string {
  const at = formatPath(targetOf(m));
  const value = (h: Hostile) =>
    h.kind === 'huge'
      ? `${JSON.stringify(h.unit)} × ${h.times}`
      : h.kind === 'deep'
        ? `{"a":[{"a":[…]}]} ${h.depth} levels deep`
        : JSON.stringify(materialize(h)).slice(0, 80);
  switch (m.kind) {
    case 'set':
      return `${at} = ${value(m.value)}`;
    case 'text':
      return `${at} ${m.at} ${JSON.stringify(m.text).slice(0, 80)}`;
    case 'delete':
      return `delete ${at}`;
    case 'unknown-key':
      return `${at}.${m.key} = ${value(m.value)}`;
    case 'section-type':
      return `${at}.type = ${JSON.stringify(m.type).slice(0, 80)}`;
    case 'duplicate':
      return `duplicate the first item of ${at}`;
    case 'empty':
      return `empty ${at}`;
  }
}

/** The mutated site, and the hostile strings it now holds. */
function apply(mutations: readonly Mutation[]): { site: Json; strings: string[] } {
  const site = JSON.parse(baseText) as Json;
  const strings: string[] = [];
  const record = (value: Json) => {
    for (const [, leaf] of pathsOf(value)) if (typeof leaf === 'string') strings.push(leaf);
    return value;
  };
  for (const m of mutations) {
    const path = targetOf(m);
    const parent = parentOf(site, path) as Record<string | number, Json> | undefined;
    const key = path.at(-1)!;
    if (!parent || typeof parent !== 'object' || !(key in parent)) continue; // gone already
    const current = parent[key];
    switch (m.kind) {
      case 'set':
        parent[key] = record(materialize(m.value));
        break;
      case 'text': {
        const before = typeof current === 'string' ? current : '';
        parent[key] = record(
          m.at === 'replace' ? m.text : m.at === 'prepend' ? m.text + before : before + m.text,
        );
        break;
      }
      case 'delete':
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
        break;
      case 'unknown-key':
        if (current && typeof current === 'object' && !Array.isArray(current))
          Object.defineProperty(current, m.key, {
            value: record(materialize(m.value)),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        break;
      case 'section-type':
        if (current && typeof current === 'object' && !Array.isArray(current))
          (current as Record<string, Json>).type = record(m.type) as string;
        break;
      case 'duplicate':
        if (Array.isArray(current) && current.length > 0)
          current.push(JSON.parse(JSON.stringify(current[0])) as Json);
        else if (current && typeof current === 'object') {
          const [first] = Object.entries(current);
          if (first) (current as Record<string, Json>)[`${first[0]}-copy`] = first[1];
        }
        break;
      case 'empty':
        parent[key] = Array.isArray(current) ? [] : {};
        break;
    }
  }
  return { site, strings };
}

// ---------------------------------------------------------------------------------------------

describe('hostile content', () => {
  it('the rich base site is valid and every page of it renders clean', () => {
    const result = validateSiteSource(baseText);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const pages = renderAll(result.site!);
    expect(pages.map((p) => p.path)).toContain('/more');
    for (const { path, html } of pages) expect(executableMarkup(html, []), path).toEqual([]);
    // Every section type of the real site renders on /more.
    const more = pages.find((p) => p.path === '/more')!.html;
    expect(more).toContain('<form');
    expect(more).toContain('<dialog');
  });

  it('every mutated site is rejected with located problems, or renders without executable markup', () => {
    const stats = { accepted: 0, rejected: 0, acceptedWithMarkup: 0 };
    // Every sample runs (no stop at the first failure, so one finding cannot hide another);
    // each kind of failure is kept with its count and its smallest example.
    const findings = new Map<string, { count: number; example: Mutation[]; size: number }>();
    const note = (kind: string, mutations: Mutation[]) => {
      const size = JSON.stringify(mutations).length;
      const seen = findings.get(kind);
      if (!seen) findings.set(kind, { count: 1, example: mutations, size });
      else {
        seen.count++;
        if (size < seen.size) Object.assign(seen, { example: mutations, size });
      }
    };
    const where = (error: unknown) => {
      const frame = (error instanceof Error ? (error.stack ?? '') : '')
        .split('\n')
        .find((line) => /\/(src|scripts)\//.test(line));
      const name = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return `${name.slice(0, 120)}${
        frame
          ? ` ${frame
              .trim()
              .replace(/^at /, 'at ')
              .replace(/\(?\/.*?\/(src|scripts)\//, '($1/')}`
          : ''
      }`;
    };
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
        const { site, strings } = apply(mutations);
        let result: ReturnType<typeof validateSiteSource>;
        try {
          result = validateSiteSource(toText(site));
        } catch (error) {
          note(`validateSiteSource threw ${where(error)}`, mutations);
          return;
        }
        if (!result.site) {
          stats.rejected++;
          const errors = result.problems.filter((p) => p.severity === 'error');
          if (errors.length === 0) note('rejected without any error problem', mutations);
          for (const problem of errors) {
            if (problem.path.length === 0) note('a problem with an empty path', mutations);
            if (problem.message.trim().length === 0)
              note('a problem with an empty message', mutations);
          }
          return;
        }
        stats.accepted++;
        if (strings.some((text) => /<[a-zA-Z/!]/.test(text))) stats.acceptedWithMarkup++;
        let pages: { path: string; html: string }[];
        try {
          pages = renderAll(result.site);
        } catch (error) {
          note(`rendering an accepted site threw ${where(error)}`, mutations);
          return;
        }
        for (const { path, html } of pages)
          for (const found of executableMarkup(html, strings))
            note(`executable markup on ${path}: ${found.slice(0, 80)}`, mutations);
      }),
      { seed: 4242, numRuns: 1000 },
    );
    const report = [...findings].map(
      ([kind, { count, example }]) =>
        `${kind}\n      ${count} sample(s); smallest: ${example.map(describeMutation).join('; ')}`,
    );
    expect(
      report,
      `${report.length} kind(s) of failure in 1000 samples (${stats.accepted} accepted, ${stats.acceptedWithMarkup} of them with markup; ${stats.rejected} rejected)`,
    ).toEqual([]);
    // Both branches were exercised in earnest.
    expect(stats.accepted).toBeGreaterThan(150);
    expect(stats.rejected).toBeGreaterThan(150);
    expect(stats.acceptedWithMarkup).toBeGreaterThan(40);
    // A guard against a hang, not a budget: the 1000 runs take 20–80 s with the machine shared.
  }, 240_000);

  it('the validator survives JSON nested 100 000 levels deep', () => {
    const text = baseText.replace(
      '"name": "Test Clinic IT"',
      `"name": ${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    );
    let result: ReturnType<typeof validateSiteSource> | undefined;
    expect(() => {
      result = validateSiteSource(text);
    }, 'validateSiteSource throws instead of reporting a problem').not.toThrow();
    expect(result?.site).toBeUndefined();
    expect(result?.problems[0]?.message).toBeTruthy();
  });

  it('an object where a section type or a fixed choice is expected is reported, not thrown', () => {
    for (const [field, path] of [
      ['type', 'pages[0].sections[0].type'],
      ['size', 'pages[0].sections[0].size'],
    ] as const) {
      const site = baseSite();
      (site.pages[0]!.sections[0] as Record<string, unknown>)[field] = { a: 1 };
      let result: ReturnType<typeof validateSiteSource> | undefined;
      expect(() => {
        result = validateSiteSource(toText(site));
      }, `${path} = {"a":1} makes validateSiteSource throw`).not.toThrow();
      expect(result?.problems.map((p) => p.path)).toContain(path);
    }
  });
});

describe('markup in content renders as text', () => {
  const SCRIPT = '<script>window.pwned=1</script>';
  const BREAKOUT = '"></a></script><img src=x onerror=window.pwned=1>';

  function siteWith(mutate: (site: ReturnType<typeof baseSite>) => void): Site {
    const site = baseSite();
    mutate(site);
    const result = validateSiteSource(toText(site));
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    return result.site!;
  }
  const page = (site: Site, path: string) => renderAll(site).find((p) => p.path === path)!.html;

  it('a page title and description with markup: escaped in <title>, meta, JSON-LD and the data', () => {
    const site = siteWith((s) => {
      s.pages[1]!.seo.title = `About ${SCRIPT}`;
      s.pages[1]!.seo.description = BREAKOUT;
    });
    const html = page(site, '/about');
    expect(executableMarkup(html, [SCRIPT, BREAKOUT])).toEqual([]);
    expect(html).toContain('<title>About &lt;script&gt;window.pwned=1&lt;/script&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="&quot;&gt;&lt;/a&gt;&lt;/script&gt;&lt;img src=x onerror=window.pwned=1&gt;" data-head>',
    );
    // JSON-LD: escaped for the script element, and the same text once parsed.
    const blocks = elementsOf(html)
      .filter((t) => t.name === 'script' && t.attrs.get('type') === 'application/ld+json')
      .map((t) => JSON.parse(t.text!) as Record<string, unknown>);
    const webPage = blocks.find((b) => b['@type'] === 'WebPage')!;
    expect(webPage.name).toBe(`About ${SCRIPT}`);
    expect(webPage.description).toBe(BREAKOUT);
    expect(html).toContain('\\u003cscript\\u003ewindow.pwned=1\\u003c/script\\u003e');
  });

  it('headings, rich text and link labels with markup render as text', () => {
    const site = siteWith((s) => {
      const hero = s.pages[0]!.sections[0] as { heading: string };
      hero.heading = SCRIPT;
      s.pages[1]!.sections[0] = {
        type: 'prose',
        heading: BREAKOUT,
        body: [`Text ${SCRIPT} and **${BREAKOUT}** and [${SCRIPT}](/about)`, { ul: [SCRIPT] }],
      };
      s.layout.header.links[1]!.label = BREAKOUT;
    });
    const home = page(site, '/');
    expect(home).toContain('<h1');
    expect(home).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;</h1>');
    const about = page(site, '/about');
    expect(executableMarkup(about, [SCRIPT, BREAKOUT])).toEqual([]);
    expect(about).toContain(
      '<strong>&quot;&gt;&lt;/a&gt;&lt;/script&gt;&lt;img src=x onerror=window.pwned=1&gt;</strong>',
    );
    expect(about).toMatch(
      /<a href="\/about"[^>]*>&lt;script&gt;window\.pwned=1&lt;\/script&gt;<\/a>/,
    );
  });

  it('a blog post title with markup is text in the page, its head and its BlogPosting', () => {
    const site = siteWith((s) => {
      s.blog.posts![0]!.title = `Post ${BREAKOUT}`;
    });
    const html = page(site, '/blog/first');
    expect(executableMarkup(html, [BREAKOUT])).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=window.pwned=1&gt;');
    const posting = elementsOf(html)
      .filter((t) => t.name === 'script' && t.attrs.get('type') === 'application/ld+json')
      .map((t) => JSON.parse(t.text!) as Record<string, unknown>)
      .find((b) => b['@type'] === 'BlogPosting')!;
    expect(posting.headline).toBe(`Post ${BREAKOUT}`);
  });

  it('a post title with "$&" is shown as written (not as a replacement pattern)', () => {
    const site = siteWith((s) => {
      s.blog.posts![0]!.title = "Save $& and $' now";
    });
    const title = elementsOf(page(site, '/blog/first')).find((t) => t.name === 'title')?.text;
    expect(title).toBe("Save $& and $' now | Test");
  });

  it('javascript: links are refused in data, and stay plain text in rich text', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)']) {
      const site = baseSite();
      site.layout.header.links[1]!.href = href;
      const result = validateSiteSource(toText(site));
      expect(result.site, href).toBeUndefined();
      expect(result.problems[0]?.path).toBe('layout.header.links[1].href');
    }
    // The renderer's own guard, whatever the validator lets through: unsafe links are text.
    const site = siteWith((s) => {
      s.pages[1]!.sections[0] = { type: 'prose', body: ['See [our page](/about) now.'] };
    });
    const prose = site.pages[1]!.sections[0] as { body: string[] };
    prose.body = ['Click [here](javascript:window.pwned=1) or [there](JAVASCRIPT:x)'];
    const html = page(site, '/about');
    expect(executableMarkup(html, [])).toEqual([]);
    expect(html.replace(/<!-- -->/g, '')).toContain('<p>Click here or there</p>');
  });
});
