import type { ReactNode } from 'react';
import { LinkProvider, ThemeProvider } from '@nhsl/ui';
import { currentLocale, DEFAULT_LOCALE, LANG_ATTRIBUTE, uiLabels, type Locale } from '@nhsl/content';
import { RouterLink } from './shell/RouterLink.tsx';
import { StoreProvider } from './stores/StoreContext.tsx';
import type { RootStore } from './stores/RootStore.ts';

/**
 * What every page sits in, in the browser and when prerendered: theme, store and router-aware
 * links. The same tree on both sides, so a prerendered page hydrates without a mismatch.
 * @param props.store - the root store
 * @param props.locale - the page's locale (issue 46; default: the content's current one), for
 *   react-aria's own words; English leaves react-aria to the browser's, as before
 * @param props.children - the router
 */
export function AppProviders({
  store,
  locale = currentLocale(),
  children,
}: {
  store: RootStore;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <ThemeProvider labels={uiLabels} locale={locale === DEFAULT_LOCALE ? undefined : LANG_ATTRIBUTE[locale]}>
      <StoreProvider store={store}>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </StoreProvider>
    </ThemeProvider>
  );
}
