import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { paths } from '../../paths.ts';
import {
  afterBrowserError,
  afterEnterEmailFailedChoice,
  afterPasskeyServiceError,
  afterVerify,
  isWafChallenge,
} from './transitions.ts';

const nav = (to: string) => ({ kind: 'navigate', to });
const dom = (name: string) => Object.assign(new Error('x'), { name });
const swa = (name: string, code: string) => Object.assign(new Error('x'), { name, code });

describe('afterBrowserError (spec 000 §4 "Passkey login", §8 browser codes)', () => {
  it.each([
    ['NotAllowedError (refused or cancelled)', dom('NotAllowedError'), paths.passkeyLoginFailed],
    [
      '@simplewebauthn passthrough NotAllowedError',
      swa('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY'),
      paths.passkeyLoginFailed,
    ],
    ['aborted ceremony', swa('AbortError', 'ERROR_CEREMONY_ABORTED'), paths.passkeyLoginFailed],
    ['invalid relying-party id', swa('SecurityError', 'ERROR_INVALID_RP_ID'), paths.error],
    ['invalid domain', swa('SecurityError', 'ERROR_INVALID_DOMAIN'), paths.error],
    ['authenticator general error', swa('UnknownError', 'ERROR_AUTHENTICATOR_GENERAL_ERROR'), paths.error],
    ['SecurityError', dom('SecurityError'), paths.error],
    ['UnknownError', dom('UnknownError'), paths.error],
    ['a plain Error (unknown)', new Error('WebAuthn is not supported in this browser'), paths.error],
    ['not an error at all', 'boom', paths.error],
    ['InvalidStateError (other)', dom('InvalidStateError'), paths.passkeyLoginFailed],
    ['AbortError without our signal (other)', dom('AbortError'), paths.passkeyLoginFailed],
    ['NotSupportedError (other)', dom('NotSupportedError'), paths.passkeyLoginFailed],
  ])('%s', (_n, err, to) => {
    expect(afterBrowserError(err)).toEqual(nav(to));
  });
});

describe('afterVerify (spec 000 §4)', () => {
  it('verified true → the browser goes to redirect_uri', () => {
    expect(afterVerify({ verified: true, redirect_uri: 'http://localhost:4173/authcode' })).toEqual({
      kind: 'redirect',
      url: 'http://localhost:4173/authcode',
    });
  });
  it('verified true without redirect_uri → error; verified false → passkey-login-failed', () => {
    expect(afterVerify({ verified: true })).toEqual(nav(paths.error));
    expect(afterVerify({ verified: false, redirect_uri: 'http://x/' })).toEqual(nav(paths.passkeyLoginFailed));
  });
});

describe('afterPasskeyServiceError (spec 000 §8 "Passkey service HTTP handling")', () => {
  const http = (status: number, message = '', kind: 'http' | 'unauthorized' = 'http') =>
    new ApiError(kind, status, '', message);
  it.each([
    [
      'Passkey login attempts exceeded',
      http(400, 'Passkey login attempts exceeded'),
      paths.passkeyLoginAttemptsExceeded,
    ],
    ['Passkey attempts exceeded', http(400, 'Passkey attempts exceeded'), paths.passkeyLoginAttemptsExceeded],
    ['451 blocked', http(451, 'Blocked'), paths.passkeyLoginBlocked],
    ['401 Unauthorized', http(401, 'Unauthorized', 'unauthorized'), paths.sessionTimeout],
    ['400 invalid session', http(400, 'invalid session'), paths.sessionInvalid],
    ['400 Invalid Session (any case)', http(400, 'Invalid Session'), paths.sessionInvalid],
    ['503', http(503), paths.serviceBusy],
    ['429', http(429), paths.serviceBusy],
    ['405 left after the challenge', http(405), paths.error],
    ['400 other', http(400, 'Bad request'), paths.error],
    ['500', http(500), paths.error],
    ['network', new ApiError('network', 0, '', 'Network error'), paths.error],
  ])('%s', (_n, err, to) => {
    expect(afterPasskeyServiceError(err)).toEqual(nav(to));
  });
  it('only 405 is a web-firewall challenge', () => {
    expect(isWafChallenge(http(405))).toBe(true);
    expect(isWafChallenge(http(403))).toBe(false);
  });
});

describe('afterEnterEmailFailedChoice (spec 000 §2)', () => {
  it.each([
    ['enterEmail', true, paths.passkeyEnterEmail],
    ['enterPassword', true, paths.logInPassword],
    ['enterPassword', false, paths.enterEmail],
  ] as const)('%s (email held: %s) → %s', (choice, hasEmail, to) => {
    expect(afterEnterEmailFailedChoice(choice, hasEmail)).toEqual(nav(to));
  });
});
