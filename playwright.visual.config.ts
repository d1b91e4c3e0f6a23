import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/** Port of the built Storybook served for the visual baselines; VISUAL_PORT moves it (side-by-side checkouts). */
export const storybookPort = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Workers: VISUAL_WORKERS, else one more than the cores and at least 3. Each worker renders its
 * stories in one page, and a story's play function and the a11y addon's axe run wait on the page
 * between bursts of work: with one worker per core, 15 % of the cores' time went idle (2 cores:
 * 44 of 285 core-s); with three, 5 % (133 to 145 s wall against 115 to 118 s, 2026-11-28).
 */
export const visualWorkers = Number(process.env.VISUAL_WORKERS ?? Math.max(3, availableParallelism() + 1));

/**
 * Visual baselines of every Storybook story in Debian's Chromium. Run after
 * `pnpm build-storybook`; `pnpm test:visual:update` rewrites the baselines.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: /.*\.visual\.ts$/,
  // The stories come in serial groups (tests/visual/stories.visual.ts), one a worker (issue 18).
  fullyParallel: true,
  workers: visualWorkers,
  retries: 0,
  // A `.only` left in a test never narrows the test command's run (scripts/test.sh sets FORBID_ONLY; CI too).
  forbidOnly: Boolean(process.env.CI || process.env.FORBID_ONLY),
  timeout: 30_000,
  reporter: [['list']],
  // A story without a committed baseline fails; `pnpm test:visual:update` writes them.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { timeout: 7_000, toHaveScreenshot: { maxDiffPixelRatio: 0.001, threshold: 0.2 } },
  use: {
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/static-server.mjs storybook-static ${storybookPort}`,
    url: `http://localhost:${storybookPort}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
