import { UnsecuredJWT, base64url } from 'jose';
import { stringifySetCookie } from 'cookie';
import { AUTH_COOKIE, SESSION_LENGTH_MINUTES, authCookieSchema, type AuthCookie } from '@nhsl/contract';
import { createHash } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { ScenarioAccount } from './scenarios.ts';
import type { Session } from './store.ts';

/**
 * Encodes the authorization cookie: base64url of the UTF-8 JSON of {@link AuthCookie} (jose's
 * base64url; the app's one decoder reads UTF-8, issue 29).
 * @param value - session id and sign-in parameters
 */
export function encodeAuthCookie(value: AuthCookie): string {
  return base64url.encode(JSON.stringify(authCookieSchema.parse(value)));
}

/**
 * The Set-Cookie header of the authorization cookie (AUTH_COOKIE) for a session: its id (the
 * API's bearer credential), its sign-in parameters and the identity level asked for
 * ({@link encodeAuthCookie}); Path=/, HttpOnly, SameSite=Lax, Max-Age the session length
 * (SESSION_LENGTH_MINUTES, in seconds). The one place the simulator builds it: the authorization
 * request's answer sets it, and so does the answer that grants the second factor, with the
 * session's new id (issue 54 session fixation). HttpOnly, so no page script can read it (issue
 * 24; the app's server reads it and sets Secure behind TLS).
 * @param session - the session, with its current id
 */
export function authCookieHeader(session: Pick<Session, 'id' | 'params' | 'vtr'>): string {
  return stringifySetCookie({
    name: AUTH_COOKIE,
    value: encodeAuthCookie({ ...session.params, session_id: session.id, vtr: session.vtr }),
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SESSION_LENGTH_MINUTES * 60,
  });
}

/** A stable, opaque subject id for an account. */
function subjectOf(account: ScenarioAccount): string {
  return createHash('sha256').update(`nhsl-sim:${account.email}`).digest('hex').slice(0, 32);
}

/** Issues a session's id token for an account. */
export type IdTokenIssuer = (session: Session, account: ScenarioAccount) => string;

/**
 * The id tokens the API answers: unsecured (jose's UnsecuredJWT, `alg: none`), issued by the
 * app's origin, exp one hour from the simulator's clock.
 * @param deps - the clock and the app's origin (the issuer)
 */
export function idTokenIssuer({ clock, appOrigin }: { clock: Clock; appOrigin: string }): IdTokenIssuer {
  return (session, account) => {
    const iat = Math.floor(clock.now() / 1000);
    return new UnsecuredJWT(session.params.nonce ? { nonce: session.params.nonce } : {})
      .setIssuer(appOrigin)
      .setSubject(subjectOf(account))
      .setAudience(session.params.client_id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60 * 60)
      .encode();
  };
}
