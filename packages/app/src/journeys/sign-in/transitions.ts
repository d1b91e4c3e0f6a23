import {
  authorizePath,
  serverMessages,
  type AuthcodeResponse,
  type LoginResponse,
  type VectorOfTrustLevel,
} from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { paths, withErrorCode } from '../../paths.ts';
import { to, type Next } from '../../shell/next.ts';
import type { IdTokenCheck } from '../../lib/idToken.ts';

/** Context of the account-status decision. */
export interface AccountStatusContext {
  /** The client's allow_registration parameter (the text 'false' forbids registration). */
  allowRegistration?: string;
  /** Passkeys are enabled and this browser supports them. */
  passkeyAvailable: boolean;
}

/**
 * Where the account status leads after email entry. spec 000 §4 "Account status after email
 * entry": NOT_FOUND → registration (or not-registered when allow_registration is 'false');
 * CONFIRMED → passkey login when available, else log-in-password; RESET_REQUIRED →
 * log-in-password; UNCONFIRMED → register check-email; anything else → error.
 * @param status - the account status
 * @param ctx - registration and passkey context
 */
export function afterAccountStatus(status: string, ctx: AccountStatusContext): Next {
  switch (status) {
    case 'NOT_FOUND':
      return to(ctx.allowRegistration === 'false' ? paths.notRegistered : paths.registerCreateAccount);
    case 'CONFIRMED':
      return to(ctx.passkeyAvailable ? paths.passkeyEnterEmail : paths.logInPassword);
    case 'RESET_REQUIRED':
      return to(paths.logInPassword);
    case 'UNCONFIRMED':
      return to(paths.registerCheckEmail);
    default:
      return to(paths.error);
  }
}

/**
 * Where a successful login leads. spec 000 §4 "Login authentication_state": UNREGISTERED →
 * mobile registration; VERIFIED → enter-mobile-code (mobile only), get-call-landline (landline
 * only), choose-authentication-method (both), error (neither); RESET_PASSWORD →
 * restore-message; AUTHENTICATED → browser to redirect_uri; anything else → error.
 * @param res - the login response
 */
export function afterLogin(res: LoginResponse): Next {
  switch (res.authentication_state) {
    case 'UNREGISTERED':
      return to(paths.registerEnterMobile);
    case 'VERIFIED': {
      const { mobile, landline } = res.authentication_methods;
      if (mobile && landline) return to(paths.chooseAuthenticationMethod);
      if (mobile) return to(paths.enterMobileCode);
      if (landline) return to(paths.getCallLandline);
      return to(paths.error);
    }
    case 'RESET_PASSWORD':
      return to(paths.restoreMessage);
    case 'AUTHENTICATED':
      return res.redirect_uri ? { kind: 'redirect', url: res.redirect_uri } : to(paths.error);
    default:
      return to(paths.error);
  }
}

/**
 * Where a failed login or password check leads. spec 000 §8 "Login and password errors".
 * @param err - the API error
 */
export function afterLoginError(err: ApiError): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  switch (err.message) {
    case serverMessages.incorrectCredentials:
      return { kind: 'formError', field: 'password', code: 'PASSWORD_WRONG' };
    case serverMessages.passwordAttemptsExceeded:
      return to(paths.passwordAttemptsExceeded);
    case serverMessages.loginAttemptsExceeded:
    case serverMessages.otpRequestsExceeded:
      return to(paths.otpRequestsExceeded);
    case serverMessages.otpAttemptsExceeded:
      return to(paths.otpAttemptsExceeded);
    case serverMessages.accountDisabled:
      return err.errorCode === 'CID2013'
        ? to(withErrorCode(paths.accountDisabled, err.errorCode))
        : to(paths.errorAccount);
    case serverMessages.resetAttemptsExceeded:
      return to(paths.resetAttemptsExceeded);
    case serverMessages.passkeyAttemptsExceeded:
      return to(paths.passkeyLoginAttemptsExceeded);
    default:
      return to(paths.error);
  }
}

/**
/**
 * Where a failed sign-in on the login page (email and password on one page) leads: 'Invalid
 * email address' is the email format form error (EMAIL_FORMAT), as on enter-email (spec 000 §5;
 * issue 28 item 3); the rest as for {@link afterLoginError}.
 * @param err - the API error
 */
