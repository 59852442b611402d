import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose assertion is a time measured on this machine (another person's request answered
 * within a second while a large body is worked on): run after the rest, on their own, so no
 * other test file's work shares the cores they are timed on.
 */
const TIMED = ['tests/integration/editor-bounds.test.ts'];

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
          exclude: [...configDefaults.exclude, ...TIMED],
          // Two files at a time on any machine: Vitest's default (the cores less one) is one file
          // at a time on two cores, the second core left idle.
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
