/** The error page, where a refused address sends the browser (paths.error). */
const ERROR_PAGE = '/error';

/**
 * Sends the browser to an address outside the app (the client's redirect_uri or the location
 * the server returns). Only absolute http(s) addresses are followed; anything else (javascript:,
 * data:, relative junk) goes to the error page instead.
 * @param url - the address
 * @returns false when the address was refused
 */
export function redirectBrowser(url: string): boolean {
  if (!isHttpUrl(url)) {
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
