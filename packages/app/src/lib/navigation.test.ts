import { describe, expect, it } from 'vitest';
import { consentRefusedUrl, isHttpUrl, redirectAllowed, registeredRedirect } from './navigation.ts';

describe('consent refused address (spec 000 §4 After authcode)', () => {
  it('adds access_denied, ConsentNotGiven and the state, URL-encoded', () => {
    const u = new URL(consentRefusedUrl('https://rp.example/cb', 'a b&c=d'));
    expect(u.searchParams.get('error')).toBe('access_denied');
    expect(u.searchParams.get('error_description')).toBe('ConsentNotGiven');
    expect(u.searchParams.get('state')).toBe('a b&c=d');
    expect(u.toString()).toContain('state=a+b%26c%3Dd');
  });
  it('leaves out state when there is none and keeps an existing query', () => {
    const u = new URL(consentRefusedUrl('https://rp.example/cb?x=1'));
    expect(u.searchParams.get('x')).toBe('1');
    expect(u.searchParams.has('state')).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://rp.example/cb', true],
    ['http://localhost:4001/callback', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['', false],
  ])('%s → %s', (u, ok) => expect(isHttpUrl(u)).toBe(ok));
});

describe('redirectAllowed (issue 24: redirects go only where they should)', () => {
  const policy = { appOrigin: 'https://login.example', registered: ['https://rp.example/callback'] };
  it.each([
    ['the app itself (the provider resumes there)', 'https://login.example/oidc/auth/abc'],
    ['an in-app page', 'https://login.example/authcode'],
    ['the registered redirect URI with the code and state', 'https://rp.example/callback?code=x&state=y'],
    ['the help centre', 'https://help.login.nhs.uk/duplicateaccount'],
  ])('allows %s', (_, url) => expect(redirectAllowed(url, policy)).toBe(true));
  it.each([
    ['another site', 'https://evil.example/callback'],
    ['another path of the client', 'https://rp.example/other'],
    ['the client over http', 'http://rp.example/callback'],
    ['a look-alike host', 'https://rp.example.evil.example/callback'],
    ['credentials in the address', 'https://rp.example@evil.example/callback'],
    ['a protocol-relative address', '//evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', '/error'],
  ])('refuses %s', (_, url) => expect(redirectAllowed(url, policy)).toBe(false));
  it('refuses every outside address while the client info is not held', () =>
    expect(redirectAllowed('https://rp.example/callback', { appOrigin: 'https://login.example', registered: [] })).toBe(
      false,
    ));
});

describe('registeredRedirect', () => {
  it('gives the registered URI (the back end’s value) that an address names, else undefined', () => {
    expect(registeredRedirect('https://rp.example/callback?x=1', ['https://rp.example/callback'])).toBe(
      'https://rp.example/callback',
    );
    expect(registeredRedirect('https://rp.example/cb2', ['https://rp.example/callback'])).toBeUndefined();
  });
});
