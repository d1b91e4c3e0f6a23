import { serverMessages } from '@nhsl/contract';
import type { ApiError } from '../api/ApiError.ts';
import { redirectAllowed, type RedirectPolicy } from '../lib/navigation.ts';
import { logRefusedRedirect } from '../observability/log.ts';
import { paths } from '../paths.ts';
import type { PageNotice, PageStore } from '../stores/stores.ts';
import type { PasskeyCeremonyRequest } from './passkeyCeremony.ts';

/**
 * What a journey step leads to: a page of the app, a browser redirect out of the app, staying on
 * the page with a form error code, staying on the page while the browser runs a passkey ceremony
 * the server has prepared (issue 44: the options come from the action, the result is posted back
 * to it), or staying on the page with a status to show (a passkey creation cancelled, say).
 */
export type Next =
  | { kind: 'navigate'; to: string; /** What the page there says first (issue 54). */ notice?: PageNotice }
  | { kind: 'redirect'; url: string }
  | { kind: 'formError'; field: string; code: string }
  | { kind: 'ceremony'; ceremony: PasskeyCeremonyRequest }
  | { kind: 'status'; status: string };

/**
 * A `navigate` Next to a page of the app.
 * @param path - the page's path
 */
export const to = (path: string): Next => ({ kind: 'navigate', to: path });

/**
 * Where a failed account-status check leads: 'Invalid email address' is the email format form
 * error (EMAIL_FORMAT); a timed-out session is session-timeout; anything else is error.
 * spec 000 §5 "Email".
 * @param err - the API error
 */
export function afterAccountStatusError(err: ApiError): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  if (err.message === serverMessages.invalidEmail) return { kind: 'formError', field: 'email', code: 'EMAIL_FORMAT' };
  return to(paths.error);
}

/**
 * The session-timeout handler: when a call answers an unauthorised session and a newer session
 * has since been started for this browser (a new authorization cookie), the journey restarts at
 * the step's restart target (check-account-status or check-login); otherwise session-timeout.
 * Any other failure is left to the step's own mapping. spec 000 §4 "Session restart and loading".
 * @param err - the API error
 * @param restarted - a newer session was adopted
 * @param restartAt - check-account-status or check-login
 * @returns the restart or timeout, or undefined when the error is not an unauthorised session
 */
export function afterSessionTimeout(
  err: ApiError,
  restarted: boolean,
  restartAt: typeof paths.checkAccountStatus | typeof paths.checkLogin,
): Next | undefined {
  if (err.kind !== 'unauthorized') return undefined;
  return to(restarted ? restartAt : paths.sessionTimeout);
}

/** What {@link checkedNext} reads: the page store (busy answers) and where redirects may go. */
export interface NextChecks {
  page: Pick<PageStore, 'takeBusy'>;
  redirectPolicy: RedirectPolicy;
}

/**
 * A step's {@link Next} as it is followed, browser and server alike (issue 24):
 * - the error page after a call the service answered 429 or 503 (the step's own mapping does not
 *   know) becomes service-busy, "We are very busy" (spec 001 §2; spec 000 §8 for the passkey
 *   service, now for every call);
 * - a redirect out of the app to an address that is neither the app's nor the client's registered
 *   redirect URI (see `redirectAllowed`) becomes the error page, and the refusal is logged (never
 *   the address).
 * @param next - what the step answered
 * @param checks - the page store and the redirect policy (the root store)
 */
export function checkedNext(next: Next | undefined, checks: NextChecks): Next | undefined {
  const busy = checks.page.takeBusy();
  if (!next) return next;
  if (next.kind === 'navigate' && next.to === paths.error && busy) return to(paths.serviceBusy);
  if (next.kind === 'redirect' && !redirectAllowed(next.url, checks.redirectPolicy)) {
    void logRefusedRedirect();
    return to(paths.error);
  }
  return next;
}
