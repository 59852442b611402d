// The layers of the code and which way their imports may point, as file patterns. ESLint turns
// them into import-x/no-restricted-paths zones; ARCHITECTURE.md explains them.
import { join } from 'node:path';

const root = import.meta.dirname;
// The rule matches `except` patterns against absolute paths, so every pattern is made absolute;
// and it takes a list of patterns only when all are globs, so single files are written as globs.
const at = (patterns) => patterns.map((pattern) => join(root, pattern));

/** Lowest first: a layer may import its own files and the layers listed before it. */
export const layers = [
  {
    name: 'base',
    files: ['src/base/**'],
    says: 'the languages, problems and their places: plain TypeScript',
  },
  {
    name: 'schema',
    files: ['src/schema/**', 'src/sections/{section-schema.ts,registry.ts,*/schema.ts}'],
    says: 'the zod schemas of site.json',
  },
  {
    name: 'i18n',
    files: ['src/i18n/**'],
    says: 'the site in one language and the state of its translations',
  },
  {
    name: 'content',
    files: [
      'src/{content,seo}/**',
      'src/sections/{define-section.ts,definitions.ts,*/resolve.ts,*/traits.ts}',
    ],
    says: 'pure functions from site data to page props',
  },
  {
    name: 'ui',
    files: ['src/ui/**'],
    says: 'small shared components',
  },
  {
    name: 'forms',
    files: ['src/forms/**'],
    says: 'the form renderer',
  },
  {
    name: 'components',
    files: ['src/layout/**', 'src/sections/{components.ts,*/*.tsx,*/!(schema|resolve|traits).ts}'],
    says: 'section and layout components',
  },
  {
    name: 'render',
    files: ['src/render/**'],
    says: 'the app shell',
  },
  {
    name: 'entry',
    files: ['src/{entry-client.ts,entry-server.tsx,hydrate.tsx}'],
    says: 'the entry points',
  },
];

/** Files in scripts/ that other files may import; every other top-level script is a command. */
export const scriptLibraries = ['scripts/{prerender,vite-plugin-site}.ts'];

export const layerZones = [
  ...layers.slice(0, -1).map((layer, i) => ({
    target: at(layer.files),
    from: at(layers.slice(i + 1).flatMap((higher) => higher.files)),
    message: `Layer "${layer.name}" (${layer.says}) imports only from ${layers
      .slice(0, i + 1)
      .map((l) => `"${l.name}"`)
      .join(', ')}.`,
  })),
  {
    target: at(['src/{ui,forms}/**']),
    from: at(['src/sections/**']),
    message: 'Shared components and forms serve every section, so they know none.',
  },
  {
    target: at(['src/**']),
    from: at(['scripts/**', 'tests/**', 'editor/**']),
    message: 'The site (src/) must not import scripts, tests or the editor.',
  },
  {
    target: at(['**']),
    from: at(['scripts/*.ts']),
    except: at(scriptLibraries),
    message:
      'Top-level scripts are commands; import the library module they use (scripts/lib/…) instead.',
  },
];
