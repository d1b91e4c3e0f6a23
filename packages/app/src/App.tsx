import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LinkProvider, ThemeProvider } from '@nhsl/ui';
import { createRoutes } from './routes.tsx';
import { RouterLink } from './shell/RouterLink.tsx';
import { StoreProvider } from './stores/StoreContext.tsx';
import type { RootStore } from './stores/RootStore.ts';

/**
 * The app: theme, store, router-aware links and the route tree.
 * @param props.store - the root store (hydrated and started from the cookie by main.tsx)
 */
export function App({ store }: { store: RootStore }) {
  const router = useMemo(() => createBrowserRouter(createRoutes(store)), [store]);
  return (
    <ThemeProvider>
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </StoreProvider>
    </ThemeProvider>
  );
}
