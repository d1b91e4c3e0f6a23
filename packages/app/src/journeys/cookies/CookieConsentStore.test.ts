import { describe, expect, it, vi } from 'vitest';
import { ALL_NECESSARY_COOKIES, cookiePolicy } from '@nhsl/content';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { ANALYTICS_COOKIE, CookieConsentStore } from './CookieConsentStore.ts';
import { COOKIE_LIFETIMES } from './cookieLifetimes.ts';

// The four necessary cookies, and the session cookie script reads (issue 24: necessary too).
const necessary = { id_token: 't', 'nhs-authorization-cookie': 'a', remember_my_device: 'r', 'nhsl-session': 's' };

describe('spec 000 §4 Cookies', () => {
  it('refusing keeps only the four necessary cookies and never loads analytics', () => {
    const cookies = memoryCookieJar({ ...necessary, _ga: 'x', [ANALYTICS_COOKIE]: 'v', other: 'y' });
    const loadAnalytics = vi.fn();
    const store = new CookieConsentStore({ cookies, loadAnalytics });
    store.save(false);
    expect([...cookies.values.keys()].sort()).toEqual([
      'cookiePreference',
      'id_token',
      'nhs-authorization-cookie',
      'nhsl-session',
      'remember_my_device',
    ]);
    expect(cookies.values.get('cookiePreference')).toBe('no');
    expect(loadAnalytics).not.toHaveBeenCalled();
  });

  it("refusing keeps every necessary cookie, the journey cookie and the back end's session cookies included, and deletes the rest (issue 45 item 2)", () => {
    const kept = Object.fromEntries(ALL_NECESSARY_COOKIES.map((name) => [name, 'v']));
    const cookies = memoryCookieJar({ ...kept, [ANALYTICS_COOKIE]: 'v', _ga: 'x' });
    new CookieConsentStore({ cookies, loadAnalytics: vi.fn() }).save(false);
    expect([...cookies.values.keys()].sort()).toEqual([...ALL_NECESSARY_COOKIES].sort());
  });

  it('the cookie policy lists every necessary cookie it keeps (shared spec DECISIONS "the necessary cookies")', () => {
    const necessary = cookiePolicy.sections(COOKIE_LIFETIMES).find((s) => s.id === 'necessary-cookies');
    const listed = JSON.stringify(necessary);
    for (const name of ALL_NECESSARY_COOKIES) expect(listed, name).toContain(name.replace(/\.sig$/, ''));
    expect(listed).toContain('.sig');
    expect(listed).toContain('nhsl-journey: remembers where you are in logging in');
  });

  it('accepting sets the analytics visitor cookie, then loads analytics', () => {
    const cookies = memoryCookieJar();
    const loadAnalytics = vi.fn();
    const store = new CookieConsentStore({ cookies, loadAnalytics, randomId: () => 'visitor-1' });
    expect(store.showBanner).toBe(true);
    store.chooseFromBanner(true);
    expect(cookies.values.get(ANALYTICS_COOKIE)).toBe('visitor-1');
    expect(cookies.values.get('cookiePreference')).toBe('yes');
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(store.showBanner).toBe(true); // the confirmation
    store.hideBanner();
    expect(store.showBanner).toBe(false);
  });

  it('analytics does not load at start-up before consent, and does after it', () => {
    const loadAnalytics = vi.fn();
    new CookieConsentStore({ cookies: memoryCookieJar(), loadAnalytics }).start();
    new CookieConsentStore({ cookies: memoryCookieJar({ cookiePreference: 'no' }), loadAnalytics }).start();
    expect(loadAnalytics).not.toHaveBeenCalled();
    new CookieConsentStore({ cookies: memoryCookieJar({ cookiePreference: 'yes' }), loadAnalytics }).start();
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
  });

  it('a returning visitor who refused has any non-necessary cookie deleted at start-up; before a choice nothing is deleted', () => {
    const refused = memoryCookieJar({ ...necessary, cookiePreference: 'no', _ga: 'x', [ANALYTICS_COOKIE]: 'v' });
    new CookieConsentStore({ cookies: refused, loadAnalytics: vi.fn() }).start();
    expect([...refused.values.keys()].sort()).toEqual([
      'cookiePreference',
      'id_token',
      'nhs-authorization-cookie',
      'nhsl-session',
      'remember_my_device',
    ]);
    const undecided = memoryCookieJar({ ...necessary, other: 'y' });
    new CookieConsentStore({ cookies: undecided, loadAnalytics: vi.fn() }).start();
    expect(undecided.values.get('other')).toBe('y');
    const accepted = memoryCookieJar({ cookiePreference: 'yes', [ANALYTICS_COOKIE]: 'v' });
    new CookieConsentStore({ cookies: accepted, loadAnalytics: vi.fn() }).start();
    expect(accepted.values.get(ANALYTICS_COOKIE)).toBe('v');
  });

  it('accepting keeps an existing visitor id rather than making a new one', () => {
    const cookies = memoryCookieJar({ [ANALYTICS_COOKIE]: 'old-visitor' });
    new CookieConsentStore({ cookies, loadAnalytics: vi.fn(), randomId: () => 'new' }).save(true);
    expect(cookies.values.get(ANALYTICS_COOKIE)).toBe('old-visitor');
  });

  it('a returning visitor with a choice sees no banner', () => {
    expect(
      new CookieConsentStore({ cookies: memoryCookieJar({ cookiePreference: 'no' }), loadAnalytics: vi.fn() })
        .showBanner,
    ).toBe(false);
  });
});

describe('analytics error events follow the choice (issue 16)', () => {
  it('is told the saved choice at start-up and every new choice, so error events flow only while accepted', () => {
    const onConsent = vi.fn();
    const store = new CookieConsentStore({
      cookies: memoryCookieJar({ cookiePreference: 'yes' }),
      loadAnalytics: vi.fn(),
      onConsent,
    });
    store.start();
    store.save(false);
    store.chooseFromBanner(true);
    expect(onConsent.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('before any choice it is told "not accepted"', () => {
    const onConsent = vi.fn();
    new CookieConsentStore({ cookies: memoryCookieJar(), loadAnalytics: vi.fn(), onConsent }).start();
    expect(onConsent.mock.calls).toEqual([[false]]);
  });
});
