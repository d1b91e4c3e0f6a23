import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './App.tsx';
import { RootStore } from './stores/RootStore.ts';
import { loadServiceStatus } from './shell/serviceStatus.ts';
import { createRoutes } from './routes.tsx';
import { startingRoutes } from './shell/startingRoutes.ts';
import { hydrationBlocker } from './server/hydration.ts';
import type { ServerPageData } from './server/pageData.ts';
import { memoryStorage } from './stores/persistence.ts';
import { ChunkErrorPage } from './shell/ChunkErrorPage.tsx';
import { ReloadingPage } from './shell/lazyPage.ts';
import { yieldToBrowser } from './lib/yieldToBrowser.ts';
import { warmLocaleData } from './lib/warmLocaleData.ts';
import { followBackLinks } from './shell/backLink.ts';
import { pageIsLeaving } from './lib/pageLeaving.ts';
import { DEFAULT_LOCALE, supportedLocale } from '@nhsl/content';
import { loadLocale } from './shell/LanguageSwitch.tsx';

/**
 * Makes the root store from the page's data and starts it, in two tasks: the server's groups read
 * into the stores (in memory: the browser keeps nothing of the journey, issue 44; the server's
 * answers replace them as the journey goes on, shell/serverRoute.ts), then the cookie choice
 * applied. The CSRF token and whether the sign-in is finished come with the page too.
 * @param pageData - the server's data block (none for the empty shell)
 */
async function startStore(pageData: ServerPageData | undefined): Promise<RootStore> {
  const store = new RootStore({ storage: memoryStorage({ ...pageData?.groups }) });
  // Making the stores and reading the groups take about as long each as a task should (issue 23
  // "blocking time"): a task each.
  await yieldToBrowser();
  store.hydrate();
  if (pageData) {
    store.page.setCsrfToken(pageData.csrf);
    store.page.setRevision(pageData.revision ?? 0);
  }
  // The server found the sign-in finished (the header's account link): so does the hydrating render.
  if (pageData?.signedIn) store.session.assign({ signedIn: true });
  // The notice the server's page shows (issue 54): the hydrating render shows it too.
  if (pageData?.notice) store.page.setShownNotice(pageData.notice);
  await yieldToBrowser();
  store.cookieConsent.start();
  return store;
}

/**
 * What to do once the first render is on the page: give back what was typed before hydration,
 * and load the service status only now, so its banner never makes the hydrating render differ
 * from the prerendered markup.
 */
function onMountedWith(store: RootStore, restoreTyped: (() => void) | undefined): () => void {
  return () => {
    restoreTyped?.();
    void loadServiceStatus(store.page);
    // The app now handles the page's forms itself (until then they post natively): tests wait on it.
    document.documentElement.dataset.mounted = '';
  };
}

/**
 * Loads the lazily loaded modules of the routes matching this address into the route objects,
 * so the router renders them at once. Returns the matched routes, or undefined when a page's chunk
 * failed to load (its route then shows ChunkErrorPage, or the page is being reloaded).
 */
async function resolveMatchedRoutes(routes: RouteObject[]): Promise<RouteObject[] | undefined> {
  const matches = matchRoutes(routes, window.location) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    // Matching ranks the whole route table, and starting a page's import preloads its files: a
    // task each (issue 23 "blocking time").
    await yieldToBrowser();
    // A page with radios loads react-aria's locale module, which loads ICU's data as it is
    // evaluated: that goes first, in a task of its own.
    if (document.querySelector('#root input[type="radio"]')) {
      warmLocaleData();
      await yieldToBrowser();
    }
    const resolved = (await route.lazy()) as Partial<RouteObject>;
    Object.assign(route, resolved);
    delete route.lazy;
    if (resolved.Component === ChunkErrorPage || resolved.Component === ReloadingPage) return undefined;
  }
  return matches.map((m) => m.route);
}

/**
 * A page restored by Back from the back/forward cache shows the journey as it is now: the
 * router asks the app's server for the page's data again (issue 44; a server-owned route's loader).
 * @param router - the browser router
 */
function readAgainWhenRestored(router: ReturnType<typeof createBrowserRouter>): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void router.revalidate();
  });
}

