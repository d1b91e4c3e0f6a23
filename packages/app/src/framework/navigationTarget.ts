/**
 * Where a navigation of the framework build's router was going (issue 55), kept for the tab
 * (sessionStorage) while it loads. React Router reloads the page when a route module fails to load
 * as it navigates; the address is still the page the user left, so the reload would show that page
 * again, as if the link did nothing. {@link resumeFailedNavigation} sends that reload on to the page
 * the user asked for, loaded as a document.
 * Not the journey's state (the server's sealed cookie alone holds that): only the address of the page
 * being opened, for as long as it takes to open it.
 */
const KEY = 'nhsl:navigating-to';

/** The router as this needs it (`window.__reactRouterDataRouter`, React Router's own). */
interface NavigatingRouter {
  subscribe(
    fn: (state: { navigation: { state: string; location?: { pathname: string; search: string } } }) => void,
  ): () => void;
}

/**
 * Keeps the target of the router's navigation under way (path and query; never anything typed),
 * and forgets it once the navigation ends.
 * @param router - the framework's data router
 * @returns the unsubscribe
 */
export function followNavigationTargets(router: NavigatingRouter): () => void {
  return router.subscribe(({ navigation }) => {
    try {
      if (navigation.state !== 'idle' && navigation.location)
        sessionStorage.setItem(KEY, navigation.location.pathname + navigation.location.search);
      else sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (a privacy setting): the reload shows the page left, as React Router does.
    }
  });
}

/**
 * At start-up, before hydration: when this load is a reload that interrupted a navigation (a route
 * module that failed to load), goes on to that navigation's target, loaded as a document.
 * @returns whether the page is being replaced (the caller then does not hydrate it)
 */
export function resumeFailedNavigation(): boolean {
  let target: string | null;
  try {
    target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return false;
  }
  const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!target?.startsWith('/') || target.startsWith('//') || load?.type !== 'reload') return false;
  if (target === location.pathname + location.search) return false;
  location.replace(target);
  return true;
}
