import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';

const CALLBACK = 'http://localhost:4001/callback';
const RESUME = 'http://localhost:5173/authorize/abc123';

function makeStore(api: Partial<IdentityApi>, withSession = true) {
  const store = new RootStore({
    api: stubApi(api),
    cookies: memoryCookieJar(),
    minimumDelayMs: 0,
    storage: nullStorage,
  });
  if (withSession) store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: CALLBACK, state: 's 1' });
  // The client's info as the back end gives it, with its registered redirect URI (issue 24).
  store.client.assign({
    client: { client_id: 'demo-client', approved_scopes: [], claims: [], redirect_uris: [CALLBACK] },
  });
  return store;
}

describe('ConsentStore refusals (spec 000 §4 "After authcode"; docs/DECISIONS.md "OpenID Connect provider")', () => {
  it.each([
    ['no-consent', 'ConsentNotGiven'],
    ['terms', 'TermsNotAgreed'],
  ] as const)(
    '%s: the provider ends the sign-in and the browser goes to the address it answers',
    async (which, reason) => {
      const refuse = vi.fn().mockResolvedValue(RESUME);
      const store = makeStore({ refuse });
      const next =
        which === 'terms' ? await store.consent.declineTerms() : await store.consent.confirmChoice('no-consent');
      expect(next).toEqual({ kind: 'redirect', url: RESUME });
      expect(refuse).toHaveBeenCalledWith(reason);
    },
  );

  it('a 401 goes to session-timeout', async () => {
    const store = makeStore({ refuse: () => Promise.reject(new ApiError('unauthorized', 401, '', 'Unauthorized')) });
    expect(await store.consent.confirmChoice('no-consent')).toEqual({ kind: 'navigate', to: '/session-timeout' });
    expect(await store.consent.declineTerms()).toEqual({ kind: 'navigate', to: '/session-timeout' });
  });

  it('any other failure still returns to the client with access_denied, the reason and the state', async () => {
    const store = makeStore({ refuse: () => Promise.reject(new ApiError('http', 500, '', 'Internal server error')) });
    const consent = await store.consent.confirmChoice('no-consent');
    expect(consent.kind).toBe('redirect');
    const url = new URL(consent.kind === 'redirect' ? consent.url : '');
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'ConsentNotGiven',
      state: 's 1',
    });
    const terms = await store.consent.declineTerms();
    expect(terms.kind === 'redirect' && new URL(terms.url).searchParams.get('error_description')).toBe(
      'TermsNotAgreed',
    );
  });

  it('"agree" goes back to the consent page; without a session, no-client-info', async () => {
    const refuse = vi.fn();
    expect(await makeStore({ refuse }).consent.confirmChoice('agree')).toEqual({
      kind: 'navigate',
      to: '/nhs-login-consent',
    });
    expect(await makeStore({ refuse }, false).consent.confirmChoice('no-consent')).toEqual({
      kind: 'navigate',
      to: '/no-client-info',
    });
    expect(refuse).not.toHaveBeenCalled();
  });
});
