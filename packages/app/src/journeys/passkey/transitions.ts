import { passkeyServerMessages, serverMessages, type PasskeyVerifyResponse } from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { paths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';

export type { Next };

const to = (path: string): Next => ({ kind: 'navigate', to: path });

/** Passkey routes of the app. spec 000 §2 "Sign-in screens". */
export const passkeyPaths = {
  enterEmail: paths.passkeyEnterEmail,
  enterEmailLoginFailed: paths.passkeyEnterEmailLoginFailed,
  loginFailed: paths.passkeyLoginFailed,
  attemptsExceeded: paths.passkeyLoginAttemptsExceeded,
  blocked: paths.passkeyLoginBlocked,
} as const;

/** A browser passkey error as the transitions see it: its DOMException name and, from @simplewebauthn/browser, its code. */
export interface BrowserPasskeyError {
  /** e.g. NotAllowedError, SecurityError, AbortError, UnknownError. */
  name?: string;
  /** e.g. ERROR_CEREMONY_ABORTED, ERROR_INVALID_RP_ID, ERROR_INVALID_DOMAIN, ERROR_AUTHENTICATOR_GENERAL_ERROR. */
  code?: string;
}

/**
 * Where a browser error of the passkey prompt leads. spec 000 §4 "Passkey login" and §8 "Browser
 * passkey error codes": refused or cancelled (NotAllowedError) → passkey-login-failed, quietly;
 * an aborted ceremony → passkey-login-failed; a security error (invalid relying-party id,
 * invalid domain) or an unknown error (authenticator general error, anything without a name)
 * → error; any other browser error → passkey-login-failed.
 * @param err - what the prompt rejected with
 */
export function afterBrowserError(err: unknown): Next {
  const e = (typeof err === 'object' && err !== null ? err : {}) as BrowserPasskeyError;
  switch (e.code) {
    case 'ERROR_CEREMONY_ABORTED':
      return to(passkeyPaths.loginFailed);
    case 'ERROR_INVALID_RP_ID':
    case 'ERROR_INVALID_DOMAIN':
    case 'ERROR_AUTHENTICATOR_GENERAL_ERROR':
      return to(paths.error);
  }
  switch (e.name) {
    case 'NotAllowedError':
      return to(passkeyPaths.loginFailed);
    case 'SecurityError':
    case 'UnknownError':
    case undefined:
    case '':
    case 'Error':
      return to(paths.error);
    default:
      return to(passkeyPaths.loginFailed);
  }
}

/**
 * Where the verify answer leads. spec 000 §4 "Passkey login": verified true → the browser goes to
 * the returned redirect_uri (error without one); verified false → passkey-login-failed.
 * @param res - the verify response
 */
export function afterVerify(res: PasskeyVerifyResponse): Next {
  if (!res.verified) return to(passkeyPaths.loginFailed);
  return res.redirect_uri ? { kind: 'redirect', url: res.redirect_uri } : to(paths.error);
}

/** A 405 from the passkey service: the caller fetches the waf token and tries once more. */
export function isWafChallenge(err: ApiError): boolean {
  return err.status === 405;
}

/**
 * Where a failed passkey service call leads. spec 000 §8 "Passkey service HTTP handling":
 * 'Passkey login attempts exceeded' (or 'Passkey attempts exceeded') →
 * passkey-login-attempts-exceeded; 451 → the dedicated blocked page; 401 Unauthorized →
 * session-timeout; 400 'invalid session' → session-invalid; 503 or 429 → service-busy; a 405
 * still unanswered after the web-firewall challenge, and anything else → error.
 * @param err - the API error
 */
export function afterPasskeyServiceError(err: ApiError): Next {
  if (
    err.message === passkeyServerMessages.loginAttemptsExceeded ||
    err.message === serverMessages.passkeyAttemptsExceeded
  ) {
    return to(passkeyPaths.attemptsExceeded);
  }
  if (err.status === 451) return to(passkeyPaths.blocked);
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  if (err.status === 400 && err.message.toLowerCase() === passkeyServerMessages.invalidSession) {
    return to(paths.sessionInvalid);
  }
  if (err.status === 503 || err.status === 429) return to(paths.serviceBusy);
  return to(paths.error);
}

/** Choices of passkey-login-failed. spec 000 §2. */
export type LoginFailedChoice = 'tryAgain' | 'usePassword';
/** Choices of passkey-enter-email-login-failed. spec 000 §2. */
export type EnterEmailFailedChoice = 'enterEmail' | 'enterPassword';

/**
 * Where passkey-enter-email-login-failed's choice leads: enterEmail → passkey-enter-email;
 * enterPassword → log-in-password (enter-email when no email is held). spec 000 §2.
 * @param choice - the radio chosen
 * @param hasEmail - an email is held for this journey
 */
export function afterEnterEmailFailedChoice(choice: EnterEmailFailedChoice, hasEmail: boolean): Next {
  if (choice === 'enterEmail') return to(passkeyPaths.enterEmail);
  return to(hasEmail ? paths.logInPassword : paths.enterEmail);
}

/**
 * The password way out of every passkey page: log-in-password, or enter-email when no email is
 * held. The user can always escape to password sign-in (issue 5).
 * @param hasEmail - an email is held for this journey
 */
export function passwordRoute(hasEmail: boolean): string {
  return hasEmail ? paths.logInPassword : paths.enterEmail;
}
