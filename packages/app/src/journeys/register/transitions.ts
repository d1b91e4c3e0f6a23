import { registrationServerMessages as m, serverMessages } from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { paths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';

const to = (path: string): Next => ({ kind: 'navigate', to: path });
const formError = (field: string, code: string): Next => ({ kind: 'formError', field, code });

/** Where each successful registration step leads. issue 15. */
export const registrationSteps = {
  /** validate email → the terms of use. */
  emailValidated: paths.registerTermsOfUse,
  /** terms agreed, code emailed → check-email. */
  termsAgreed: paths.registerCheckEmail,
  /** email code right → create-password (spec 000 §4 "Email validated successfully on registration"). */
  emailConfirmed: paths.registerCreatePassword,
  /** password kept → enter-mobile. */
  passwordCreated: paths.registerEnterMobile,
  /** code texted → the mobile code page. */
  mobileEntered: paths.registerEnterMobileCode,
  /** account created and signed in → authcode, as after a sign-in's code. */
  accountCreated: paths.authcode,
} as const;

/** What failed: each call's own answers, then the common ones. */
export type RegistrationCall =
  'validateEmail' | 'start' | 'emailCode' | 'password' | 'mobile' | 'mobileCode' | 'resend';

/**
 * Where a failed registration call leads (issue 15; the code answers as spec 000 §4 "Security
 * code (mobile)" for sign-in, except that an expired code stays on the page with a message and
 * the resend beside it). An unauthorised session → session-timeout; 'Invalid email address' →
 * the email format error; 'Account already exists' → the email-taken error; 'Invalid OTP' → the
 * wrong-code error; 'OTP has expired' → the expired-code error; 'Invalid OTP Session' →
 * create-account (the journey has to start again); 'OTP attempts exceeded' →
 * otp-attempts-exceeded; 'OTP requests exceeded' → otp-requests-exceeded; 'Password is too
 * common' → the common-password error; 'Invalid mobile number' → the mobile format error;
 * anything else (a network failure, a 500) → error.
 * @param call - which call failed
 * @param err - its error
 */
export function afterRegistrationError(call: RegistrationCall, err: ApiError): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  if (err.kind !== 'http') return to(paths.error);
  switch (err.message) {
    case serverMessages.invalidEmail:
      return call === 'validateEmail' || call === 'start' ? formError('email', 'EMAIL_FORMAT') : to(paths.error);
    case m.accountExists:
      return call === 'validateEmail' || call === 'start' ? formError('email', 'EMAIL_TAKEN') : to(paths.error);
    case serverMessages.invalidOtp:
      return call === 'emailCode' || call === 'mobileCode' ? formError('code', 'CODE_WRONG') : to(paths.error);
    case serverMessages.otpExpired:
      return call === 'emailCode' || call === 'mobileCode' ? formError('code', 'CODE_EXPIRED') : to(paths.error);
    case serverMessages.invalidOtpSession:
      return to(paths.registerEmail);
    case serverMessages.otpAttemptsExceeded:
      return to(paths.otpAttemptsExceeded);
    case serverMessages.otpRequestsExceeded:
      return to(paths.otpRequestsExceeded);
    case m.passwordTooCommon:
      return call === 'password' ? formError('password', 'PASSWORD_COMMON') : to(paths.error);
    case m.invalidMobile:
      return call === 'mobile' ? formError('mobile', 'MOBILE_FORMAT') : to(paths.error);
    default:
      return to(paths.error);
  }
}
