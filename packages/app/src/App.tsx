import { useEffect, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LinkProvider, ThemeProvider } from '@nhsl/ui';
import { uiLabels } from '@nhsl/content';
import { createRoutes } from './routes.tsx';
import { RouterLink } from './shell/RouterLink.tsx';
import { followBackLinks } from './shell/backLink.ts';
import { StoreProvider } from './stores/StoreContext.tsx';
import type { RootStore } from './stores/RootStore.ts';

/**
 * What every page sits in, in the browser and when prerendered: theme, store and router-aware
 * links. The same tree on both sides, so a prerendered page hydrates without a mismatch.
 * @param props.store - the root store
 * @param props.children - the router
 */
export function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <ThemeProvider labels={uiLabels}>
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </StoreProvider>
    </ThemeProvider>
  );
}

/**
 * The app: providers and the route tree.
 * @param props.store - the root store (hydrated and started from the cookie by start.tsx)
 * @param props.router - a browser router made beforehand, whose back links the page store follows
 *   already (start.tsx: `followBackLinks`); by default one is made from {@link createRoutes}
 * @param props.onMounted - called once the first render is on the page (after a hydration, its
 *   commit: start.tsx then gives back what was typed before it)
 */
export function App({
  store,
  router,
  onMounted,
}: {
  store: RootStore;
  router?: ReturnType<typeof createBrowserRouter>;
  onMounted?: () => void;
}) {
  const own = useMemo(() => {
    if (router) return router;
    const made = createBrowserRouter(createRoutes(store));
    followBackLinks(made, store.page);
    return made;
  }, [store, router]);
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={own} />
    </AppProviders>
  );
}