export function afterSignInError(err: ApiError): Next {
  if (err.message === serverMessages.invalidEmail) return { kind: 'formError', field: 'email', code: 'EMAIL_FORMAT' };
  return afterLoginError(err);
}

/**
 * Where a failed security-code submission leads. spec 000 §4 "Security code (mobile)" and
 * "(landline)": 'Invalid OTP' stays with the wrong-code message; 'OTP has expired' or 'Invalid
 * OTP Session' → the expired page of the method; 'OTP attempts exceeded' →
 * otp-attempts-exceeded; anything else → error.
 * @param err - the API error
 * @param method - which second factor was used
 */
export function afterOtpError(err: ApiError, method: 'mobile' | 'landline'): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  switch (err.message) {
    case serverMessages.invalidOtp:
      return { kind: 'formError', field: 'code', code: 'CODE_WRONG' };
    case serverMessages.otpExpired:
    case serverMessages.invalidOtpSession:
      return to(method === 'mobile' ? paths.mobileCodeExpired : paths.landlineCodeExpired);
    case serverMessages.otpAttemptsExceeded:
      return to(paths.otpAttemptsExceeded);
    default:
      return to(paths.error);
  }
}

/**
 * Whether a security code's answer says that the session has no code to check ('Invalid OTP
 * Session'): none was sent, or the one sent has been used. The store then asks whether the second
 * factor is done (a used code submitted again, issue 54 "Bad input").
 * @param err - the API error
 */
export function codeSessionSpent(err: ApiError): boolean {
  return err.kind !== 'unauthorized' && err.message === serverMessages.invalidOtpSession;
}

/**
 * Where a failed resend leads: request limits go to otp-requests-exceeded, others to error.
 * @param err - the API error
 */
export function afterResendError(err: ApiError): Next {
  return afterTriggerError(err, 'mobile');
}

/**
 * Where the authorisation-code step leads. spec 000 §4 "After authcode": terms update →
 * terms-update; else consent → nhs-login-consent; else the browser goes to the location.
 * @param res - the authcode response
 */
export function afterAuthcode(res: AuthcodeResponse): Next {
  if (res.terms_update_required) return to(paths.termsUpdate);
  if (res.consent_required) return to(paths.consent);
  return res.Location ? { kind: 'redirect', url: res.Location } : to(paths.error);
}

/**
 * Whether identity proofing follows sign-in: the account needs uplift and the level the client
 * asked for is above P0. shared spec DECISIONS "vector of trust read from a cookie"; issue 28 item 1.
 * @param level - the vector-of-trust level of login state
 * @param upliftRequired - the account-status answer's uplift_required
 */
export function proofingFollows(level: VectorOfTrustLevel, upliftRequired: boolean): boolean {
  return upliftRequired && level !== 'P0';
}

/**
 * Whether the authorisation-code step's Location ends the journey: it leaves the app's pages —
 * another origin, or the provider's resume address under /authorize — rather than going on to
 * one of the app's own pages (e.g. /proofing when the level asked for needs proofing). The reset
 * action runs only then (spec 000 §3; issue 28 item 8).
 * @param url - the Location
 * @param appOrigin - this app's origin (undefined outside a browser)
 */
export function isJourneyEnd(url: string, appOrigin: string | undefined): boolean {
  try {
    const target = new URL(url, appOrigin ?? 'http://app.invalid');
    return (
      target.origin !== appOrigin ||
      target.pathname === authorizePath ||
      target.pathname.startsWith(`${authorizePath}/`)
    );
  } catch {
    return false;
  }
}

/**
 * Where a failed authorisation-code step leads. spec 000 §8 "Authcode failures": CID2011 →
 * login-problem-nhs-number; CID2012 → login-disabled (with errorCode, shared spec DECISIONS "login-disabled"); 401
 * 'Account is disabled' → login-disabled-authcode; an unauthorised session →
 * session-timeout; else error.
 * @param err - the API error
 */
export function afterAuthcodeError(err: ApiError): Next {
  if (err.errorCode === 'CID2011') return to(paths.loginProblemNhsNumber);
  if (err.errorCode === 'CID2012') return to(withErrorCode(paths.loginDisabled, err.errorCode));
  if (err.status === 401 && err.message === serverMessages.accountDisabled) {
    return to(withErrorCode(paths.loginDisabledAuthcode, err.errorCode));
  }
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  return to(paths.error);
}

