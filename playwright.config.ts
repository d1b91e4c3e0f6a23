import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';
import { e2ePorts } from './tests/e2eServers.ts';

/**
 * Ports of the current Playwright worker's back end (tests/e2eServers.ts): E2E_PORT_BASE moves
 * them all, so two checkouts can run their browser tests side by side, and each worker has its
 * own set above the base.
 */
export { e2ePorts };

/**
 * Workers: E2E_WORKERS, else one more than the cores and at least 3 (issues 18, 23). Each worker
 * starts its own simulator and app server (the worker-scoped `e2eServers` fixture of
 * tests/fixtures.ts), so tests in different workers never share back-end state. The extra worker
 * fills the time the browser waits out spec 000 §9's 1-second minimum delays (the account-status
 * check, every security code): with one worker per core, a fifth of the cores' time went idle.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(3, availableParallelism() + 1));

/**
 * Browser end-to-end tests in Debian's Chromium (its headless shell, scripts/chromium.ts) against the production build (served by
 * packages/app/server/serve.mjs) and the simulator, over real HTTP.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers,
  retries: 0,
  // A `.only` left in a test never narrows the test command's run (scripts/test.sh sets FORBID_ONLY; CI too).
  forbidOnly: Boolean(process.env.CI || process.env.FORBID_ONLY),
  timeout: 30_000,
  // The list, then where the time went: each spec file's and the 20 slowest tests' durations.
  reporter: [['list'], ['./tests/durationReporter.ts']],
  expect: { timeout: 7_000 },
  testIgnore: ['visual/**'],
  // Loaded as they are, not through Playwright's TypeScript transform: the app's built server
  // bundle (1.5 MB) and its plain-JavaScript server. A worker never writes its transforms to
  // Playwright's cache (only the runner does, for the files it lists tests from), so every worker
  // of every run compiled them again with Babel: 6 s of a worker's 27 s of CPU over the
  // second-factor spec.
  build: { external: ['**/packages/app/dist/**', '**/packages/app/server/**'] },
  use: {
    baseURL: `http://localhost:${e2ePorts.app}`,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: ['visual/**', 'nojs/**'] },
    // issue 23: the journeys with JavaScript switched off, against the same servers.
    { name: 'nojs', testMatch: 'nojs/**/*.spec.ts', use: { javaScriptEnabled: false } },
  ],
});
