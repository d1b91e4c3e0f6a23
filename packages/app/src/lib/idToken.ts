import { z } from 'zod/mini';
import { decodeBase64urlJson } from './base64url.ts';

const claimsSchema = z.object({ sub: z.string().check(z.minLength(1), z.maxLength(200)) });
const sessionClaimsSchema = z.object({
  aud: z.union([z.string(), z.array(z.string())]),
  /** Expiry, in seconds since the epoch (RFC 7519). */
  exp: z.number(),
});

/** The token's payload as JSON, or undefined when it is not a JWT with a JSON payload. */
function payloadOf(idToken: string): unknown {
  const payload = idToken.split('.')[1];
  return payload ? decodeBase64urlJson(payload) : undefined;
}

/** What {@link checkIdToken} finds. */
export type IdTokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Checks the id_token claims spec 001 §3 names, `aud` and `exp`: the audience must be the
 * session's client (a string, or a list holding it) and the token must not have expired. A pure
 * function with no browser dependency, so that the server can call it once the token is HttpOnly
 * (issue 24); today the sign-in store calls it where the token is read (check-login). Issue 28
 * item 10.
 * @param idToken - the compact JWT, or undefined when none is held
 * @param expected - `clientId`: the session's client id; `nowMs`: the time now, in ms since the epoch
 * @returns 'valid'; 'expired' (treat as a timed-out session); 'invalid' (none held, not a JWT,
 *   claims missing, or another client's token: treat as no token)
 */
export function checkIdToken(
  idToken: string | undefined,
  expected: { clientId: string | undefined; nowMs: number },
): IdTokenCheck {
  if (!idToken || !expected.clientId) return 'invalid';
  const parsed = sessionClaimsSchema.safeParse(payloadOf(idToken));
  if (!parsed.success) return 'invalid';
  const { aud, exp } = parsed.data;
  if (!(Array.isArray(aud) ? aud.includes(expected.clientId) : aud === expected.clientId)) return 'invalid';
  return exp * 1000 <= expected.nowMs ? 'expired' : 'valid';
}

/**
 * The subject (`sub` claim) of an id_token, which the back end sets to the account id: the
 * account id that the duplicate-account reminder and account-migration calls send (spec 001 §7)
 * when the sign-in was by password and security code rather than by passkey (whose verification
 * answers `account_id` itself). The token is only decoded, never trusted for anything else: the
 * back end checks it on every call. Undefined for anything that is not a JWT with a string `sub`.
 * @param idToken - the compact JWT (header.payload.signature, base64url)
 */
export function idTokenSubject(idToken: string): string | undefined {
  const parsed = claimsSchema.safeParse(payloadOf(idToken));
  return parsed.success ? parsed.data.sub : undefined;
}
