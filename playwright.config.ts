import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * Ports of the end-to-end run (apart from the dev ones, so both can run at once). E2E_PORT_BASE
 * moves all three (simulator at the base, demo service at base + 1, app at base + 73), so two
 * checkouts can run their browser tests side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
export const e2ePorts = { sim: portBase, demo: portBase + 1, app: portBase + 73 } as const;
const env = {
  SIM_PORT: String(e2ePorts.sim),
  DEMO_PORT: String(e2ePorts.demo),
  APP_PORT: String(e2ePorts.app),
  APP_ORIGIN: `http://localhost:${e2ePorts.app}`,
};

/**
 * Browser end-to-end tests in Debian's Chromium against the production build (vite preview)
 * and the simulator, over real HTTP.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: { timeout: 7_000 },
  testIgnore: ['visual/**'],
  use: {
    baseURL: env.APP_ORIGIN,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'pnpm --filter @nhsl/simulator start',
      url: `http://localhost:${e2ePorts.demo}/`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build behind our production server: strict CSP and security headers.
      command: 'pnpm --filter @nhsl/app serve',
      url: `http://localhost:${e2ePorts.app}/`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
