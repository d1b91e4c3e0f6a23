import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import {
  afterConfirmChangePassword,
  afterConfirmChangePasswordError,
  afterForgotPassword,
  afterForgotPasswordError,
} from './transitions.ts';

const nav = (to: string) => ({ kind: 'navigate', to });
const http = (message: string, status = 400) => new ApiError('http', status, '', message);
const NOW = 1_800_000_000_000;

describe('spec 001 §4 "Password reset": confirm-change-password', () => {
  it('success → reset/success', () => expect(afterConfirmChangePassword()).toEqual(nav('/reset/success')));

  it.each([
    ['User not found', NOW + 1, '/reset/link-not-working'],
    ['Mismatched code', NOW + 1, '/reset/link-not-working'],
    ['Reset attempts exceeded', NOW + 1, '/reset/attempts-exceeded'],
    ['Expired code', NOW - 1, '/reset/link-expired'],
    ['Expired code', NOW, '/reset/link-used'],
    ['Expired code', NOW + 60_000, '/reset/link-used'],
    ['Something else', NOW + 1, '/error'],
    ['', NOW + 1, '/error'],
  ])('%s (expiry %i) → %s', (message, expiry, to) => {
    expect(afterConfirmChangePasswordError(http(message), expiry, NOW)).toEqual(nav(to));
  });

  it("'Password is too common' (the back end's full list; issue 29) → the page's common-password message", () => {
    expect(afterConfirmChangePasswordError(http('Password is too common'), NOW + 1, NOW)).toEqual({
      kind: 'formError',
      field: 'password',
      code: 'NEW_PASSWORD_COMMON',
    });
  });

  it('session-timeout handling comes first, whatever the message', () => {
    for (const message of ['Unauthorized', 'Expired code', 'User not found']) {
      expect(afterConfirmChangePasswordError(new ApiError('unauthorized', 401, '', message), NOW - 1, NOW)).toEqual(
        nav('/session-timeout'),
      );
    }
  });

  it.each([
    ['network', 0],
    ['malformed', 200],
  ] as const)('a %s failure → error', (kind, status) => {
    expect(afterConfirmChangePasswordError(new ApiError(kind, status, '', 'Expired code'), NOW - 1, NOW)).toEqual(
      nav('/error'),
    );
  });
});

describe('spec 000 §2 forgotten-password → check-email', () => {
  it('success → reset/check-email', () => expect(afterForgotPassword()).toEqual(nav('/reset/check-email')));
  it.each([
    [new ApiError('unauthorized', 401, '', 'Unauthorized'), '/session-timeout'],
    [http('Bad request'), '/error'],
    [new ApiError('network', 0, '', 'Network error'), '/error'],
  ])('%o → %s', (err, to) => expect(afterForgotPasswordError(err)).toEqual(nav(to)));
});
