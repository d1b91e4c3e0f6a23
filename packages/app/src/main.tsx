// The entry imports only what reads the page before the app starts (its files are a chunk of their
// own, vite.config.ts `startUpChunks`); the app comes in steps below.
import { pageIsLeaving, watchPageLeaving } from './lib/pageLeaving.ts';
import { yieldToBrowser } from './lib/yieldToBrowser.ts';
import { readPageData } from './server/pageDataBlock.ts';
import { keepTypedValues } from './server/typedValues.ts';

// First of all: a press before the app has loaded posts the form, and the start-up steps still
// loading then must know that the page is being left (issue 44; lib/pageLeaving.ts).
watchPageLeaving();

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
 * is one file (vite.config.ts `startUpChunks`), all preloaded together after the first paint
 * ({@link preloadStartFiles}), so a step waits for evaluation, not the network.
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
 * Resolves after the browser's first paint of the server's page (two animation frames), or after
 * 100 ms when no frame comes (a tab opened in the background paints nothing until it is shown).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * Starts the downloads of every start-up step's file at once (`<link rel="modulepreload">` for
 * each file the page's `<meta name="nhsl-start-files">` names, vite.config.ts
 * `preloadStartSteps`), so that each step then waits for evaluation, not the network.
 */
function preloadStartFiles(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="nhsl-start-files"]')?.content.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Loads the app in steps and starts it (start.tsx), once the server's page has been painted: the
 * page is whole and its forms post without script, so the app's downloads wait for the paint
 * instead of sharing a slow connection with the page (issue 23 "LCP"). When a step's file fails
 * to load, the server's page stays as it is: its forms post without script, so nothing is lost.
 * Once the page is being left (a form posted before the app took over), it stops: nothing in the
 * start-up may reload the page or touch its history while the post is going (issue 44).
 * @returns whether the app started (false: it stopped because the page was being left)
 */
async function boot(): Promise<boolean> {
  await afterFirstPaint();
  preloadStartFiles();
  for (const step of steps) {
    await yieldToBrowser();
    // The user posted a form meanwhile: the page is going, so the app does not start on it
    // (issue 44; start.tsx checks again before it touches the history).
    if (pageIsLeaving()) return false;
    await step();
  }
  await yieldToBrowser();
  if (pageIsLeaving()) return false;
  const { start } = await import('./start.tsx');
  return start(container, pageData, restoreTyped);
}

/** Whether the start-up stopped because the page was being left (see {@link boot}). */
let stopped = false;

/** Starts the app ({@link boot}), noting on the page when it failed. */
function run(): void {
  void boot()
    .then((started) => (stopped = !started))
    .catch((error: unknown) => {
      document.documentElement.dataset.render = 'server (script failed)';
      console.error(`The app did not start: ${String(error)}`);
    });
}

run();
// A page left before the app took it over (its start-up stopped there) and then restored from the
// back/forward cache is live again: the app starts on it now (issue 44).
window.addEventListener('pageshow', (event) => {
  if (!event.persisted || !stopped) return;
  stopped = false;
  run();
});
