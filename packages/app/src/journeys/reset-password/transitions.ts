import { resetServerMessages } from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { paths, resetPaths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';

const to = (path: string): Next => ({ kind: 'navigate', to: path });

/**
 * Where a forgot-password request leads: reset/check-email on success; an unauthorised session
 * → session-timeout; anything else → error. spec 000 §2 "forgotten-password", "check-email".
 */
export function afterForgotPassword(): Next {
  return to(resetPaths.resetCheckEmail);
}

/**
 * Where a failed forgot-password request leads. Session-timeout handling first, then error.
 * @param err - the API error
 */
export function afterForgotPasswordError(err: ApiError): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  return to(paths.error);
}

/** Where a successful confirm-change-password leads: reset/success. spec 001 §4 "Password reset". */
export function afterConfirmChangePassword(): Next {
  return to(resetPaths.success);
}

/**
 * Where a failed confirm-change-password leads. spec 001 §4 "Password reset", §8 "Reset errors":
 * session-timeout handling first (an unauthorised session → session-timeout); 'User not found'
 * or 'Mismatched code' → reset/link-not-working; 'Reset attempts exceeded' →
 * reset/attempts-exceeded; 'Expired code' → reset/link-expired when the link's expiry is earlier
 * than now, otherwise reset/link-used; 'Password is too common' (the back end's deny list, the same
 * rule as registration's; issue 29) → the common-password message on the page; anything else → error.
 * @param err - the API error
 * @param expiry - the link's expiry, epoch milliseconds
 * @param now - the current time, epoch milliseconds
 */
export function afterConfirmChangePasswordError(err: ApiError, expiry: number, now: number): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  if (err.kind !== 'http') return to(paths.error);
  switch (err.message) {
    case resetServerMessages.userNotFound:
    case resetServerMessages.mismatchedCode:
      return to(resetPaths.linkNotWorking);
    case resetServerMessages.resetAttemptsExceeded:
      return to(resetPaths.attemptsExceeded);
    case resetServerMessages.expiredCode:
      return to(expiry < now ? resetPaths.linkExpired : resetPaths.linkUsed);
    case resetServerMessages.passwordTooCommon:
      // The back end's full common-password list (issue 29, item 8): the page's own message.
      return { kind: 'formError', field: 'password', code: 'NEW_PASSWORD_COMMON' };
    default:
      return to(paths.error);
  }
}
