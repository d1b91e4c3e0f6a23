import { ApiError } from './ApiError.ts';
import type { IdentityApi } from './IdentityApi.ts';

/**
 * The browser's back end: none (issue 44, "page script no longer calls the back end"). The
 * journeys' steps run on the app's server, which the page's forms reach through the router
 * (shell/serverRoute.ts); a store step called in the browser all the same (a page not yet moved)
 * is refused at once as a network failure, so it lands on the error page and is logged, rather
 * than reaching the back end from page script. Stories and unit tests pass their own stub instead.
 * @returns an IdentityApi whose every method rejects with `ApiError('network')`
 */
export function noBackEnd(): IdentityApi {
  const refused = () => Promise.reject(new ApiError('network', 0, '', 'Page script does not call the back end'));
  return new Proxy({} as IdentityApi, {
    // Not a promise (no `then`), and no journey adapter's `request`: every IdentityApi method refuses.
    get: (_target, key) => (key === 'then' || key === 'request' || typeof key === 'symbol' ? undefined : refused),
  });
}
