import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const FORM_SERVICE_PORT = Number(process.env.FORM_SERVICE_PORT ?? 4199);
// Several runs can share a machine: each picks its own ports and build folder.
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const EDITOR_SPECS = /\/(editor[^/]*|photos|dev-server)\.spec\.ts$/;
const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers everywhere, as on CI (Playwright's default, half the cores, is one on a 2-core
  // machine): the site's tests wait on pages, timers and the network more than they use a core
  // (on 2 cores a sample of 151 of them took 8.5 min with two workers, 7.0 with three).
  workers: 3,
  // On CI a failed test runs once more; one that passes only then is listed as "flaky" in the
  // output (a timing race to find and fix), while one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  // The editor's page is built once, before any test starts an editor.
  globalSetup: './tests/fixtures/editor-build.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The editor's tests (and the dev server's) each talk to a server whose thread checks the whole
  // site on every change, and some build the site: one at a time, beside the site's tests on
  // the other workers. (Two at a time did not make the run shorter on 2 cores, where every test
  // already waits for a core: 15.4 minutes either way.) A
  // save answers from the check its page waited for (the site's thread remembers it). What they
  // wait for (a check, a comparison: the whole site) is given 15 s and a test 60 s, as a loaded
  // machine can take: how fast they are is measured by `npm run bench:editor` and
  // `npm run scale:editor`, not here.
  projects: [
    {
      name: 'editor',
      testMatch: EDITOR_SPECS,
      workers: 1,
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: CHROMIUM,
    },
    { name: 'site', testIgnore: EDITOR_SPECS, use: CHROMIUM },
  ],
  // The production build made by `npm run build:e2e` (forms pointed at the stand-in), served as a
  // static host would, plus the local stand-in for the form-to-email service.
  webServer: [
    {
      command: `OUT_DIR=${DIST} PORT=${PORT} npx tsx scripts/serve.ts`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `FORM_SERVICE_PORT=${FORM_SERVICE_PORT} npx tsx scripts/form-service.ts`,
      url: `http://127.0.0.1:${FORM_SERVICE_PORT}/__log`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
