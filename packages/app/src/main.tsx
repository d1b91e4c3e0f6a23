// Must stay the first import: zod is told not to probe for eval before any schema exists.
import './lib/zodJitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './App.tsx';
import { RootStore } from './stores/RootStore.ts';
import { paths } from './paths.ts';
import { loadServiceStatus } from './shell/serviceStatus.ts';
import { createRoutes } from './routes.tsx';
import { hydrationBlocker } from './prerender/hydration.ts';
import { keepTypedValues } from './prerender/typedValues.ts';
import { ChunkErrorPage } from './shell/ChunkErrorPage.tsx';
import { ReloadingPage } from './shell/lazyPage.ts';

const store = new RootStore();
store.hydrate();
store.startFromCookie();
store.cookieConsent.start();
// The consent pages load the client themselves (and route its failure); elsewhere it is fetched
// quietly so that later pages (session-timeout) can name the client.
const loadsClientItself: string[] = [paths.consent, paths.consentConfirmation];
if (!loadsClientItself.includes(window.location.pathname)) {
  void store.consent.prefetchClient();
}

const container = document.getElementById('root')!;
// Noted from the start: what the user types into a prerendered page before it hydrates.
const restoreTyped = container.dataset.prerendered === undefined ? undefined : keepTypedValues(container);

/**
 * Once the first render is on the page: gives back what was typed before hydration, and loads the
 * service status only now, so its banner never makes the hydrating render differ from the
 * prerendered markup.
 */
function onMounted(): void {
  restoreTyped?.();
  void loadServiceStatus(store.page);
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
    const resolved = (await route.lazy()) as Partial<RouteObject>;
    Object.assign(route, resolved);
    delete route.lazy;
    if (resolved.Component === ChunkErrorPage || resolved.Component === ReloadingPage) return undefined;
  }
  return matches.map((m) => m.route);
}

/**
 * Starts the app. A page the server sent prerendered (issue 9, `data-prerendered` on #root) is
 * hydrated: its page module is loaded first and the guards' loader data is given as known, so
 * the browser's first render is the prerendered markup, element for element. When it cannot be
 * (see hydrationBlocker, or its chunk failed), and for every other page, the app renders afresh;
 * React replaces a prerendered page's markup at its first commit, so it stays on screen until
 * then. `<html data-render>` tells which happened.
 */
async function start(): Promise<void> {
  const variant = container.dataset.prerendered;
  const routes = createRoutes(store);
  let blocker: string | undefined;
  if (variant !== undefined) {
    blocker = hydrationBlocker(store, window.location.pathname, variant, navigator.userAgent);
    const matched = blocker ? undefined : await resolveMatchedRoutes(routes);
    if (!blocker && !matched) blocker = 'chunk';
    document.documentElement.dataset.render = blocker ? `client (${blocker})` : 'hydrated';
    if (matched && !blocker) {
      const loaderData = Object.fromEntries(matched.filter((r) => r.loader).map((r) => [r.id!, null]));
      const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
      // Hydration is a transition too, so React hydrates in slices and yields to the browser
      // between them (issue 9: total blocking time). The prerendered page is on screen meanwhile;
      // until its buttons are hydrated they are natively disabled (useHydrated in @nhsl/ui).
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
      return;
    }
  }
  // The first render is a transition, so React renders it in slices and yields to the browser
  // between them instead of one long task (issue 9: total blocking time on a slow phone).
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} onMounted={onMounted} />
      </StrictMode>,
    );
  });
}

void start();
