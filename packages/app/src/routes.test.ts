import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from './lib/cookieJar.ts';
import { guardRedirect, pageRoutes } from './routes.tsx';
import { trackPageView, pageViews } from './shell/analytics.ts';
import { nullStorage } from './stores/persistence.ts';
import { RootStore } from './stores/RootStore.ts';
import { stubApi } from './test/stubApi.ts';

describe('route table', () => {
  it('every route has a unique tracking id and a title; the wildcard comes last', () => {
    const ids = pageRoutes.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of pageRoutes) {
      expect(r.meta.id, r.path).toMatch(/^[a-z-]+:[a-z0-9-]+$/);
      // The tab shows "<title> - NHS login" and the page's name is announced from it: a heading in
      // sentence case, on one line, with no full stop or space at its end and no product suffix.
      expect(r.meta.title, r.path).toMatch(/^[A-Z][^\n]*[^\s.]$/);
      expect(r.meta.title, r.path).not.toMatch(/ - NHS login$/);
    }
    expect(pageRoutes.at(-1)!.path).toBe('*');
  });

  it.each([
    ['/enter-email', 'Enter your email address'],
    ['/log-in-password', 'Enter your password'],
    ['/enter-mobile-code', 'Enter the security code'],
    ['/nhs-login-consent', 'Do you agree to share your information?'],
    ['/proofing/enter-dob', 'What is your date of birth?'],
    ['/register/create-password', 'Create a password'],
    ['/session-timeout', 'We have logged you out'],
    ['/sign-in-finished', 'You have finished logging in'],
    ['/account', 'Your NHS login'],
    ['*', 'We cannot find that page'],
  ])('%s is titled "%s"', (path, title) => {
    expect(pageRoutes.find((r) => r.path === path)?.meta.title).toBe(title);
  });

  it('tracks a page view by id, and warns for a route without one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = pageViews.length;
    trackPageView('sign-in:enter-email', '/enter-email');
    expect(pageViews.at(-1)!.id).toBe('sign-in:enter-email');
    trackPageView(undefined, '/somewhere');
    expect(pageViews.length).toBe(before + 1);
    expect(warn).toHaveBeenCalledWith('No tracking id for route /somewhere');
  });
});

describe('guards (spec 000 §6)', () => {
  const store = (cookies: Record<string, string> = {}) =>
    new RootStore({ api: stubApi(), storage: nullStorage, cookies: memoryCookieJar(cookies) });
  it('a route needing a session goes to no-client-info without one', () => {
    expect(guardRedirect('session', store())).toBe('/no-client-info');
    expect(guardRedirect(undefined, store())).toBeUndefined();
  });
  it('consent routes also need the id_token cookie', () => {
    const s = store();
    s.session.setSession('s', { client_id: 'c', redirect_uri: 'http://x/cb' });
    expect(guardRedirect('session', s)).toBeUndefined();
    expect(guardRedirect('consent', s)).toBe('/no-client-info');
    s.cookies.set('id_token', 'a.b.c');
    expect(guardRedirect('consent', s)).toBeUndefined();
  });
  it('issue 54: once the journey has ended, consent says the sign-in is finished (its session only), not CID1004', () => {
    const s = store();
    s.session.setSession('m1', { client_id: 'c', redirect_uri: 'http://x/cb' });
    s.endJourney();
    expect(s.cookies.get('nhsl-finished')).toBe('m1');
    // Back to consent: the same session, read again from its cookie, without the id_token.
    s.session.setSession('m1', { client_id: 'c', redirect_uri: 'http://x/cb' });
    expect(guardRedirect('consent', s)).toBe('/sign-in-finished');
    expect(guardRedirect('session', s)).toBeUndefined();
    // Another session of the same browser has not finished.
    s.session.setSession('m2', { client_id: 'c', redirect_uri: 'http://x/cb' });
    expect(guardRedirect('consent', s)).toBe('/no-client-info');
  });
});

// ---- session restart (signin-2fa) ----
describe('missing client id (spec 000 §4 Session restart and loading)', () => {
  const store = () => new RootStore({ api: stubApi(), storage: nullStorage, cookies: memoryCookieJar() });
  it('no session at all goes to no-client-info; a session that lost its client id goes to error', () => {
    const s = store();
    expect(guardRedirect('session', s)).toBe('/no-client-info');
    s.session.assign({ marker: 's', oidcParams: undefined });
    expect(guardRedirect('session', s)).toBe('/error');
    expect(guardRedirect('consent', s)).toBe('/error');
  });
  it('the second-factor and restart routes need a session', () => {
    for (const path of [
      '/choose-authentication-method',
      '/get-call-landline',
      '/enter-landline-code',
      '/call-failed',
      '/landline-code-expired',
      '/mobile-code-expired',
      '/check-account-status',
      '/check-login',
    ]) {
      expect(pageRoutes.find((r) => r.path === path)?.guard, path).toBe('session');
    }
  });
});
