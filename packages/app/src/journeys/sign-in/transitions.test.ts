import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import {
  afterAccountStatus,
  afterAuthcode,
  afterAuthcodeError,
  afterLogin,
  afterLoginError,
  afterOtpError,
  afterResendError,
  afterCheckLogin,
  isJourneyEnd,
  afterCodeChoice,
  afterTriggerError,
  codeChoices,
} from './transitions.ts';
import { afterAccountStatusError, afterSessionTimeout } from '../../shell/next.ts';

const http = (message: string, errorCode = '', status = 400) => new ApiError('http', status, errorCode, message);
const nav = (to: string) => ({ kind: 'navigate', to });

describe('spec 000 §4 Account status after email entry', () => {
  it.each([
    ['NOT_FOUND', undefined, false, '/register/create-account-steps'],
    ['NOT_FOUND', 'true', false, '/register/create-account-steps'],
    ['NOT_FOUND', 'false', false, '/not-registered'],
    ['CONFIRMED', undefined, false, '/log-in-password'],
    ['CONFIRMED', undefined, true, '/passkey-enter-email'],
    ['RESET_REQUIRED', undefined, true, '/log-in-password'],
    ['UNCONFIRMED', undefined, false, '/register/check-email'],
    ['SOMETHING_ELSE', undefined, false, '/error'],
    ['', undefined, false, '/error'],
  ])('%s (allow_registration %s, passkey %s) → %s', (status, allowRegistration, passkeyAvailable, to) => {
    expect(afterAccountStatus(status, { allowRegistration, passkeyAvailable })).toEqual(nav(to));
  });

  it('a server answer "Invalid email address" is the EMAIL_FORMAT form error', () => {
    expect(afterAccountStatusError(http('Invalid email address'))).toEqual({
      kind: 'formError',
      field: 'email',
      code: 'EMAIL_FORMAT',
    });
  });
  it('an expired session goes to session-timeout, anything else to error', () => {
    expect(afterAccountStatusError(new ApiError('unauthorized', 401, '', 'Unauthorized'))).toEqual(
      nav('/session-timeout'),
    );
    expect(afterAccountStatusError(new ApiError('network', 0, '', 'Network error'))).toEqual(nav('/error'));
  });
});

describe('spec 000 §4 Login authentication_state', () => {
  const base = { authentication_methods: { mobile: true, landline: false } };
  it.each([
    ['UNREGISTERED', { mobile: true, landline: false }, nav('/register/enter-mobile')],
    ['VERIFIED', { mobile: true, landline: false }, nav('/enter-mobile-code')],
    ['VERIFIED', { mobile: false, landline: true }, nav('/get-call-landline')],
    ['VERIFIED', { mobile: true, landline: true }, nav('/choose-authentication-method')],
    ['VERIFIED', { mobile: false, landline: false }, nav('/error')],
    ['RESET_PASSWORD', { mobile: true, landline: false }, nav('/restore-message')],
    ['WHATEVER', { mobile: true, landline: false }, nav('/error')],
  ])('%s with %o', (state, methods, next) => {
    expect(afterLogin({ ...base, authentication_state: state, authentication_methods: methods })).toEqual(next);
  });
  it('AUTHENTICATED redirects the browser to redirect_uri', () => {
    expect(
      afterLogin({ ...base, authentication_state: 'AUTHENTICATED', redirect_uri: 'https://rp.example/cb' }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://rp.example/cb',
    });
    expect(afterLogin({ ...base, authentication_state: 'AUTHENTICATED' })).toEqual(nav('/error'));
  });
});

describe('spec 000 §8 Login and password errors', () => {
  it.each([
    ['Incorrect username or password.', '', { kind: 'formError', field: 'password', code: 'PASSWORD_WRONG' }],
    ['Password attempts exceeded', '', nav('/password-attempts-exceeded')],
    ['Login attempts exceeded', '', nav('/otp-requests-exceeded')],
    ['OTP requests exceeded', '', nav('/otp-requests-exceeded')],
    ['OTP attempts exceeded', '', nav('/otp-attempts-exceeded')],
    ['Account is disabled', 'CID2013', nav('/account-disabled?errorCode=CID2013')],
    ['Account is disabled', '', nav('/error-account')],
    ['Account is disabled', 'CID9999', nav('/error-account')],
    ['Reset attempts exceeded', '', nav('/reset/attempts-exceeded')],
    ['Passkey attempts exceeded', '', nav('/passkey-login-attempts-exceeded')],
    ['Something unexpected', '', nav('/error')],
  ])('%s (%s)', (message, code, next) => {
    expect(afterLoginError(http(message, code))).toEqual(next);
  });
});

