import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose assertion is a time measured on this machine (another person's request answered
 * within a second while a large body is worked on): run after the rest, on their own, so no
 * other test file's work shares the cores they are timed on.
 */
const TIMED = ['tests/integration/editor-bounds.test.ts'];

/**
 * Files that replace a module (vi.mock) or reset the module registry (vi.resetModules), and the
 * integration files, which start editors, servers and their threads and set process.env: each
 * runs in a process of its own. The rest share one per worker (isolate: false), which saves
 * importing React, zod and the schemas again for every file; a mock there would miss the modules
 * an earlier file had already loaded with the real one (editor-save's fs mock never reached
 * editor/disk/save.ts), and a reset would hand later files second copies of them.
 */
const OWN_MODULES = [
  'tests/unit/editor-save.test.ts',
  'tests/unit/site-file-lookups.test.ts',
  'tests/unit/build-once.test.ts',
  'tests/integration/**/*.test.ts',
];

/**
 * Files that render the whole site hundreds of times with React's production build, the one the
 * build prerenders with (its development build renders the same markup three times slower, for
 * warnings no assertion reads). A file of its own process: React is read once per process, so
 * these cannot share a worker with files that loaded the development build.
 */
const PRODUCTION_REACT = ['tests/unit/hostile-content.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    // A hook that starts an editor waits for its first whole-site check (the editor answers no
    // one before it): a few seconds on a quiet machine, over Vitest's 10 s on a loaded one.
    hookTimeout: 60_000,
    globalSetup: ['tests/fixtures/editor-build.ts'],
    setupFiles: ['tests/fixtures/temp-dir-setup.ts'],
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...TIMED, ...OWN_MODULES, ...PRODUCTION_REACT],
          isolate: false,
          // Two files at a time on any machine: Vitest's default (the cores less one) is one file
          // at a time on two cores, the second core left idle.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'own-modules',
          include: OWN_MODULES,
          // The timed file is an integration file too: it runs once, in its own group, after these.
          exclude: [...configDefaults.exclude, ...TIMED],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // The production build of React has no jsxDEV: JSX compiled for it too.
        oxc: { jsx: { runtime: 'automatic', development: false } },
        test: {
          name: 'production-react',
          include: PRODUCTION_REACT,
          env: { NODE_ENV: 'production' },
          // Vitest runs the projects of one group with one pool: the same count as the others.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
