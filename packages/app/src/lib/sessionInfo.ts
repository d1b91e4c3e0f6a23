import { authCookieSchema, sessionInfoSchema, type AuthCookie, type SessionInfo } from '@nhsl/contract';
import { decodeBase64urlJson, encodeBase64urlJson } from './base64url.ts';

/**
 * Decodes the authorization cookie (base64url of the UTF-8 JSON of the session id and OIDC
 * parameters; the same decoder as the id_token's, issue 29). Only the app's server sees it once
 * it is HttpOnly (issue 24). Undefined when it is missing, truncated, badly encoded or not of
 * the contract's shape: a cookie that cannot be read counts as absent.
 * @param raw - the cookie's value
 */
export function decodeAuthCookie(raw: string | undefined): AuthCookie | undefined {
  if (!raw) return undefined;
  const parsed = authCookieSchema.safeParse(decodeBase64urlJson(raw));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Decodes the session cookie page script reads (SESSION_INFO_COOKIE: marker, sign-in parameters,
 * level asked for). Undefined when missing or unreadable (issue 24 "bad cookies never break a page").
 * @param raw - the cookie's value
 */
export function decodeSessionInfo(raw: string | undefined): SessionInfo | undefined {
  if (!raw) return undefined;
  const parsed = sessionInfoSchema.safeParse(decodeBase64urlJson(raw));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The SESSION_INFO_COOKIE value for a session: the authorization cookie's content with the
 * session id (the bearer credential) replaced by `marker`, an opaque keyed hash of it that tells
 * one session from another and authorises nothing. The app's server calls it. Issue 24.
 * @param auth - the decoded authorization cookie
 * @param marker - the session's marker (server/bff.mjs `sessionMarker`)
 */
export function encodeSessionInfo(auth: AuthCookie, marker: string): string {
  const { session_id: _credential, ...rest } = auth;
  return encodeBase64urlJson({ ...rest, marker } satisfies SessionInfo);
}
