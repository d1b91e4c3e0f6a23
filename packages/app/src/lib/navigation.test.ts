import { describe, expect, it } from 'vitest';
import { consentRefusedUrl, isHttpUrl } from './navigation.ts';

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
