import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { afterRegistrationError, registrationSteps, type RegistrationCall } from './transitions.ts';

const nav = (to: string) => ({ kind: 'navigate', to });
const formError = (field: string, code: string) => ({ kind: 'formError', field, code });
const http = (message: string, status = 400) => new ApiError('http', status, '', message);

describe('issue 15: each registration step leads on', () => {
  it.each([
    ['emailValidated', '/register/terms-of-use'],
    ['termsAgreed', '/register/check-email'],
    ['emailConfirmed', '/register/create-password'],
    ['passwordCreated', '/register/enter-mobile'],
    ['mobileEntered', '/register/enter-mobile-code'],
    ['accountCreated', '/authcode'],
  ] as const)('%s → %s', (step, to) => expect(registrationSteps[step]).toBe(to));
});

describe('issue 15: where each failed registration call leads', () => {
  it.each<[RegistrationCall, string, object]>([
    ['validateEmail', 'Invalid email address', formError('email', 'EMAIL_FORMAT')],
    ['validateEmail', 'Account already exists', formError('email', 'EMAIL_TAKEN')],
    ['start', 'Account already exists', formError('email', 'EMAIL_TAKEN')],
    ['start', 'OTP requests exceeded', nav('/otp-requests-exceeded')],
    ['resend', 'OTP requests exceeded', nav('/otp-requests-exceeded')],
    ['resend', 'OTP attempts exceeded', nav('/otp-attempts-exceeded')],
    ['emailCode', 'Invalid OTP', formError('code', 'CODE_WRONG')],
    ['emailCode', 'OTP has expired', formError('code', 'CODE_EXPIRED')],
    ['emailCode', 'Invalid OTP Session', nav('/register/create-account')],
    ['emailCode', 'OTP attempts exceeded', nav('/otp-attempts-exceeded')],
    ['password', 'Password is too common', formError('password', 'PASSWORD_COMMON')],
    ['password', 'Password does not meet the rules', nav('/error')],
    ['password', 'Invalid OTP Session', nav('/register/create-account')],
    ['mobile', 'Invalid mobile number', formError('mobile', 'MOBILE_FORMAT')],
    ['mobile', 'OTP requests exceeded', nav('/otp-requests-exceeded')],
    ['mobile', 'Text could not be sent', nav('/error')],
    ['mobileCode', 'Invalid OTP', formError('code', 'CODE_WRONG')],
    ['mobileCode', 'OTP has expired', formError('code', 'CODE_EXPIRED')],
    ['mobileCode', 'OTP attempts exceeded', nav('/otp-attempts-exceeded')],
    // A message that belongs to another call is not shown on the wrong field.
    ['mobile', 'Invalid OTP', nav('/error')],
    ['password', 'Invalid email address', nav('/error')],
    ['emailCode', 'Password is too common', nav('/error')],
    ['validateEmail', 'Invalid mobile number', nav('/error')],
    ['resend', 'OTP has expired', nav('/error')],
    ['validateEmail', 'Internal server error', nav('/error')],
  ])('%s answering %s', (call, message, next) => expect(afterRegistrationError(call, http(message))).toEqual(next));

  it('an unauthorised session → session-timeout, whatever the call and message', () => {
    for (const call of ['validateEmail', 'start', 'emailCode', 'password', 'mobile', 'mobileCode', 'resend'] as const) {
      expect(afterRegistrationError(call, new ApiError('unauthorized', 401, '', 'Invalid OTP'))).toEqual(
        nav('/session-timeout'),
      );
    }
  });

  it.each([
    ['network', 0],
    ['malformed', 200],
  ] as const)('a %s failure → error, even with a known message', (kind, status) => {
    expect(afterRegistrationError('emailCode', new ApiError(kind, status, '', 'Invalid OTP'))).toEqual(nav('/error'));
  });
});
