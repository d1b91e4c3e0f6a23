// What the app's server needs to keep the credentials out of page script (issue 24, backend for
// frontend): reading the authorization cookie, the session cookie script may read, the answers
// that carry tokens, and the check-login decision. Bundled with render.tsx (dist/ssr/render.js),
// so that server/*.mjs use the contract's names and schemas rather than copies.
import {
  AUTH_COOKIE,
  COOKIE_PREFERENCE_COOKIE,
  CSRF_HEADER,
  CLIENT_LOG_PATH,
  ID_TOKEN_COOKIE,
  RMD_COOKIE,
  SIGN_IN_FINISHED_COOKIE,
  RMD_COOKIE_DAYS,
  SESSION_INFO_COOKIE,
  SESSION_LENGTH_MINUTES,
  SESSION_MARKER_HEADER,
  REDACTED,
  looksPersonal,
  sessionApiPaths,
} from '@nhsl/contract';
import { ANALYTICS_COOKIE } from '../journeys/cookies/CookieConsentStore.ts';
import { decodeAuthCookie, encodeSessionInfo } from '../lib/sessionInfo.ts';

/** The cookie names, headers, paths and lifetimes the server's credential handling uses (from the contract). */
export const credentialNames = {
  AUTH_COOKIE,
  COOKIE_PREFERENCE_COOKIE,
  ID_TOKEN_COOKIE,
  RMD_COOKIE,
  SIGN_IN_FINISHED_COOKIE,
  RMD_COOKIE_DAYS,
  SESSION_INFO_COOKIE,
  SESSION_LENGTH_MINUTES,
  CSRF_HEADER,
  SESSION_MARKER_HEADER,
  CLIENT_LOG_PATH,
  /** The timeout warning's extension: the sealed journey state's 60 minutes start again with it. */
  sessionExtendPath: sessionApiPaths.extend as string,
  /**
   * The only back-end paths page script may call through the app's server (issue 44: every
   * journey step is the server's): the client logs' beacon and the timeout warning's two calls.
   */
  pageScriptApiPaths: [CLIENT_LOG_PATH, sessionApiPaths.extend, sessionApiPaths.end] as string[],
  /** Cookies only the server may read: set HttpOnly whoever asks for them. */
  httpOnlyCookies: [AUTH_COOKIE, ID_TOKEN_COOKIE, RMD_COOKIE, SIGN_IN_FINISHED_COOKIE] as string[],
  /**
   * The cookies page script writes and reads by their spec names (issue 44: the only ones): over
   * TLS every other cookie is named with `__Host-` (server/cookieNames.mjs), these keep their names.
   */
  scriptCookies: [COOKIE_PREFERENCE_COOKIE, ANALYTICS_COOKIE] as string[],
};

/**
 * A request path or a query parameter name as the server's logs may carry it (issue 45 Security:
 * a logged path held an email address and a postcode): each `/`-separated part that looks
 * personal (the contract's {@link looksPersonal}: an email, a number, a postcode, a token…) is
 * replaced by `[redacted]`.
 * @param text - a path such as `/enter-email`, or a parameter name
 */
export function logSafe(text: string): string {
  return text
    .split('/')
    .map((part) => (part && looksPersonal(part) ? REDACTED : part))
    .join('/');
}

/** The session id (bearer credential) and client of the authorization cookie, or undefined. */
export function sessionOfCookie(raw: string | undefined): { sessionId: string; clientId: string } | undefined {
  const auth = decodeAuthCookie(raw);
  return auth ? { sessionId: auth.session_id, clientId: auth.client_id } : undefined;
}

/**
 * The SESSION_INFO_COOKIE value that goes with an authorization cookie, or undefined when that
 * cannot be read. See {@link encodeSessionInfo}.
 * @param raw - the authorization cookie's value
 * @param marker - turns the session id into its opaque marker (keyed hash)
 */
export function sessionInfoFor(raw: string | undefined, marker: (sessionId: string) => string): string | undefined {
  const auth = decodeAuthCookie(raw);
  return auth ? encodeSessionInfo(auth, marker(auth.session_id)) : undefined;
}
