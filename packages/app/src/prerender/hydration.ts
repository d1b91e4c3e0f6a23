import { paths } from '../paths.ts';
import { guardRedirect, pageRoutes } from '../routes.tsx';
import type { RootStore } from '../stores/RootStore.ts';
import { isNativeAppUserAgent } from '../shell/userAgent.ts';
import type { PrerenderVariant } from './pages.ts';

/**
 * Why a prerendered page cannot be hydrated as it is, or undefined when it can. The prerendered
 * HTML shows a first visit's state; when the browser's state would render something else the
 * app renders afresh instead (the same page, in the same place), so the user never sees a
 * hydration mismatch. issue 9 "Performance".
 * @param store - the root store, hydrated from storage and cookies
 * @param path - the page's path (location.pathname)
 * @param variant - the variant the server sent (`data-prerendered` on #root)
 * @param userAgent - navigator.userAgent
 * @returns 'guard' when the route's guard redirects (no session), 'banner' when the cookie
 *   banner's presence differs, 'email' when enter-email would show a remembered email,
 *   'app-shell' when the NHS App hides the header and footer, 'unknown' for an unknown path
 */
export function hydrationBlocker(
  store: RootStore,
  path: string,
  variant: string | undefined,
  userAgent: string,
): 'guard' | 'banner' | 'email' | 'app-shell' | 'unknown' | undefined {
  const route = pageRoutes.find((r) => r.path === path);
  if (!route || (variant !== 'banner' && variant !== 'plain')) return 'unknown';
  if (guardRedirect(route.guard, store)) return 'guard';
  if (store.cookieConsent.showBanner !== ((variant as PrerenderVariant) === 'banner')) return 'banner';
  if (path === paths.enterEmail && store.profile.email) return 'email';
  if (route.meta.hideShellInApp && isNativeAppUserAgent(userAgent)) return 'app-shell';
  return undefined;
}