/**
 * Resolves once the router has finished its first navigation (the matched routes' lazy modules
 * loaded and their loaders run, redirects followed), at once if it already has.
 * @param router - the browser router, just created
 */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app on the page the server rendered (issue 23; its data block, server/pageData.ts):
 * the page is hydrated, its page module loaded first and the server's loader and action data
 * given as known, so the browser's first render is the server's markup, element for element: the
 * stores hold exactly the groups the server rendered from (issue 44). When it cannot be (see
 * hydrationBlocker, or its chunk failed), the app renders afresh once its router is ready; React
 * replaces the server's markup at its first commit, so it stays on screen until then. `<html data-render>` tells which
 * happened.
 *
 * Each step runs in a task of its own (yieldToBrowser between them), so that no single task of
 * the start-up blocks input on a slow phone (total blocking time). Until the app has rendered,
 * the forms post natively (the server handles them) and what is typed is kept (keepTypedValues).
 * main.tsx loads this module in steps first (its module evaluation, too, in tasks of its own).
 * @param container - the element the app renders into (#root)
 * @param pageData - the server's data block (server/pageData.ts), undefined for the empty shell
 * @param restoreTyped - gives back what was typed before the app ran (keepTypedValues), called once mounted
 * @returns true once the app renders on the page; false when it did not start because the page
 *   is being left (a form posted before the take-over; issue 44)
 */
export async function start(
  container: HTMLElement,
  pageData: ServerPageData | undefined,
  restoreTyped: (() => void) | undefined,
): Promise<boolean> {
  await yieldToBrowser();
  // The page's words in its own locale before anything renders (issue 46): the server rendered it
  // in that locale, and hydration must draw the same (no flash of English). Welsh's catalog is a
  // chunk of its own; when it cannot load, the server's page stays as it is (its forms post).
  const locale = pageData?.locale ?? supportedLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) {
    try {
      await loadLocale(locale);
    } catch {
      document.documentElement.dataset.render = 'server (catalog)';
      return false;
    }
  }
  const store = await startStore(pageData);
  const onMounted = onMountedWith(store, restoreTyped);
  await yieldToBrowser();
  const { routes, patchRoutesOnNavigation } = startingRoutes(createRoutes(store), window.location.pathname);
  let blocker: string | undefined;
  if (pageData?.hydrate) {
    blocker = hydrationBlocker(window.location.pathname, navigator.userAgent);
    await yieldToBrowser();
    const matched = blocker ? undefined : await resolveMatchedRoutes(routes);
    if (!blocker && !matched) blocker = 'chunk';
    document.documentElement.dataset.render = blocker ? `client (${blocker})` : 'hydrated';
    if (matched && !blocker) {
      await yieldToBrowser();
      // The user's post went while the app was loading: the page is going, and nothing may
      // replace its history entry or reload it while the post is on its way (issue 44).
      if (pageIsLeaving()) return false;
      const router = createBrowserRouter(routes, {
        hydrationData: { loaderData: pageData.loaderData, actionData: pageData.actionData },
        patchRoutesOnNavigation,
      });
      // The page state's back link, as the server set it for this page, before the hydrating render.
      followBackLinks(router, store.page);
      readAgainWhenRestored(router);
      await yieldToBrowser();
      // Hydration is a transition too, so React hydrates in slices and yields to the browser
      // between them. The prerendered page is on screen meanwhile.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App store={store} router={router} onMounted={onMounted} />
          </StrictMode>,
          {
            // A mismatch is recovered by rendering afresh; it is reported so the tests catch it.
            onRecoverableError: (error) => console.error(`Hydration mismatch: ${String(error)}`),
          },
        );
      });
      return true;
    }
  }
  // The first render is a transition, so React renders it in slices and yields to the browser
  // between them instead of one long task. It waits for the router to be ready (the page's chunk
  // loaded, its guard run), so the server's page stays on screen, its forms posting natively,
  // instead of a blank page while the chunk loads. The page's chunk is loaded first, in tasks of
  // its own, so that making the router does not load it in the same task (a failed chunk is left
  // for the router to show: resolveMatchedRoutes put its error page in the route).
  if (blocker !== 'chunk') {
    await resolveMatchedRoutes(routes);
    await yieldToBrowser();
  }
  // As above: a page being left (its chunk cancelled as it goes, say) is not taken over.
  if (pageIsLeaving()) return false;
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  followBackLinks(router, store.page);
  readAgainWhenRestored(router);
  await routerReady(router);
  await yieldToBrowser();
  if (pageIsLeaving()) return false;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} onMounted={onMounted} />
      </StrictMode>,
    );
  });
  return true;
}
