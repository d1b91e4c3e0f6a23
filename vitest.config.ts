import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = fileURLToPath(new URL('.', import.meta.url));

/** Unit test files that mock a module (vi.mock), so need their own module graph. */
const MOCKING = ['packages/app/src/journeys/cookies/cookieLifetimes.test.ts'];

/**
 * The test projects:
 * - unit: pure logic in Node (stores, transitions, schemas, simulator), with `unit-isolated`
 *   for the files that mock a module;
 * - dom: React components and pages in jsdom (with jest-axe);
 * - storybook: every story rendered in Chromium, its play function run and axe applied
 *   (a violation fails the test).
 */
export default defineConfig({
  test: {
    // A stray `.only` fails the run, on a developer's machine as in CI (Vitest's default allows it
    // outside CI), rather than quietly narrowing it to one test; the lint rule in eslint.config.js
    // catches it before a run (issue 54).
    allowOnly: false,
    // Every core (at least 2): Vitest's default leaves one core idle, which on a 2-core machine
    // means one test file at a time (issue 18). VITEST_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? Math.max(2, availableParallelism())),
    // Statement and branch coverage of the unit and dom runs, when asked for (`--coverage`, as the
    // test command does): V8's own counters, of every package's src and of the app's production
    // server (packages/app/server, counted in the app's figures), summarised per package by
    // scripts/coverage-summary.mjs and gated there at each package's floors in coverage-floors.json,
    // a ratchet (reported since issue 28, gated since issue 45).
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.{ts,tsx}', 'packages/app/server/**/*.{mjs,ts}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.d.ts', 'packages/*/src/test/**'],
      reporter: [['json-summary', { file: 'coverage-summary.json' }]],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads start faster than child processes (43 s against 54 s on 2 cores); no
          // unit test changes process-wide state (env, cwd) that a thread would share.
          pool: 'threads',
          // The files of a worker share its modules (zod, Fastify, the SSR bundle, the simulator):
          // importing them afresh for each file took 43 of the project's 47 s on 2 cores, and 16 s
          // without. Stubbed globals are undone after each test; a file that mocks a module is in
          // MOCKING and runs isolated in the `unit-isolated` project.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'packages/app/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...MOCKING],
        },
      },
      {
        test: { name: 'unit-isolated', environment: 'node', pool: 'threads', include: MOCKING },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          // The files of a worker share its modules (React, the components, jsdom's setup): each
          // file's own import of them cost 1.5 to 3 s, 80 s of the 115 s unit stage on 2 cores.
          // Testing Library's cleanup runs after every test (scripts/vitest.dom-setup.ts); no dom
          // test mocks a module (a mock needs the isolation the unit project keeps).
          isolate: false,
          pool: 'threads',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./scripts/vitest.dom-setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: `${dirname}.storybook` })],
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', 'styled-components', 'react-aria', 'react-stately'],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
