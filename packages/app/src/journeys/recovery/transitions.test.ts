import { describe, expect, it } from 'vitest';
import { recoveryMessages, serverMessages } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import { afterNumberChange, afterNumberChangeError, backToSecurityCode, type NumberKind } from './transitions.ts';

const http = (message: string, status = 400) => new ApiError('http', status, '', message);

describe('afterNumberChange', () => {
  it.each<[NumberKind, string]>([
    ['mobile', '/enter-mobile-code'],
    ['landline', '/get-call-landline'],
  ])('%s → %s', (kind, to) => {
    expect(afterNumberChange(kind)).toEqual({ kind: 'navigate', to });
  });
});

describe('afterNumberChangeError (every error answer lands on a page or a field)', () => {
  it.each<[string, ApiError, NumberKind, unknown]>([
    [
      'invalid number',
      http(recoveryMessages.invalidPhoneNumber),
      'mobile',
      { kind: 'formError', field: 'mobile', code: 'FORMAT' },
    ],
    [
      'invalid number',
      http(recoveryMessages.invalidPhoneNumber),
      'landline',
      { kind: 'formError', field: 'landline', code: 'FORMAT' },
    ],
    [
      'same number',
      http(recoveryMessages.sameNumber),
      'mobile',
      { kind: 'formError', field: 'mobile', code: 'SAME_NUMBER' },
    ],
    [
      'P5/P9 account',
      http(recoveryMessages.identityCheckRequired, 403),
      'mobile',
      { kind: 'navigate', to: '/recovery/cannot-change-number' },
    ],
    [
      'P5/P9 account',
      http(recoveryMessages.identityCheckRequired, 403),
      'landline',
      { kind: 'navigate', to: '/recovery/cannot-change-number' },
    ],
    [
      'request limit',
      http(serverMessages.otpRequestsExceeded),
      'mobile',
      { kind: 'navigate', to: '/otp-requests-exceeded' },
    ],
    [
      'login limit',
      http(serverMessages.loginAttemptsExceeded),
      'mobile',
      { kind: 'navigate', to: '/otp-requests-exceeded' },
    ],
    [
      'code lockout',
      http(serverMessages.otpAttemptsExceeded),
      'landline',
      { kind: 'navigate', to: '/otp-attempts-exceeded' },
    ],
    ['no password yet', http(serverMessages.invalidOtpSession), 'mobile', { kind: 'navigate', to: '/check-login' }],
    [
      'session expired',
      new ApiError('unauthorized', 401, '', 'Unauthorized'),
      'mobile',
      { kind: 'navigate', to: '/session-timeout' },
    ],
    ['server failure', http('Number could not be changed', 500), 'mobile', { kind: 'navigate', to: '/error' }],
    [
      'network failure',
      new ApiError('network', 0, '', 'Network error'),
      'landline',
      { kind: 'navigate', to: '/error' },
    ],
    [
      'malformed answer',
      new ApiError('malformed', 200, '', 'Malformed response'),
      'mobile',
      { kind: 'navigate', to: '/error' },
    ],
  ])('%s (%s) → %j', (_name, err, kind, next) => {
    expect(afterNumberChangeError(err, kind)).toEqual(next);
  });
});

describe('backToSecurityCode', () => {
  it.each([
    [true, '/enter-mobile-code'],
    [false, '/get-call-landline'],
  ])('mobile held %s → %s', (hasMobile, to) => {
    expect(backToSecurityCode(hasMobile)).toBe(to);
  });
});
