import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { currentLocale, type Locale } from '@nhsl/content';
import { languageSwitch, LanguageSwitchContext } from './shell/LanguageSwitch.tsx';
import { createRoutes } from './routes.tsx';
import { followBackLinks } from './shell/backLink.ts';
import type { RootStore } from './stores/RootStore.ts';
import { AppProviders } from './AppProviders.tsx';

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
  // The header's language link switches in place (issue 46): the tree is drawn again in the new
  // locale (a new key), the router and the stores as they are, what was typed given back.
  const [locale, setLocale] = useState<Locale>(currentLocale);
  const switchLanguage = useMemo(
    () => languageSwitch(document.getElementById('root') ?? document.body, (l) => flushSync(() => setLocale(l))),
    [],
  );
  return (
    <LanguageSwitchContext.Provider value={switchLanguage}>
      <AppProviders key={locale} store={store} locale={locale}>
        <RouterProvider router={own} />
      </AppProviders>
    </LanguageSwitchContext.Provider>
  );
}
