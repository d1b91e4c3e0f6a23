// The entry imports only what reads the page before the app starts (its files are a chunk of their
// own, vite.config.ts `startUpChunks`); the app comes in steps below.
import { yieldToBrowser } from './lib/yieldToBrowser.ts';
import { readPageData } from './server/pageDataBlock.ts';
import { keepTypedValues } from './server/typedValues.ts';

const container = document.getElementById('root')!;
// What the server rendered the page from (issue 23).
const pageData = readPageData(document);
// Noted from the start: what the user types into the server's page before it hydrates.
const restoreTyped = pageData ? keepTypedValues(container) : undefined;

/**
 * The app's modules, loaded one group at a time with a task of their own each (issue 23 "blocking
 * time"): a page's static imports are evaluated in one task, which was 30–50 ms on this machine
 * (over 120 ms on Lighthouse's simulated phone). Each step brings in what the next needs and is
 * evaluated alone: React's renderer, the state libraries, the stores with their schemas, the
 * router and styled-components, the shell, then start.tsx, whose own modules are left. Each step
 * is one file (vite.config.ts `startUpChunks`), preloaded with the page, so a step waits for
 * evaluation, not the network.
 */
const steps: Array<() => Promise<unknown>> = [
  () => import('react-dom/client'),
  // MobX and zod (with zod's setting, which must come before any schema).
  () => import('./lib/zodJitless.ts'),
  () => import('./stores/RootStore.ts'),
  // React Router and styled-components.
  () => import('./lib/shellLibraries.ts'),
  () => import('./App.tsx'),
];

/**
 * Loads the app in steps and starts it (start.tsx). When a step's file fails to load, the server's
 * page stays as it is: its forms post without script (issue 23), so nothing is lost.
 */
async function boot(): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    await step();
  }
  await yieldToBrowser();
  const { start } = await import('./start.tsx');
  await start(container, pageData, restoreTyped);
}

void boot().catch((error: unknown) => {
  document.documentElement.dataset.render = 'server (script failed)';
  console.error(`The app did not start: ${String(error)}`);
});
