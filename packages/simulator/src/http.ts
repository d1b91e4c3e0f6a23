import type { Response } from 'express';
import type { z } from 'zod/mini';
import { serverMessages } from '@nhsl/contract';
import { InteractionExpiredError } from './oidc/provider.ts';
import type { ScenarioAccount, ScenarioFailure } from './scenarios.ts';
import type { Session, Store } from './store.ts';
import { authCookieHeader } from './tokens.ts';

/** A failure answered as JSON `{ message, errorCode? }`. spec 001 §3 "Error shape". */
export class HttpError extends Error {
  /**
   * @param status - HTTP status
   * @param message - the error text (from the contract's `serverMessages`)
   * @param errorCode - a `CID` + digits reference code, when there is one
   */
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 failure with a contract message. */
export function fail(message: string, errorCode?: string): HttpError {
  return new HttpError(400, message, errorCode);
}

/** A scenario's configured failure. */
export function scenarioFailure(f: ScenarioFailure): HttpError {
  return new HttpError(f.status, f.message, f.errorCode);
}

/** A 401 Unauthorized failure. */
export const unauthorized = () => new HttpError(401, serverMessages.unauthorized);

/**
 * Runs a step of the provider's interaction; an interaction that has expired (longer than the
 * session length) answers 401, so the app shows session-timeout with the client's homepage link.
 * @throws HttpError 401 Unauthorized
 */
export async function withInteraction<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof InteractionExpiredError) throw unauthorized();
    throw e;
  }
}

/**
 * Parses a request body with the contract's schema; a body that fails is 400 "Bad request".
 * @param schema - the contract's zod schema
 * @param body - `req.body` (undefined when no JSON body was sent)
 * @throws HttpError 400 "Bad request"
 */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fail(serverMessages.badRequest);
  return parsed.data;
}

/**
 * Sends JSON after checking it against the contract's response schema, so the simulator cannot
 * drift from what the app parses.
 */
export function sendJson<S extends z.ZodMiniType>(res: Response, schema: S, value: z.input<S>, status = 200): void {
  res.status(status).json(schema.parse(value));
}

/** The first value of a query parameter, when it is a string. */
export function queryString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Appends query parameters to an address with `encodeURIComponent` (spaces as %20).
 * @param address - a registered redirect_uri
 * @param params - name/value pairs; undefined values are left out
 */
export function withQuery(address: string, params: Record<string, string | undefined>): string {
  const url = new URL(address);
  const extra = Object.entries(params)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  url.search = url.search && url.search !== '?' ? `${url.search}&${extra}` : `?${extra}`;
  return url.toString();
}

/**
 * The sign-in's moment: the second factor is granted ({@link Store.grantSecondFactor}: the
 * session moves to a new id, the old one answers 401 from now on) and this answer carries the
 * authorization cookie with the new id, as the authorization request's answer carried the first
 * ({@link authCookieHeader}). Every path that grants the second factor calls it: a security code,
 * a remembered device, a passkey, registration's finish. issue 54 session fixation.
 * @param res - the answer to the call that granted it (before it is sent)
 * @param store - the simulator's state
 * @param session - the session signing in
 */
export function grantSignIn(res: Response, store: Store, session: Session): void {
  store.grantSecondFactor(session);
  res.append('Set-Cookie', authCookieHeader(session));
}

/** Locals set by the session middleware. */
interface SessionLocals {
  session: Session;
}

/** The session the `/api` bearer check found for this request. */
export const sessionOf = (res: Response) => (res as Response<unknown, SessionLocals>).locals.session;

/** The account whose password was verified in this session (else 400 Invalid OTP Session). */
export const signedInAccount = (session: Session): ScenarioAccount => {
  if (!session.account) throw fail(serverMessages.invalidOtpSession);
  return session.account;
};

/** Requires the second factor verified in this session (else 401 Unauthorized). */
export const verifiedAccount = (session: Session): ScenarioAccount => {
  if (!session.account || !session.secondFactorVerified) throw unauthorized();
  return session.account;
};
