import { serverMessages } from '@nhsl/contract';
import type { ApiError } from '../api/ApiError.ts';
import { paths } from '../paths.ts';

/**
 * What a journey step leads to: a page of the app, a browser redirect out of the app, or
 * staying on the page with a form error code.
 */
export type Next =
  | { kind: 'navigate'; to: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'formError'; field: string; code: string };

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
