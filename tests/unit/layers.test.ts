import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { cruise, type IConfiguration } from 'dependency-cruiser';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import errors `npm run lint` reports for a file with this text at this path. */
async function layerErrors(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

describe('npm run lint keeps the layers one-way', () => {
  it.each([
    [
      'src/ui/Wrong.tsx',
      "import { App } from '../render/App';\nexport const x = App;\n",
      'Layer "ui" (small shared components) imports only from "base", "schema", "i18n", "content", "ui".',
    ],
    [
      'src/ui/Wrong.tsx',
      "import type { HeroProps } from '../sections/Hero/schema';\nexport type X = HeroProps;\n",
      'Shared components and forms serve every section, so they know none.',
    ],
    [
      'src/schema/wrong.ts',
      "import type { ResolveContext } from '../content/resolve-context';\nexport type X = ResolveContext;\n",
      'Layer "schema" (the zod schemas of site.json) imports only from "base", "schema".',
    ],
    [
      'src/sections/Hero/schema.ts',
      "import { resolveFaq } from '../Faq/resolve';\nexport const x = resolveFaq;\n",
      'Layer "schema" (the zod schemas of site.json) imports only from "base", "schema".',
    ],
    [
      'src/i18n/wrong.ts',
      "import { resolveRoute } from '../content/route-data';\nexport const x = resolveRoute;\n",
      'Layer "i18n" (the site in one language and the state of its translations) imports only from "base", "schema", "i18n".',
    ],
    [
      'src/i18n/wrong.ts',
      "import type { ResolveContext } from '../content/resolve-context';\nexport type X = ResolveContext;\n",
      'Layer "i18n" (the site in one language and the state of its translations) imports only from "base", "schema", "i18n".',
    ],
    [
      'src/base/wrong.ts',
      "import type { Site } from '../schema/site';\nexport type X = Site;\n",
      'Layer "base" (the languages, problems and their places: plain TypeScript) imports only from "base".',
    ],
    [
      'src/schema/wrong.ts',
      "import { siteIn } from '../i18n/localize';\nexport const x = siteIn;\n",
      'Layer "schema" (the zod schemas of site.json) imports only from "base", "schema".',
    ],
    [
      'src/sections/Faq/resolve.ts',
      "import { Faq } from './Faq';\nexport const x = Faq;\n",
      'Layer "content" (pure functions from site data to page props) imports only from "base", "schema", "i18n", "content".',
    ],
    [
      'src/layout/Wrong.tsx',
      "import { App } from '../render/App';\nexport const x = App;\n",
      'Layer "components" (section and layout components) imports only from "base", "schema", "i18n", "content", "ui", "forms", "components".',
    ],
    [
      'src/content/wrong.ts',
      "import { fillTemplate } from '../../scripts/lib/html';\nexport const x = fillTemplate;\n",
      'The site (src/) must not import scripts, tests or the editor.',
    ],
    [
      'scripts/lib/wrong.ts',
      "import { startServer } from '../serve';\nexport const x = startServer;\n",
      'Top-level scripts are commands; import the library module they use (scripts/lib/…) instead.',
    ],
    [
      'scripts/lib/wrong.ts',
      "import { sectionTypeName } from '../../editor/lib/words';\nexport const x = sectionTypeName;\n",
      'Scripts import neither the editor nor the tests',
    ],
    [
      'scripts/lib/docs/wrong.ts',
      "import { loadSite } from '../../../tests/fixtures/site';\nexport const x = loadSite;\n",
      'Scripts import neither the editor nor the tests',
    ],
  ])('%s: a wrong-way import fails', async (file, text, message) => {
    expect(await layerErrors(file, text)).toEqual([
      expect.stringContaining(message) as unknown as string,
    ]);
  });

  it.each([
    ['src/render/Right.tsx', "import { Img } from '../ui/Img';\nexport const x = Img;\n"],
    [
      'src/content/right.ts',
      "import { siteIn } from '../i18n/localize';\nexport const x = siteIn;\n",
    ],
    [
      'src/schema/right.ts',
      "import { TRANSLATED_LANGUAGES } from '../base/languages';\nexport const x = TRANSLATED_LANGUAGES;\n",
    ],
    [
      'src/sections/Faq/resolve.ts',
      "import type { ResolveContext } from '../../content/resolve-context';\nexport type X = ResolveContext;\n",
    ],
    [
      'scripts/lib/right.ts',
      "import { prerender } from '../prerender';\nexport const x = prerender;\n",
    ],
  ])('%s: an import that points down passes', async (file, text) => {
    expect(await layerErrors(file, text)).toEqual([]);
  });
});

const PROTOCOL =
  'Editor part "protocol" (what crosses between the page and the server: the API\'s shapes and the data paths) imports only from "protocol".';
const CORE =
  'Editor part "core" (pure functions of the site\'s data that both sides use) imports only from "protocol", "core".';
const SERVER =
  'Editor part "server" (the Node server: the site\'s files, git, accounts and the JSON API) imports only from "protocol", "core", "server".';
const BROWSER =
  'Editor part "browser" (the editor\'s page and its preview) imports only from "protocol", "core", "browser".';
const SERVICES =
  'Server layer "services" (the site\'s files, git and the working copies, which know no request) imports only from "services" (and the protocol and core).';
const REQUESTS =
  'Server layer "requests" (the sign-in gate and the JSON API) imports only from "services", "requests" (and the protocol and core).';
const NODE =
  "The editor's protocol and core run on both sides: what needs Node belongs to the server.";

describe("npm run lint keeps the editor's parts apart", () => {
  const uses = (from: string, name: string) =>
    `import { ${name} } from '${from}';\nexport const x = ${name};\n`;

  it.each([
    ['editor/protocol/wrong.ts', '../lib/words', 'sectionTypeName', PROTOCOL],
    ['editor/protocol/wrong.ts', '../ui/place', 'placeFor', PROTOCOL],
    ['editor/lib/wrong.ts', '../ui/place', 'placeFor', CORE],
    ['editor/merge/wrong.ts', '../disk/save', 'fileVersion', CORE],
    ['editor/working-copy/sender.ts', './copies', 'createCopies', CORE],
    ['editor/http/wrong.ts', '../ui/api', 'api', SERVER],
    ['editor/git/wrong.ts', '../palette/manifest', 'stalePictures', SERVER],
    ['editor/ui/history/wrong.ts', '../../history/history', 'createHistory', BROWSER],
    ['editor/preview/wrong.ts', '../palette/manifest', 'stalePictures', BROWSER],
    ['editor/git/wrong.ts', '../http/body', 'readBytes', SERVICES],
    ['editor/working-copy/wrong.ts', '../accounts/store', 'readAccounts', SERVICES],
    ['editor/http/wrong.ts', '../server', 'startEditor', REQUESTS],
    ['editor/lib/wrong.ts', 'node:fs/promises', 'readFile', NODE],
    ['editor/protocol/wrong.ts', 'path', 'join', NODE],
    [
      'editor/merge/wrong.ts',
      'react',
      'useState',
      "The editor's protocol and core run on both sides: what needs React belongs to the browser.",
    ],
    [
      'editor/merge/wrong.ts',
      '../../src/render/App',
      'App',
      'The editor\'s protocol and core take from src/ only its pure layers ("base", "schema", "i18n", "content").',
    ],
  ])('%s importing %s fails', async (file, from, name, message) => {
    expect(await layerErrors(file, uses(from, name))).toEqual([
      expect.stringContaining(message) as unknown as string,
    ]);
  });

  it.each([
    ['editor/ui/right.ts', '../merge/merge', 'mergeValues'],
    ['editor/ui/history/right.ts', '../../lib/history-subject', 'describeSubject'],
    ['editor/http/right.ts', '../history/history', 'createHistory'],
    ['editor/accounts/right.ts', '../http/body', 'readBytes'],
    ['editor/working-copy/right.ts', './sender', 'createSender'],
    ['editor/palette/right.ts', '../ui/site-view', 'listTargets'],
    ['editor/lib/right.ts', '../../src/schema/site', 'SiteSchema'],
  ])('%s importing %s passes', async (file, from, name) => {
    expect(await layerErrors(file, uses(from, name))).toEqual([]);
  });
});

interface Group {
  name: string;
  files: string[];
}
type Config = Record<'layers' | 'editorParts' | 'serverLayers', Group[]>;

describe('every file of the site and the editor has its one place', () => {
  // The matcher the zones are checked with is import-x's own: a pattern means here what it means there.
  const require = createRequire(createRequire(import.meta.url).resolve('eslint-plugin-import-x'));
  const { minimatch } = require('minimatch') as {
    minimatch: (path: string, pattern: string) => boolean;
  };
  const config = import(join(root, 'layers.config.js')) as Promise<Config>;
  const code = (dir: string) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`);
  /** Each file with the groups whose patterns it matches. */
  const places = (files: string[], groups: Group[]) =>
    files.map((file) => ({
      file,
      in: groups
        .filter((g) => g.files.some((pattern) => minimatch(file, pattern)))
        .map((g) => g.name),
    }));
  const misplaced = (found: { file: string; in: string[] }[]) =>
    found.filter((place) => place.in.length !== 1);

  it('puts each file of src/ in exactly one layer', async () => {
    expect(misplaced(places(code('src'), (await config).layers))).toEqual([]);
  });

  it("puts each file of editor/ in exactly one part, and each of its server's in one layer", async () => {
    const { editorParts, serverLayers } = await config;
    const parts = places(code('editor'), editorParts);
    expect(misplaced(parts)).toEqual([]);
    const server = parts.filter((place) => place.in[0] === 'server').map((place) => place.file);
    expect(misplaced(places(server, serverLayers))).toEqual([]);
  });
});

describe('npm run lint forbids import cycles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a loop made of type-only imports', async () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    const config = createRequire(import.meta.url)(
      join(root, '.dependency-cruiser.cjs'),
    ) as IConfiguration;
    const result = await cruise([dir], {
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: config.options?.tsPreCompilationDeps,
    });
    if (typeof result.output === 'string') throw new Error('expected a cruise result object');
    expect(result.output.summary.violations.map((v) => v.rule.name)).toEqual(['no-cycle']);
  });
});
