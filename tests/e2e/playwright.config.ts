import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_ENV } from './server-env.ts';
import { WHOLE_SITE_SPECS } from './whole-site-specs.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8090);
// Debian's build of Chromium's headless shell, as Playwright itself runs headless tests: the
// same engine without the full browser's window, which took 112 s of CPU for the games spec
// against the shell's 72-83 s. The full browser where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

if (!existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}: install Debian's (apt-get install chromium-headless-shell or chromium) or set CHROME_PATH.`,
  );
}

// Workers load this file again but inherit the runner's environment, so the runner alone
// creates the folder, and specs (tests/e2e/support.ts) find it and the URL in the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_BASE_URL = `http://localhost:${port}`;

const chromiumArgs = [
  // Chromium's sandbox refuses to start as root, which CI containers are.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  // Without these, Chromium keeps calling Google hosts that the CI network blocks.
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig<object, { ownServer: boolean }>({
  testDir: '.',
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  // Two workers, one per core: much of a browser test is waiting for the server or an animation,
  // which the other worker fills. The specs that change what every player meets (project 'whole
  // site') share them, each worker with a server of its own (whole-site-test.ts).
  workers: 2,
  fullyParallel: false,
  // Flaky tests are fixed, not retried.
  retries: 0,
  // A flow of a dozen steps takes 20-30 s on 2 cores shared by Chromium and the server: 30 s
  // (the default) left it no room; a test that hangs still fails here.
  timeout: 60_000,
  // A page that waits behind the server and the test runner for the 2 cores.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['../tools/playwright-slowest-files.ts'],
    ['../tools/playwright-failed-pages.ts'],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
    // No trace: recording one for every test (screencast frames, DOM snapshots) made the browser
    // work a third longer. A failing spec is traced with `npx playwright test -c tests/e2e
    // --trace on <spec>`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's service worker would keep ~190 files in every fresh context and stand between
    // page.route and the page; site-worker.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: WHOLE_SITE_SPECS,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'whole site',
      testMatch: WHOLE_SITE_SPECS,
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], ownServer: true },
    },
  ],
  webServer: {
    // The server as npm start runs it: built from the sources (server/build.ts), then run by node.
    command: 'npm run --silent build:server && node build/server/main.js',
    cwd: repoRoot,
    url: `${process.env.E2E_BASE_URL}/v1/check-maintenance`,
    env: {
      PORT: String(port),
      // The game and payment pages' own origin.
      GAMES_PORT: String(port + 1),
      // The operator's desk (tests/e2e/support.ts and the operator CLI reach it there).
      OPERATOR_PORT: String(port + 2),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // E2E_SITE_DIR: another build than dist/, e.g. for runs side by side.
      SITE_DIR: process.env.E2E_SITE_DIR ?? join(repoRoot, 'dist'),
      ...SERVER_ENV,
    },
    // A fresh database is copied from its template and seeded first (a few seconds; the first
    // start after installing builds the template too).
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
  },
});
