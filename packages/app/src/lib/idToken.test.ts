import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIdToken, idTokenSubject } from './idToken.ts';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (claims: unknown) => `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(claims))}.sig`;

describe('idTokenSubject (the account id for spec 001 §7 duplicate-account calls)', () => {
  it('reads the sub claim', () => {
    expect(idTokenSubject(jwt({ sub: 'a1b2c3', aud: 'demo-client' }))).toBe('a1b2c3');
  });
  it.each([
    ['no payload', 'abc'],
    ['a payload that is not base64url', 'a.@@@.c'],
    ['a payload that is not JSON', `a.${b64url('not json')}.c`],
    ['no sub', jwt({ aud: 'x' })],
    ['a sub that is not a string', jwt({ sub: 42 })],
    ['an empty sub', jwt({ sub: '' })],
  ])('%s gives undefined', (_, token) => {
    expect(idTokenSubject(token)).toBeUndefined();
  });
  it('never throws, whatever the token', () => {
    fc.assert(fc.property(fc.string(), (s) => (idTokenSubject(s), true)));
  });
});

describe('checkIdToken: aud and exp (spec 001 §3; issue 28 item 10)', () => {
  const now = Date.UTC(2026, 0, 1);
  const later = now / 1000 + 60;
  const expected = { clientId: 'demo-client', nowMs: now };
  it.each([
    ['aud is the session client, exp later', 'valid', jwt({ aud: 'demo-client', exp: later })],
    ['aud a list holding the session client', 'valid', jwt({ aud: ['x', 'demo-client'], exp: later })],
    ['exp now', 'expired', jwt({ aud: 'demo-client', exp: now / 1000 })],
    ['exp passed', 'expired', jwt({ aud: 'demo-client', exp: now / 1000 - 1 })],
    ["another client's token", 'invalid', jwt({ aud: 'another-client', exp: later })],
    ['no aud', 'invalid', jwt({ exp: later })],
    ['no exp', 'invalid', jwt({ aud: 'demo-client' })],
    ['not a JWT', 'invalid', 'a.b.c'],
    ['none held', 'invalid', undefined],
  ])('%s → %s', (_, result, token) => expect(checkIdToken(token, expected)).toBe(result));
  it('without a session client, no token is valid', () => {
    expect(checkIdToken(jwt({ aud: 'demo-client', exp: later }), { clientId: undefined, nowMs: now })).toBe('invalid');
  });
});