describe('spec 000 §4 Security code', () => {
  it.each([
    ['Invalid OTP', 'mobile', { kind: 'formError', field: 'code', code: 'CODE_WRONG' }],
    ['OTP has expired', 'mobile', nav('/mobile-code-expired')],
    ['Invalid OTP Session', 'mobile', nav('/mobile-code-expired')],
    ['OTP has expired', 'landline', nav('/landline-code-expired')],
    ['Invalid OTP Session', 'landline', nav('/landline-code-expired')],
    ['OTP attempts exceeded', 'mobile', nav('/otp-attempts-exceeded')],
    ['Anything else', 'mobile', nav('/error')],
  ] as const)('%s (%s)', (message, method, next) => {
    expect(afterOtpError(http(message), method)).toEqual(next);
  });
  it('resend limits go to otp-requests-exceeded; others to error', () => {
    expect(afterResendError(http('OTP requests exceeded'))).toEqual(nav('/otp-requests-exceeded'));
    expect(afterResendError(http('boom'))).toEqual(nav('/error'));
  });
});

describe('spec 000 §4 After authcode', () => {
  it('terms update comes first, then consent, then the location', () => {
    expect(afterAuthcode({ terms_update_required: true, consent_required: true, Location: 'https://x/cb' })).toEqual(
      nav('/terms-update'),
    );
    expect(afterAuthcode({ terms_update_required: false, consent_required: true, Location: 'https://x/cb' })).toEqual(
      nav('/nhs-login-consent'),
    );
    expect(
      afterAuthcode({ terms_update_required: false, consent_required: false, Location: 'https://x/cb?code=1' }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://x/cb?code=1',
    });
    expect(afterAuthcode({ terms_update_required: false, consent_required: false })).toEqual(nav('/error'));
  });
  it.each([
    [http('x', 'CID2011'), nav('/login-problem-nhs-number')],
    [http('x', 'CID2012'), nav('/login-disabled?errorCode=CID2012')],
    [http('Account is disabled', '', 401), nav('/login-disabled-authcode')],
    [new ApiError('unauthorized', 401, '', 'Unauthorized'), nav('/session-timeout')],
    [http('x', '', 500), nav('/error')],
  ])('failure %#', (err, next) => {
    expect(afterAuthcodeError(err)).toEqual(next);
  });
});

// ---- second factor and session restart (signin-2fa) ----

describe('spec 000 §4 Security code (landline): failure to trigger a call or a text', () => {
  const unauthorised = new ApiError('unauthorized', 401, '', 'Unauthorized');
  it.each([
    ['landline', http('Call could not be made', '', 500), nav('/call-failed')],
    ['landline', new ApiError('network', 0, '', 'Network error'), nav('/call-failed')],
    ['mobile', http('Text could not be sent', '', 500), nav('/error')],
    ['mobile', new ApiError('network', 0, '', 'Network error'), nav('/error')],
    ['landline', http('OTP requests exceeded'), nav('/otp-requests-exceeded')],
    ['mobile', http('OTP requests exceeded'), nav('/otp-requests-exceeded')],
    ['mobile', http('Login attempts exceeded'), nav('/otp-requests-exceeded')],
    ['landline', http('OTP attempts exceeded'), nav('/otp-attempts-exceeded')],
    ['mobile', http('OTP attempts exceeded'), nav('/otp-attempts-exceeded')],
    ['landline', unauthorised, nav('/session-timeout')],
    ['mobile', unauthorised, nav('/session-timeout')],
  ] as const)('%s: %s', (method, err, next) => {
    expect(afterTriggerError(err, method)).toEqual(next);
  });
  it('the resend of enter-mobile-code is a text trigger', () => {
    expect(afterResendError(http('anything', '', 500))).toEqual(nav('/error'));
  });
});

