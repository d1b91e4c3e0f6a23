/** The error page, where a refused address sends the browser (paths.error). */
const ERROR_PAGE = '/error';

/**
 * Where the browser may be sent out of a journey (issue 24): the app's own origin, and the
 * client's registered redirect URIs as the back end gave them (client-info `redirect_uris`).
 */
export interface RedirectPolicy {
  /** The app's origin, e.g. https://login.example; '' when unknown (then nothing is same-origin). */
  appOrigin: string;
  /** The session client's registered redirect URIs, from the back end. */
  registered: readonly string[];
}

/**
 * NHS login's own services that journeys send the browser to by fixed address (the help centre,
 * the GP identity check): constants of the app, never taken from a request or the back end.
 */
export const SERVICE_ORIGINS: readonly string[] = ['https://help.login.nhs.uk', 'https://identity-check.login.nhs.uk'];

/** The address parsed, when it is an absolute http(s) address without credentials in it. */
function parseHttp(url: string): URL | undefined {
  try {
    const u = new URL(url);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password) return u;
  } catch {
    // not an absolute address
  }
  return undefined;
}

/**
 * The registered redirect URI that `url` goes to (the same origin and path; the query may differ,
 * e.g. the code and state the provider adds), or undefined.
 * @param url - the candidate
 * @param registered - the client's registered redirect URIs
 */
export function registeredRedirect(url: string, registered: readonly string[]): string | undefined {
  const u = parseHttp(url);
  if (!u) return undefined;
  return registered.find((r) => {
    const reg = parseHttp(r);
    return reg !== undefined && reg.origin === u.origin && reg.pathname === u.pathname;
  });
}

/**
 * Whether the browser may be sent to `url` (issue 24): an absolute http(s) address on the app's
 * own origin, on one of NHS login's own services ({@link SERVICE_ORIGINS}), or at one of the
 * client's registered redirect URIs. Anything else (another site, `javascript:`, a relative or
 * protocol-relative address, credentials in the address) is refused.
 * @param url - the candidate
 * @param policy - the app's origin and the registered URIs
 */
export function redirectAllowed(url: string, policy: RedirectPolicy): boolean {
  const u = parseHttp(url);
  if (!u) return false;
  if (policy.appOrigin && u.origin === policy.appOrigin) return true;
  if (SERVICE_ORIGINS.includes(u.origin)) return true;
  return registeredRedirect(url, policy.registered) !== undefined;
}

/**
 * Sends the browser to an address outside the app (the client's redirect_uri or the location
 * the server returns) when {@link redirectAllowed}; anything else goes to the error page.
 * @param url - the address
 * @param policy - where the browser may go
 * @returns false when the address was refused
 */
export function redirectBrowser(url: string, policy: RedirectPolicy): boolean {
  if (!redirectAllowed(url, policy)) {
    window.location.assign(ERROR_PAGE);
    return false;
  }
  window.location.assign(url);
  return true;
}

/**
 * Whether `url` is an absolute http or https address.
 * @param url - the candidate
 */
export function isHttpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Builds the refusal address of spec 000 §4 "After authcode": the client's redirect_uri with
 * error=access_denied, error_description=ConsentNotGiven and the state when present, each
 * URL-encoded, keeping any query the redirect_uri already has.
 * @param redirectUri - the client's registered redirect_uri
 * @param state - the OIDC state of the request, if any
 */
export function consentRefusedUrl(redirectUri: string, state?: string): string {
  return refusalUrl(redirectUri, 'ConsentNotGiven', state);
}

/**
 * The client's redirect_uri with error=access_denied, the given error_description and the state
 * when present, URL-encoded. A redirect_uri that is not an absolute http(s) address (e.g.
 * `javascript:`, which would otherwise become a script link) gives the error page instead.
 * @param redirectUri - the client's registered redirect_uri
 * @param description - error_description, e.g. ConsentNotGiven
 * @param state - the OIDC state, if any
 */
export function refusalUrl(redirectUri: string, description: string, state?: string): string {
  if (!isHttpUrl(redirectUri)) return ERROR_PAGE;
  const u = new URL(redirectUri);
  u.searchParams.set('error', 'access_denied');
  u.searchParams.set('error_description', description);
  if (state) u.searchParams.set('state', state);
  return u.toString();
}
