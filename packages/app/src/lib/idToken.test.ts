import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idTokenSubject } from './idToken.ts';

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