describe('spec 000 §2 choices after a failed call or an expired code (landline only when held, passkey only when available)', () => {
  const ctx = (hasMobile: boolean, hasLandline: boolean, passkeyAvailable: boolean) => ({
    hasMobile,
    hasLandline,
    passkeyAvailable,
  });
  it.each([
    ['mobile-code-expired', ctx(true, false, false), ['text']],
    ['mobile-code-expired', ctx(true, true, false), ['text', 'call']],
    ['mobile-code-expired', ctx(true, false, true), ['text', 'passkey']],
    ['mobile-code-expired', ctx(true, true, true), ['text', 'passkey', 'call']],
    ['landline-code-expired', ctx(false, true, false), ['call']],
    ['landline-code-expired', ctx(true, true, false), ['call', 'text']],
    ['landline-code-expired', ctx(true, true, true), ['call', 'text', 'passkey']],
    ['call-failed', ctx(false, true, false), ['call']],
    ['call-failed', ctx(true, true, false), ['call', 'text']],
    ['call-failed', ctx(false, true, true), ['call', 'passkey']],
  ] as const)('%s with %o offers %o', (page, c, choices) => {
    expect(codeChoices(page, c)).toEqual(choices);
  });
  it.each([
    ['text', 'sendText'],
    ['call', nav('/get-call-landline')],
    ['passkey', nav('/passkey-enter-email')],
  ] as const)('%s → %o', (choice, next) => {
    expect(afterCodeChoice(choice)).toEqual(next);
  });
});

describe('isJourneyEnd: when the reset action runs after authcode (spec 000 §3; issue 28 item 8)', () => {
  const app = 'https://login.example.org';
  it.each([
    ['the provider resuming under /authorize', `${app}/authorize/abc123`, true],
    ['the client', 'https://service.example.com/callback?code=x', true],
    ["the app's proofing pages", `${app}/proofing`, false],
    ['an app path without origin', '/proofing', false],
  ])('%s → %s', (_, url, end) => expect(isJourneyEnd(url, app)).toBe(end));
});

describe('spec 000 §4 Session restart and loading', () => {
  it.each([
    [{ idToken: 'valid', email: 'a@example.com' }, nav('/authcode')],
    [{ idToken: 'valid', email: '' }, nav('/authcode')],
    [{ idToken: 'expired', email: 'a@example.com' }, nav('/session-timeout')],
    [{ idToken: 'invalid', email: 'a@example.com' }, nav('/log-in-password')],
    [{ idToken: 'invalid', email: '' }, nav('/enter-email')],
  ] as const)('check-login with %o', (ctx, next) => {
    expect(afterCheckLogin(ctx)).toEqual(next);
  });
  const unauthorised = new ApiError('unauthorized', 401, '', 'Unauthorized');
  it.each([
    [unauthorised, true, '/check-account-status', nav('/check-account-status')],
    [unauthorised, true, '/check-login', nav('/check-login')],
    [unauthorised, false, '/check-account-status', nav('/session-timeout')],
    [unauthorised, false, '/check-login', nav('/session-timeout')],
    [http('Incorrect username or password.'), true, '/check-login', undefined],
    [http('Account is disabled', 'CID2014', 401), true, '/check-login', undefined],
  ] as const)('timeout handler %#', (err, restarted, restartAt, next) => {
    expect(afterSessionTimeout(err, restarted, restartAt)).toEqual(next);
  });
});

describe('spec 000 §8 Other: Auth API 401/403 and the login catalogue', () => {
  it.each([
    [new ApiError('unauthorized', 401, '', 'Unauthorized'), nav('/session-timeout')],
    [
      new ApiError('unauthorized', 403, '', 'User is not authorized to access this resource with an explicit deny'),
      nav('/session-timeout'),
    ],
    [http('Unauthorized', 'CID2014', 401), nav('/error')],
  ])('login failure %#', (err, next) => {
    expect(afterLoginError(err)).toEqual(next);
  });
});
// ---- end second factor ----
