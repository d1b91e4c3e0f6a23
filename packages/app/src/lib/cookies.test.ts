import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';

// Issue 29, item 2: the browser's one cookie parser; issue 24: a malformed cookie reads as absent.
describe('parseCookies (document.cookie)', () => {
  it('reads each cookie in order, its value URI-decoded, "=" inside a value kept', () => {
    expect(parseCookies('a=1; cookiePreference=yes;b=x%20y; token=ab==')).toEqual([
      ['a', '1'],
      ['cookiePreference', 'yes'],
      ['b', 'x y'],
      ['token', 'ab=='],
    ]);
  });

  it('a value that cannot be decoded is undefined, and its name is still listed', () => {
    expect(parseCookies('nhs-authorization-cookie=%E0%A4%A; cookiePreference=no')).toEqual([
      ['nhs-authorization-cookie', undefined],
      ['cookiePreference', 'no'],
    ]);
  });

  it('an empty string has no cookies', () => expect(parseCookies('')).toEqual([]));

  it('never throws, whatever the string', () => {
    fc.assert(fc.property(fc.string(), (s) => (parseCookies(s), true)));
  });
});
