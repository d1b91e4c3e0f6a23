import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/** Port of the built Storybook served for the visual baselines; VISUAL_PORT moves it (side-by-side checkouts). */
export const storybookPort = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Visual baselines of every Storybook story in Debian's Chromium. Run after
 * `pnpm build-storybook`; `pnpm test:visual:update` rewrites the baselines.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: /.*\.visual\.ts$/,
  // The stories come in serial groups (tests/visual/stories.visual.ts) shared among the workers:
  // VISUAL_WORKERS, else one per core and at least 2 (issue 18).
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? Math.max(2, availableParallelism())),
  retries: 0,
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
