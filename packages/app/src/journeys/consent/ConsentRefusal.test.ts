import { describe, expect, it } from 'vitest';
import { apiPaths, refuseRequestSchema } from '@nhsl/contract';
import { HttpIdentityApi } from '../../api/HttpIdentityApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';

const CALLBACK = 'http://localhost:4001/callback';
const RESUME = 'http://localhost:5173/authorize/abc123';

function makeStore(api: IdentityApi, withSession = true) {
  const store = new RootStore({
    api,
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

/**
 * The real API client on a back end that takes the refusal call as the contract has it: `POST`
 * {@link apiPaths.refuse} with the session's bearer and `{ reason }`, answered with `answer`
 * (default: the provider's address to send the browser to); anything else is answered 404.
 * Records every call it is sent.
 * @param answer - the status and JSON body of the answer to a well-formed refusal
 */
function refusingBackEnd(answer: { status: number; body: unknown } = { status: 200, body: { Location: RESUME } }) {
  const seen: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  const api = new HttpIdentityApi({
    credential: () => 'sess-1',
    fetchImpl: (url, init) => {
      const path = String(url);
      const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
      const authorization = new Headers(init?.headers).get('Authorization');
      seen.push({ method: init?.method ?? 'GET', path, authorization, body });
      const ok = init?.method === 'POST' && path === apiPaths.refuse && refuseRequestSchema.safeParse(body).success;
      return Promise.resolve(
        new Response(JSON.stringify(ok ? answer.body : { message: 'Not found' }), {
          status: ok ? answer.status : 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
  });
  return { api, seen };
}

describe('ConsentStore refusals (spec 000 §4 "After authcode"; docs/DECISIONS.md "OpenID Connect provider")', () => {
  it.each([
    ['no-consent', 'ConsentNotGiven'],
    ['terms', 'TermsNotAgreed'],
  ] as const)(
    '%s: the provider ends the sign-in and the browser goes to the address it answers',
    async (which, reason) => {
      // The real API client, on a back end that answers the refusal call as the contract says.
      const { api, seen } = refusingBackEnd();
      const store = makeStore(api);
      const next =
        which === 'terms' ? await store.consent.declineTerms() : await store.consent.confirmChoice('no-consent');
      expect(seen).toEqual([
        { method: 'POST', path: apiPaths.refuse, authorization: 'Bearer sess-1', body: { reason } },
      ]);
      expect(next).toEqual({ kind: 'redirect', url: RESUME });
    },
  );

  it('a 401 goes to session-timeout', async () => {
    const store = makeStore(refusingBackEnd({ status: 401, body: { message: 'Unauthorized' } }).api);
    expect(await store.consent.confirmChoice('no-consent')).toEqual({ kind: 'navigate', to: '/session-timeout' });
    expect(await store.consent.declineTerms()).toEqual({ kind: 'navigate', to: '/session-timeout' });
  });

  it('any other failure still returns to the client with access_denied, the reason and the state', async () => {
    const store = makeStore(refusingBackEnd({ status: 500, body: { message: 'Internal server error' } }).api);
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
    const { api, seen } = refusingBackEnd();
    expect(await makeStore(api).consent.confirmChoice('agree')).toEqual({
      kind: 'navigate',
      to: '/nhs-login-consent',
    });
    expect(await makeStore(api, false).consent.confirmChoice('no-consent')).toEqual({
      kind: 'navigate',
      to: '/no-client-info',
    });
    // Neither asked the provider to end the sign-in.
    expect(seen).toEqual([]);
  });
});
