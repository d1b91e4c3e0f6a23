import { pageRoutes } from '../routes.tsx';
import { isNativeAppUserAgent } from '../shell/userAgent.ts';

/**
 * Why the server's page cannot be hydrated as it is, or undefined when it can. The server renders
 * from the same journey state and cookies as the browser (start.tsx checks the state first), so
 * what is left is what only the browser knows: the NHS App hides the header and footer.
 * @param path - the page's path (location.pathname)
 * @param userAgent - navigator.userAgent
 * An unknown path is hydrated too: the server rendered the same not-found page (the wildcard route,
 * CID0404) that the browser would, and rendering it afresh left the page blank while its chunk
 * loaded.
 * @returns 'app-shell' when the NHS App hides the header and footer
 */
export function hydrationBlocker(path: string, userAgent: string): 'app-shell' | undefined {
  const route = pageRoutes.find((r) => r.path === path) ?? pageRoutes.find((r) => r.path === '*');
  if (route?.meta.hideShellInApp && isNativeAppUserAgent(userAgent)) return 'app-shell';
  return undefined;
}