// ---- second factor and session restart (signin-2fa) ----

/**
 * Where a failed request for a new security code leads. spec 000 §4 "Security code (landline)":
 * failure to trigger a call → call-failed, failure to trigger a text → error. The lockout texts
 * of §8 keep their own pages first: 'OTP requests exceeded' and 'Login attempts exceeded' →
 * otp-requests-exceeded, 'OTP attempts exceeded' → otp-attempts-exceeded; a timed-out session →
 * session-timeout.
 * @param err - the API error
 * @param method - mobile (a text) or landline (a call)
 */
export function afterTriggerError(err: ApiError, method: 'mobile' | 'landline'): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  switch (err.message) {
    case serverMessages.otpRequestsExceeded:
    case serverMessages.loginAttemptsExceeded:
      return to(paths.otpRequestsExceeded);
    case serverMessages.otpAttemptsExceeded:
      return to(paths.otpAttemptsExceeded);
    default:
      return to(method === 'landline' ? paths.callFailed : paths.error);
  }
}

/** A choice of choose-authentication-method. spec 000 §2. */
export type MethodChoice = 'mobile' | 'landline';

/**
 * A choice offered after a failed call or an expired code: a new text, a call to the landline
 * (via get-call-landline, which says to be at home), or a passkey. spec 000 §2.
 */
export type CodeChoice = 'text' | 'call' | 'passkey';

/** What the account holds and the browser can do, for the choices a page offers. */
export interface CodeChoiceContext {
  /** A mobile number is held. */
  hasMobile: boolean;
  /** A landline number is held (spec 000 §6: the landline option only then). */
  hasLandline: boolean;
  /** Passkeys are enabled and this browser supports them (spec 000 §6). */
  passkeyAvailable: boolean;
}

/** Pages that offer {@link CodeChoice} radios. */
export type CodeChoicePage = 'mobile-code-expired' | 'landline-code-expired' | 'call-failed';

/**
 * The radios a page offers, in order. mobile-code-expired: text me again; passkey (only if
 * available); landline call (only if a landline is held) — when it offers only the text, the page
 * shows the lone "Text me again" link instead. landline-code-expired and call-failed: call again;
 * text (only if a mobile is held); passkey (only if available). spec 000 §2, §6.
 * @param page - which page
 * @param ctx - numbers held and passkey availability
 */
export function codeChoices(page: CodeChoicePage, ctx: CodeChoiceContext): CodeChoice[] {
  if (page === 'mobile-code-expired') {
    return [
      'text',
      ...(ctx.passkeyAvailable ? (['passkey'] as const) : []),
      ...(ctx.hasLandline ? (['call'] as const) : []),
    ];
  }
  return [
    'call',
    ...(ctx.hasMobile ? (['text'] as const) : []),
    ...(ctx.passkeyAvailable ? (['passkey'] as const) : []),
  ];
}

/**
 * Where a choice leads, or that a text must first be sent ('sendText': the store sends it and
 * goes on to enter-mobile-code). call → get-call-landline; passkey → passkey-enter-email.
 * spec 000 §4 "Security code (mobile)": "The expired screen offers a new text, a passkey, or a
 * landline call".
 * @param choice - the radio chosen
 */
export function afterCodeChoice(choice: CodeChoice): Next | 'sendText' {
  switch (choice) {
    case 'text':
      return 'sendText';
    case 'call':
      return to(paths.getCallLandline);
    case 'passkey':
      return to(paths.passkeyEnterEmail);
  }
}

/**
 * What check-login does: with a valid id_token for this session's client (the second factor is
 * done) → authcode; an expired one → session-timeout (spec 001 §3; issue 28 item 10); with a
 * stored email → log-in-password; else enter-email. spec 000 §2 "check-login" (session-restart
 * target), docs/decisions/0020-session-restart.md.
 * @param ctx - the id_token's check ('invalid' when none is held), and the stored email ('' when none)
 */
export function afterCheckLogin(ctx: { idToken: IdTokenCheck; email: string }): Next {
  if (ctx.idToken === 'valid') return to(paths.authcode);
  if (ctx.idToken === 'expired') return to(paths.sessionTimeout);
  if (ctx.email) return to(paths.logInPassword);
  return to(paths.enterEmail);
}

// ---- end second factor ----
