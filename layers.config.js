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
    // A type's folder may hold folders of its own (Gallery/on-intent/: code loaded on intent).
    files: [
      'src/layout/**',
      'src/sections/{components.ts,*/**/*.tsx,*/!(schema|resolve|traits).ts,*/*/**/*.ts}',
    ],
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

/** Inside the editor's server, lowest first, as the site's layers. */
export const serverLayers = [
  {
    name: 'services',
    files: [
      'editor/@(refusal).ts',
      'editor/{disk,git,history,ledger}/**',
      'editor/working-copy/!(sender).ts',
    ],
    says: "the site's files, git and the working copies, which know no request",
  },
  {
    name: 'requests',
    files: ['editor/{http,accounts}/**'],
    says: 'the sign-in gate and the JSON API',
  },
  {
    name: 'start',
    files: ['editor/{server,routes,edit,dev-server,vite.config}.ts', 'editor/build/**'],
    says: 'the server process, its route table and the build of its page',
  },
];

/**
 * The editor's parts. The server and the browser stand side by side on a pure protocol and core
 * (no Node built-in, no React: eslint.config.js) and never import each other, so neither can
 * pull the other's world in. A part imports its own files and the parts it names.
 */
export const editorParts = [
  {
    name: 'protocol',
    files: ['editor/protocol/**'],
    imports: [],
    says: "what crosses between the page and the server: the API's shapes and the data paths",
  },
  {
    name: 'core',
    // sender.ts writes what the page sends as patches; the rest of working-copy/ is the server's.
    files: ['editor/{lib,merge}/**', 'editor/working-copy/@(sender).ts'],
    imports: ['protocol'],
    says: "pure functions of the site's data that both sides use",
  },
  {
    name: 'server',
    files: serverLayers.flatMap((layer) => layer.files),
    imports: ['protocol', 'core'],
    says: "the Node server: the site's files, git, accounts and the JSON API",
  },
  {
    name: 'browser',
    files: ['editor/{ui,preview}/**'],
    imports: ['protocol', 'core'],
    says: "the editor's page and its preview",
  },
  {
    // Commands a developer runs: `npm run palette` draws the palette's pictures with the page's
    // own fitting of each example (ui/palette/) in Chromium, and the benchmarks start the server
    // and drive the page, so they stand on both sides; nothing imports them.
    name: 'tools',
    files: ['editor/{bench,palette}/**'],
    imports: ['protocol', 'core', 'server', 'browser'],
    says: "the palette's drawing and the benchmarks",
  },
];

const quoted = (names) => names.map((name) => `"${name}"`).join(', ');
/** The file patterns of the editor's parts with these names. */
export const filesOf = (...names) =>
  editorParts.filter((part) => names.includes(part.name)).flatMap((part) => part.files);
/** The site's layers the editor's pure parts may import: those free of React and the DOM. */
const pureSiteLayers = ['base', 'schema', 'i18n', 'content'];

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
  ...editorParts
    .map((part) => {
      const allowed = [...part.imports, part.name];
      return {
        target: at(part.files),
        from: at(
          filesOf(...editorParts.map((p) => p.name).filter((name) => !allowed.includes(name))),
        ),
        message: `Editor part "${part.name}" (${part.says}) imports only from ${quoted(allowed)}.`,
      };
    })
    .filter((zone) => zone.from.length > 0),
  ...serverLayers.slice(0, -1).map((layer, i) => ({
    target: at(layer.files),
    from: at(serverLayers.slice(i + 1).flatMap((higher) => higher.files)),
    message: `Server layer "${layer.name}" (${layer.says}) imports only from ${quoted(
      serverLayers.slice(0, i + 1).map((l) => l.name),
    )} (and the protocol and core).`,
  })),
  {
    target: at(filesOf('protocol', 'core')),
    from: at(layers.filter((l) => !pureSiteLayers.includes(l.name)).flatMap((l) => l.files)),
    message: `The editor's protocol and core take from src/ only its pure layers (${quoted(
      pureSiteLayers,
    )}).`,
  },
  {
    target: at(['scripts/**']),
    from: at(['editor/**', 'tests/**']),
    message:
      'Scripts import neither the editor nor the tests; what a script and a test share sits in scripts/lib/.',
  },
  {
    target: at(['**']),
    from: at(['scripts/*.ts']),
    except: at(scriptLibraries),
    message:
      'Top-level scripts are commands; import the library module they use (scripts/lib/…) instead.',
  },
];
