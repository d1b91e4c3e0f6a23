import { describe, expect, it } from 'vitest';
import { COOKIE_PREFERENCE_COOKIE } from '@nhsl/contract';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import { cookieSettingsAction, safeReturnTo } from './actions.ts';

const post = (body: Record<string, string>) =>
  new Request('http://localhost/cookies/cookie-settings', {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

function makeStore() {
  const cookies = memoryCookieJar();
  return { cookies, store: new RootStore({ api: stubApi({}), cookies, minimumDelayMs: 0, storage: nullStorage }) };
}

describe('the cookie forms posted without script (issue 23, spec 000 §4 "Cookies")', () => {
  it('a banner choice is saved and goes back (303) to the page the user was on', async () => {
    const { store, cookies } = makeStore();
    const res = (await cookieSettingsAction(
      store,
      post({ _csrf: 't', _action: 'reject', returnTo: '/privacy?x=1' }),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/privacy?x=1');
    expect(cookies.get(COOKIE_PREFERENCE_COOKIE)).toBe('no');
    // The page it goes back to shows the banner's confirmation (issue 54), and only that page.
    expect(store.page.notice).toBe('cookiesRejected');
    store.page.showNotice();
    expect(store.page.shownNotice).toBe('cookiesRejected');
    expect(store.page.notice).toBe('');
  });

  it('an accepted choice leaves its own confirmation; hiding leaves none (issue 54)', async () => {
    const { store } = makeStore();
    await cookieSettingsAction(store, post({ _csrf: 't', _action: 'accept', returnTo: '/privacy' }));
    expect(store.page.notice).toBe('cookiesAccepted');
    const hidden = makeStore().store;
    await cookieSettingsAction(hidden, post({ _csrf: 't', _action: 'hide', returnTo: '/privacy' }));
    expect(hidden.page.notice).toBe('');
  });

  it('the page to go back to is a path on this site only: none given, the settings page; anything else, 400', () => {
    for (const none of [null, '']) expect(safeReturnTo(none)).toBe('/cookies/cookie-settings');
    expect(safeReturnTo('/enter-email')).toBe('/enter-email');
    expect(safeReturnTo('/privacy?x=1')).toBe('/privacy?x=1');
  });

  // issue 45 Security: a tab let `/\t/evil.example/x` through (303), and characters a Location
  // header cannot hold gave 500.
  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example/x',
    '/privacy\n',
    '/privacy\r',
    '/\v/evil.example',
    '/privacy\u3000',
  ])('a banner post whose returnTo is %j is refused with 400, and nothing is saved', async (returnTo) => {
    const { store, cookies } = makeStore();
    await expect(cookieSettingsAction(store, post({ _csrf: 't', _action: 'accept', returnTo }))).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(cookies.get(COOKIE_PREFERENCE_COOKIE)).toBeUndefined();
  });

  it('an unknown field or intent is refused and nothing is saved', async () => {
    const { store, cookies } = makeStore();
    await expect(cookieSettingsAction(store, post({ _action: 'accept', extra: '1' }))).rejects.toMatchObject({
      init: { status: 400 },
    });
    await expect(cookieSettingsAction(store, post({ _action: 'explode' }))).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(cookies.get(COOKIE_PREFERENCE_COOKIE)).toBeUndefined();
  });
});
