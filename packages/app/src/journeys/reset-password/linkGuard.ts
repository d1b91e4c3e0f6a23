import { resetLinkParams, resetLinkPatterns } from '@nhsl/contract';
import { resetPaths } from '../../paths.ts';
import { EMAIL_PATTERN } from '../../shell/formSchemas.ts';

/** A reset link's parameters once the guard has accepted them. spec 001 §3 "Reset link query params". */
export interface ResetLink {
  /** Email-like, or the account's opaque id (UUID). */
  username: string;
  /** The 6-digit code from the email. Held only in memory for the one page; never stored. */
  code: string;
  /** When the link stops working, epoch milliseconds. */
  expiry: number;
}

/** What the link guard decides. */
export type LinkGuardResult =
  | { ok: true; link: ResetLink }
  /** Go elsewhere; `username` rides along to link-expired (spec 001 §4 "passing the username"). */
  | { ok: false; to: string; username?: string };

/**
 * Whether a username is one of the two accepted formats: email-like (shared spec DECISIONS "email
 * pattern") or the account's opaque id (a UUID). spec 001 §4 "Link guard".
 * @param username - the decoded query value
 */
export function isAcceptedUsername(username: string): boolean {
  return EMAIL_PATTERN.test(username) || resetLinkPatterns.usernameId.test(username);
}

/**
 * The reset link guard. spec 001 §4 "Password reset", "Link guard": a username that is neither
 * email-like nor an account id, or a code or expiry that fails its pattern (6 digits; 13 digits of
 * epoch ms), goes to reset/link-not-working; an expiry earlier than now goes to reset/link-expired
 * with the username; otherwise the link is accepted.
 * @param search - the page's query string (`?username=…&code=…&expiry=…`) or its parameters
 * @param now - the current time, epoch milliseconds
 */
export function guardResetLink(search: string | URLSearchParams, now: number): LinkGuardResult {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const username = q.get(resetLinkParams.username) ?? '';
  const code = q.get(resetLinkParams.code) ?? '';
  const expiryText = q.get(resetLinkParams.expiry) ?? '';
  if (
    !isAcceptedUsername(username) ||
    !resetLinkPatterns.code.test(code) ||
    !resetLinkPatterns.expiry.test(expiryText)
  ) {
    return { ok: false, to: resetPaths.linkNotWorking };
  }
  const expiry = Number(expiryText);
  if (expiry < now) return { ok: false, to: resetPaths.linkExpired, username };
  return { ok: true, link: { username, code, expiry } };
}

/**
 * The address with the code taken out of its query (username and expiry stay), for
 * `history.replaceState` once the page has read the link. spec 001 §4; "never stored".
 * @param pathname - the page's path
 * @param search - the query string as it was
 */
export function addressWithoutCode(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  q.delete(resetLinkParams.code);
  const rest = q.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
