import { describe, expect, it, vi } from 'vitest';
import type { ClientInfo } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { stubApi } from '../../test/stubApi.ts';
import { ClientStore, SessionStore } from '../../stores/stores.ts';
import { ConsentStore } from './ConsentStore.ts';

const demo: ClientInfo = {
  client_id: 'demo-client',
  client_display_name: 'Demo Health Service',
  client_homepage_url: 'http://localhost:4001/',
  approved_scopes: ['openid', 'profile', 'email'],
  claims: [],
};
const params = { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback', state: 'st 1' };
const unauthorised = () => Promise.reject(new ApiError('unauthorized', 401, '', 'Unauthorized'));
const serverFault = () => Promise.reject(new ApiError('http', 500, '', 'Internal'));

function storeWith(api: Partial<IdentityApi>, { session = true } = {}) {
  const s = new SessionStore();
  if (session) s.setSession('sess-1', params);
  const client = new ClientStore();
  return { store: new ConsentStore({ api: stubApi(api), session: s, client }), client };
}

describe('ConsentStore: client info (spec 000 §2 "Consent screens")', () => {
  it('a prefetch and the consent page loading at once share one request, and its failure still routes', async () => {
    const getClientInfo = vi.fn(serverFault);
    const { store } = storeWith({ getClientInfo });
    const [, next] = await Promise.all([store.prefetchClient(), store.loadClient()]);
    expect(getClientInfo).toHaveBeenCalledTimes(1);
    expect(next).toEqual({ kind: 'navigate', to: '/error' });
    const ok = vi.fn(() => Promise.resolve(demo));
    const second = storeWith({ getClientInfo: ok });
    await Promise.all([second.store.prefetchClient(), second.store.loadClient()]);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(second.client.displayName).toBe('Demo Health Service');
  });

  it('loads the client info once per client', async () => {
    const getClientInfo = vi.fn(() => Promise.resolve(demo));
    const { store, client } = storeWith({ getClientInfo });
    expect(await store.loadClient()).toBeUndefined();
    expect(store.loadState).toBe('loaded');
    expect(client.displayName).toBe('Demo Health Service');
    expect(store.approvedScopes).toEqual(['openid', 'profile', 'email']);
    await store.loadClient();
    expect(getClientInfo).toHaveBeenCalledTimes(1);
    expect(getClientInfo).toHaveBeenCalledWith('demo-client');
  });

  it.each([
    ['401 Unauthorized', unauthorised, '/session-timeout'],
    ['any other failure', serverFault, '/error'],
  ])('a client-info %s goes to %s', async (_, getClientInfo, to) => {
    const { store } = storeWith({ getClientInfo });
    expect(await store.loadClient()).toEqual({ kind: 'navigate', to });
    expect(store.loadState).toBe('failed');
  });

  it('prefetching at journey start holds the client for later pages, quietly, and only once', async () => {
    const getClientInfo = vi.fn(() => Promise.resolve(demo));
    const { store, client } = storeWith({ getClientInfo });
    await store.prefetchClient();
    await store.prefetchClient();
    expect(client.displayName).toBe('Demo Health Service');
    expect(getClientInfo).toHaveBeenCalledTimes(1);
    expect(store.loadState).toBe('idle');
    const failing = storeWith({ getClientInfo: unauthorised });
    await expect(failing.store.prefetchClient()).resolves.toBeUndefined();
    expect(failing.client.client).toBeUndefined();
    const none = vi.fn(() => Promise.resolve(demo));
    await storeWith({ getClientInfo: none }, { session: false }).store.prefetchClient();
    expect(none).not.toHaveBeenCalled();
  });

  it("is ready at once when this session's client is already held, and not for another client's", async () => {
    const { store, client } = storeWith({ getClientInfo: () => Promise.resolve(demo) });
    expect(store.ready).toBe(false);
    client.assign({ client: demo });
    expect(store.loadState).toBe('idle');
    expect(store.ready).toBe(true);
    client.assign({ client: { ...demo, client_id: 'another-client' } });
    expect(store.ready).toBe(false);
    expect(storeWith({}, { session: false }).store.ready).toBe(false);
  });

  it('becomes ready once the client info has loaded', async () => {
    const { store } = storeWith({ getClientInfo: () => Promise.resolve(demo) });
    const loading = store.loadClient();
    expect(store.ready).toBe(false);
    await loading;
    expect(store.ready).toBe(true);
  });

  it('without a session it goes to no-client-info', async () => {
    const { store } = storeWith({}, { session: false });
    expect(await store.loadClient()).toEqual({ kind: 'navigate', to: '/no-client-info' });
  });
});

describe('ConsentStore: "I agree" (spec 000 §4 "After authcode", §6, §7)', () => {
  it('sends the client id, the approved scopes as consented claims and the OIDC parameters, then goes to authcode', async () => {
    const consent = vi.fn(() => Promise.resolve());
    const { store } = storeWith({ getClientInfo: () => Promise.resolve(demo), consent });
    await store.loadClient();
    expect(await store.agree()).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(consent).toHaveBeenCalledWith('demo-client', ['openid', 'profile', 'email'], params);
    expect(store.busy).toBe(false);
  });

  it("sends the client's claims as consented claims when its client info carries them (spec 000 §3, §4; issue 28 item 5)", async () => {
    const consent = vi.fn(() => Promise.resolve());
    const withClaims = { ...demo, claims: ['given_name', 'family_name', 'birthdate'] };
    const { store } = storeWith({ getClientInfo: () => Promise.resolve(withClaims), consent });
    await store.loadClient();
    await store.agree();
    expect(consent).toHaveBeenCalledWith('demo-client', ['given_name', 'family_name', 'birthdate'], params);
  });

  it.each([
    ['401 Unauthorized is a session timeout', unauthorised, '/session-timeout'],
    ['any other failure is an error', serverFault, '/error'],
  ])('%s', async (_, consent, to) => {
    const { store } = storeWith({ consent });
    expect(await store.agree()).toEqual({ kind: 'navigate', to });
  });

  it('a second press while the first is in flight sends nothing', async () => {
    let release: () => void = () => undefined;
    const consent = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { store } = storeWith({ consent });
    const first = store.agree();
    expect(store.busy).toBe(true);
    expect((await store.agree()).kind).toBe('formError');
    release();
    expect(await first).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(consent).toHaveBeenCalledTimes(1);
  });

  it('without a session it goes to no-client-info and sends nothing', async () => {
    const consent = vi.fn(() => Promise.resolve());
    const { store } = storeWith({ consent }, { session: false });
    expect(await store.agree()).toEqual({ kind: 'navigate', to: '/no-client-info' });
    expect(consent).not.toHaveBeenCalled();
  });
});

// consent-confirmation's choices (through the OpenID Provider) are in ConsentRefusal.test.ts.

describe('ConsentStore: terms-update (spec 001 §2, §4 "Terms update", spec 000 §6)', () => {
  it('"Agree and continue" accepts the terms, then goes to authcode', async () => {
    const termsUpdate = vi.fn(() => Promise.resolve());
    const { store } = storeWith({ termsUpdate });
    expect(await store.agreeToTerms()).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(termsUpdate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['401 Unauthorized is a session timeout', unauthorised, '/session-timeout'],
    ['any other failure is an error', serverFault, '/error'],
  ])('%s', async (_, termsUpdate, to) => {
    expect(await storeWith({ termsUpdate }).store.agreeToTerms()).toEqual({ kind: 'navigate', to });
  });

  it('"I do not agree" links to the client with access_denied and TermsNotAgreed when the provider cannot be reached (docs/DECISIONS.md)', () => {
    const held = storeWith({});
    held.client.assign({ client: { ...demo, redirect_uris: ['http://localhost:4001/callback'] } });
    const url = new URL(held.store.termsDeclinedUrl);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBe('TermsNotAgreed');
    expect(url.searchParams.get('state')).toBe('st 1');
    expect(storeWith({}, { session: false }).store.termsDeclinedUrl).toBe('/no-client-info');
  });

  it('the refusal address is built only from the registered redirect URI the back end gave (issue 24)', () => {
    // Client info not held: nothing to build from.
    expect(storeWith({}).store.termsDeclinedUrl).toBe('/error');
    // The session's redirect_uri (page script can write it) is not one the back end registered.
    const held = storeWith({});
    held.client.assign({ client: { ...demo, redirect_uris: ['https://elsewhere.example/callback'] } });
    expect(held.store.termsDeclinedUrl).toBe('/error');
  });
});
