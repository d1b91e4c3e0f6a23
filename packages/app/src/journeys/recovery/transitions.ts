import { recoveryMessages, serverMessages } from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { paths, recoveryPaths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';

/** Which number a recovery changes. */
export type NumberKind = 'mobile' | 'landline';

const to = (path: string): Next => ({ kind: 'navigate', to: path });

/**
 * Where a number change leads once the back end holds the new number: a mobile's code is texted
 * at once, so enter-mobile-code (which says the number changes once the code is entered); a
 * landline goes to get-call-landline, which says to be at home before "Call my landline now".
 * From there the sign-in's own code pages, resend, expiry and lockouts apply. Issue 15 "Recovery".
 * @param kind - mobile or landline
 */
export function afterNumberChange(kind: NumberKind): Next {
  return to(kind === 'mobile' ? paths.enterMobileCode : paths.getCallLandline);
}

/**
 * Where a failed number change leads (issue 15 "every error answer of each new call lands on a
 * page"): 'Invalid phone number' → the field's format error; 'Number already held' → the field's
 * same-number error; 403 'Identity check required' (a P5 or P9 account) → cannot-change-number;
 * 'OTP requests exceeded' and 'Login attempts exceeded' → otp-requests-exceeded; 'OTP attempts
 * exceeded' → otp-attempts-exceeded; 'Invalid OTP Session' (no password in this session) →
 * check-login, which asks for it; an unauthorised session → session-timeout; anything else
 * (including a network failure) → error.
 * @param err - the API error
 * @param kind - which number the form changes (its field has the same name)
 */
export function afterNumberChangeError(err: ApiError, kind: NumberKind): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  switch (err.message) {
    case recoveryMessages.invalidPhoneNumber:
      return { kind: 'formError', field: kind, code: 'FORMAT' };
    case recoveryMessages.sameNumber:
      return { kind: 'formError', field: kind, code: 'SAME_NUMBER' };
    case recoveryMessages.identityCheckRequired:
      return to(recoveryPaths.cannotChangeNumber);
    case serverMessages.otpRequestsExceeded:
    case serverMessages.loginAttemptsExceeded:
      return to(paths.otpRequestsExceeded);
    case serverMessages.otpAttemptsExceeded:
      return to(paths.otpAttemptsExceeded);
    case serverMessages.invalidOtpSession:
      return to(paths.checkLogin);
    default:
      return to(paths.error);
  }
}

/**
 * Where "Go back and get a security code" of cannot-change-number leads: the page of the
 * method the account holds (enter-mobile-code when a mobile is held, else get-call-landline).
 * @param hasMobile - a mobile number is held
 */
export function backToSecurityCode(hasMobile: boolean): string {
  return hasMobile ? paths.enterMobileCode : paths.getCallLandline;
}
