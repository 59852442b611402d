import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { cruise, type IConfiguration } from 'dependency-cruiser';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The layer errors `npm run lint` reports for a file with this text at this path. */
async function layerErrors(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
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
