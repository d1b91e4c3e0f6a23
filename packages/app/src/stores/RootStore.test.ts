import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { stubApi } from '../test/stubApi.ts';
import { accountStoreOf } from '../journeys/account/AccountStore.ts';
import { duplicateAccountStoreOf } from '../journeys/duplicate-account/DuplicateAccountStore.ts';
import { proofingStoreOf } from '../journeys/proofing/ProofingStore.ts';
import { resetPasswordStoreOf } from '../journeys/reset-password/ResetPasswordStore.ts';
import { registrationStoreOf } from '../journeys/register/RegistrationStore.ts';
import { nullStorage } from './persistence.ts';
import { RootStore } from './RootStore.ts';

const makeRoot = () => new RootStore({ api: stubApi(), cookies: memoryCookieJar(), storage: nullStorage });

describe('RootStore journey stores (issue 9 "Performance": built on first use)', () => {
  it('builds a journey store once, on first use, and gives the same one afterwards', () => {
    const root = makeRoot();
    const create = vi.fn(() => ({ built: true }));
    const first = root.journeyStore(create);
    expect(root.journeyStore(create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(root);
  });

  it('each root has its own proofing, duplicate-account and reset stores, kept across uses', () => {
    const a = makeRoot();
    const b = makeRoot();
    expect(proofingStoreOf(a)).toBe(proofingStoreOf(a));
    expect(duplicateAccountStoreOf(a)).toBe(duplicateAccountStoreOf(a));
    expect(resetPasswordStoreOf(a)).toBe(resetPasswordStoreOf(a));
    expect(proofingStoreOf(a)).not.toBe(proofingStoreOf(b));
    expect(resetPasswordStoreOf(a)).not.toBe(resetPasswordStoreOf(b));
  });

  it('a late-built store sees state set before it was built (its state lives in the root)', () => {
    const root = makeRoot();
    root.proofingState.assign({ maskedEmailList: ['a***@x.com', 'b***@y.com'] });
    expect(duplicateAccountStoreOf(root).choose('getHelp')).toEqual({ kind: 'navigate', to: '/multiple-emails-found' });
  });
});

/** A storage in memory, readable as a whole. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    get length() {
      return m.size;
    },
    key: (i: number) => [...m.keys()][i] ?? null,
    text: () => JSON.stringify([...m.entries()]),
  };
}

const DETAILS = {
  nhsNumber: '9990000034',
  firstName: 'Alice',
  middleNames: 'Jane',
  lastName: 'Ashworth',
  dob: '1980-03-15',
  postcode: 'LS1 4AP',
};
const PERSONAL = Object.values(DETAILS);
/** The details as a store holds them once forgotten. */
const FORGOTTEN = { nhsNumber: '', firstName: '', middleNames: '', lastName: '', dob: '', postcode: '' };

describe('proofing personal details only as long as needed (issue 16)', () => {
  /** A root on these storages, hydrated, with details entered and a duplicate flag. */
  function entered(local = memoryStorage(), tab = memoryStorage()) {
    const upliftNhsKnown = vi.fn(() => Promise.resolve());
    const api = stubApi({ upliftNhsKnown });
    const root = new RootStore({ api, cookies: memoryCookieJar(), storage: local, detailsStorage: tab });
    root.hydrate();
    root.proofingState.assign({ ...DETAILS, knowNhsNumber: true, p5DuplicateFound: true });
    return { root, local, tab, upliftNhsKnown };
  }

  it('keeps them in this tab’s storage only; the flags stay in localStorage', () => {
    const { local, tab } = entered();
    for (const v of PERSONAL) expect(local.text()).not.toContain(v);
    for (const v of PERSONAL) expect(tab.text()).toContain(v);
    expect(local.getItem('nhsl:proofing')).toContain('"p5DuplicateFound":true');
  });

  it('a reload in the same tab finds them; a new browser (same localStorage, new tab storage) does not', () => {
    const { local, tab } = entered();
    const reloaded = new RootStore({ api: stubApi(), cookies: memoryCookieJar(), storage: local, detailsStorage: tab });
    reloaded.hydrate();
    expect(reloaded.proofingState.nhsNumber).toBe(DETAILS.nhsNumber);
    const reopened = new RootStore({
      api: stubApi(),
      cookies: memoryCookieJar(),
      storage: local,
      detailsStorage: memoryStorage(),
    });
    reopened.hydrate();
    expect(reopened.proofingState).toMatchObject({ nhsNumber: '', firstName: '', dob: '', postcode: '' });
    expect(reopened.proofingState.p5DuplicateFound).toBe(true);
  });

  it('a new session clears both storages', () => {
    const { root, local, tab } = entered();
    // Held until then: their absence afterwards would prove nothing if they had never been kept.
    for (const v of PERSONAL) expect(tab.text()).toContain(v);
    expect(local.getItem('nhsl:proofing')).toContain('"p5DuplicateFound":true');
    root.clearAll();
    for (const v of PERSONAL) expect(local.text() + tab.text()).not.toContain(v);
    expect(local.getItem('nhsl:proofing')).toBeNull();
    expect(root.proofingState).toMatchObject({ ...FORGOTTEN, p5DuplicateFound: false });
  });

  it('session timeout forgets them, keeping the flags', () => {
    const { root, tab } = entered();
    root.forgetPersonalDetails();
    for (const v of PERSONAL) expect(tab.text()).not.toContain(v);
    expect(root.proofingState.p5DuplicateFound).toBe(true);
  });

  it('try-login and a successful uplift forget them too', async () => {
    const { root, tab } = entered();
    // Held until then: their absence afterwards would prove nothing if they had never been kept.
    for (const v of PERSONAL) expect(tab.text()).toContain(v);
    expect(duplicateAccountStoreOf(root).tryLogin()).toEqual({ kind: 'navigate', to: '/enter-email' });
    for (const v of PERSONAL) expect(tab.text()).not.toContain(v);
    expect(root.proofingState).toMatchObject(FORGOTTEN);
    const second = entered();
    second.root.session.assign({ marker: 's' });
    for (const v of PERSONAL) expect(second.tab.text()).toContain(v);
    expect(await proofingStoreOf(second.root).uplift()).toEqual({ kind: 'navigate', to: '/authcode' });
    // The uplift was sent the details, and only then were they forgotten.
    expect(second.upliftNhsKnown).toHaveBeenCalledWith(
      expect.objectContaining({
        nhs_number: DETAILS.nhsNumber,
        date_of_birth: DETAILS.dob,
        postcode: DETAILS.postcode,
      }),
    );
    for (const v of PERSONAL) expect(second.tab.text()).not.toContain(v);
    expect(second.root.proofingState).toMatchObject(FORGOTTEN);
  });
});

describe('persisted groups and the reset action (spec 000 §3 "Persisted state groups"; issue 28 item 8)', () => {
  /** A hydrated root with every group filled in, and a second factor done (id_token cookie). */
  function filled(api = stubApi()) {
    const local = memoryStorage();
    const tab = memoryStorage();
    const cookies = memoryCookieJar({ id_token: 'a.b.c' });
    const root = new RootStore({ api, cookies, storage: local, detailsStorage: tab });
    root.hydrate();
    root.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
    root.session.assign({ accountId: 'acc-1' });
    root.profile.assign({ email: 'someone@example.com', phoneNumber: '*******0123', status: 'CONFIRMED' });
    root.journey.assign({ fido2Enabled: true, accountCreated: true, numberChange: 'mobile' });
    root.client.assign({
      client: { client_id: 'demo-client', client_display_name: 'Demo', approved_scopes: [], claims: [] },
    });
    root.page.setBanner('Planned maintenance tonight');
    root.page.setBackLink({ backLink: '/log-in-password', backLinkText: 'Back to your password' });
    root.signIn.assignAlerts({ codeResent: true });
    registrationStoreOf(root).assign({ email: 'new@example.com', termsAgreed: true });
    root.proofingState.assign({ ...DETAILS, p5DuplicateFound: true });
    return { root, local, tab, cookies };
  }
  /** Nothing a group held is left in either storage (a group may stay with its cleared values); the session is, unless the journey ended. */
  function expectCleared(
    local: ReturnType<typeof memoryStorage>,
    tab: ReturnType<typeof memoryStorage>,
    { sessionKept = true } = {},
  ) {
    const left = local.text() + tab.text();
    for (const v of [
      ...PERSONAL,
      'someone@example.com',
      '*******0123',
      '"numberChange":"mobile"',
      '"codeResent":true',
      'Planned maintenance tonight',
      'Back to your password',
      'new@example.com',
      '"client_display_name"',
      '"accountCreated":true',
      '"p5DuplicateFound":true',
      'acc-1',
    ])
      expect(left).not.toContain(v);
    if (sessionKept) expect(local.getItem('nhsl:session')).toContain('"marker":"s1"');
    // At the journey's end the session's own group goes too: marker, state and nonce (issue 24).
    else expect(local.getItem('nhsl:session') ?? '').not.toContain('s1');
  }
  const keys = (s: ReturnType<typeof memoryStorage>) =>
    JSON.parse(s.text())
      .map(([k]: [string]) => k)
      .sort();

  it('every group is kept under its own name with the nhsl: prefix; personal details in this tab only', () => {
    const { local, tab } = filled();
    expect(keys(local)).toEqual(
      [
        'alertsAppBannerState',
        'appBannerState',
        'client',
        'journey',
        'page',
        'profile',
        'proofing',
        'recovery',
        'registration',
        'session',
      ].map((g) => `nhsl:${g}`),
    );
    expect(local.getItem('nhsl:recovery')).toBe('{"numberChange":"mobile"}');
    expect(local.getItem('nhsl:alertsAppBannerState')).toContain('"codeResent":true');
    expect(local.getItem('nhsl:appBannerState')).toContain('Planned maintenance tonight');
    for (const v of PERSONAL) expect(local.text()).not.toContain(v);
    expect(keys(tab)).toEqual(['nhsl:proofing-details']);
  });

  it('a reload finds the new groups', () => {
    const { local, tab } = filled();
    const reloaded = new RootStore({ api: stubApi(), cookies: memoryCookieJar(), storage: local, detailsStorage: tab });
    reloaded.hydrate();
    expect(reloaded.journey.numberChange).toBe('mobile');
    expect(reloaded.signIn.codeResent).toBe(true);
    expect(reloaded.page.bannerMessage).toBe('Planned maintenance tonight');
    // The page group (spec 000 §3) is kept across a start-up, not deleted (issue 45 item 5).
    expect(reloaded.page.backLink).toBe('/log-in-password');
    expect(reloaded.page.backLinkText).toBe('Back to your password');
    expect(local.getItem('nhsl:page')).toContain('"backLink":"/log-in-password"');
  });

  it('reset clears every group in memory and in both storages, and the id_token; the session with the service stays', () => {
    const { root, local, tab, cookies } = filled();
    const registration = registrationStoreOf(root);
    root.reset();
    expectCleared(local, tab);
    expect(cookies.get('id_token')).toBeUndefined();
    expect(root.session.marker).toBe('s1');
    expect(root.session.accountId).toBeUndefined();
    expect(root.profile.email).toBe('');
    expect(root.journey).toMatchObject({ fido2Enabled: false, accountCreated: false, numberChange: '' });
    expect(root.client.client).toBeUndefined();
    expect(root.page.showBanner).toBe(false);
    expect(root.signIn.codeResent).toBe(false);
    expect(registration.email).toBe('');
    expect(root.proofingState).toMatchObject({ nhsNumber: '', p5DuplicateFound: false });
    // A reload after the reset finds nothing but the session.
    const reloaded = new RootStore({ api: stubApi(), cookies: memoryCookieJar(), storage: local, detailsStorage: tab });
    reloaded.hydrate();
    expect(reloaded.profile.email).toBe('');
    expect(reloaded.session.marker).toBe('s1');
  });

  it("a journey's end resets: the authorisation-code step sending the browser to the client, and a refusal", async () => {
    const ended = filled(
      stubApi({
        authcode: () =>
          Promise.resolve({ consent_required: false, terms_update_required: false, Location: 'http://rp/cb?code=x' }),
      }),
    );
    expect(await ended.root.signIn.runAuthcode()).toEqual({ kind: 'redirect', url: 'http://rp/cb?code=x' });
    expectCleared(ended.local, ended.tab, { sessionKept: false });
    expect(ended.root.journeyEnded).toBe(true);
    const refused = filled(stubApi({ refuse: () => Promise.resolve('http://rp/cb?error=access_denied') }));
    expect((await refused.root.consent.confirmChoice('no-consent')).kind).toBe('redirect');
    expectCleared(refused.local, refused.tab, { sessionKept: false });
    // Not at a step inside the journey.
    const going = filled(
      stubApi({ authcode: () => Promise.resolve({ consent_required: true, terms_update_required: false }) }),
    );
    expect(await going.root.signIn.runAuthcode()).toEqual({ kind: 'navigate', to: '/nhs-login-consent' });
    expect(going.root.profile.email).toBe('someone@example.com');
    expect(going.root.journeyEnded).toBe(false);
  });

  it('signing out (duplicate-account try-login) resets', () => {
    const { root, local, tab } = filled();
    duplicateAccountStoreOf(root).tryLogin();
    expectCleared(local, tab);
  });

  it("signed in (the header's account link, issue 27): a valid id_token, or the back end answering the account details after the journey's end forgot it; never persisted; signing out forgets it", async () => {
    const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const token = `${part({ alg: 'none' })}.${part({ sub: 'acc-1', aud: 'demo-client', exp: Date.now() / 1000 + 600 })}.`;
    const { root, cookies, local } = filled(
      stubApi({
        authcode: () =>
          Promise.resolve({ consent_required: false, terms_update_required: false, Location: 'http://rp/cb?code=x' }),
        accountDetails: () => Promise.resolve({}),
      } as never),
    );
    expect(root.signedIn()).toBe(false); // 'a.b.c' is no id_token of this client
    cookies.set('id_token', token);
    expect(root.signedIn()).toBe(true);
    await root.signIn.runAuthcode(); // the journey's end forgets the token, and the session's groups
    expect(root.signedIn()).toBe(false);
    // At the hand-off the app's server deletes the HttpOnly id_token (issue 24; tests/credentials.spec.ts).
    cookies.delete('id_token');
    // "Manage your NHS login" afterwards: a page of the same session (its marker from the session cookie).
    root.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
    expect(root.signedIn()).toBe(false);
    await accountStoreOf(root).load();
    expect(root.signedIn()).toBe(true);
    expect(local.getItem('nhsl:session')).not.toContain('signedIn');
    duplicateAccountStoreOf(root).tryLogin();
    expect(root.signedIn()).toBe(false);
  });
});

describe('the session and its groups (issue 24)', () => {
  const info = (marker: string) =>
    Buffer.from(
      JSON.stringify({
        marker,
        client_id: 'demo-client',
        redirect_uri: 'http://localhost:4001/callback',
        state: 'st-1',
      }),
    ).toString('base64url');

  it('the persisted groups expire with the session (60 minutes), at a reload or with the page open', () => {
    vi.useFakeTimers();
    try {
      let now = Date.parse('2026-01-01T10:00:00Z');
      const local = memoryStorage();
      const cookies = memoryCookieJar({ 'nhsl-session': info('m1') });
      const first = new RootStore({ api: stubApi(), cookies, storage: local, now: () => now });
      first.hydrate();
      first.startFromCookie();
      first.profile.assign({ email: 'someone@example.com' });
      const stop = first.expireWithSession();
      now += 59 * 60_000;
      const reloaded = new RootStore({ api: stubApi(), cookies, storage: local, now: () => now });
      reloaded.hydrate();
      expect(reloaded.profile.email).toBe('someone@example.com');
      // The hour passes with the page open: the groups go from storage, and nothing is saved again;
      // the page on screen keeps what it shows.
      now += 60_000;
      vi.advanceTimersByTime(60 * 60_000);
      expect(local.text()).not.toContain('someone@example.com');
      expect(local.text()).not.toContain('st-1');
      first.profile.assign({ email: 'again@example.com' });
      expect(local.text()).not.toContain('again@example.com');
      expect(first.profile.email).toBe('again@example.com');
      stop();
      reloaded.dispose();
      // ...and a page opened after the hour finds nothing either.
      const other = memoryStorage();
      const before = new RootStore({ api: stubApi(), cookies, storage: other, now: () => now });
      before.hydrate();
      before.startFromCookie();
      before.profile.assign({ email: 'someone@example.com' });
      before.dispose();
      now += 61 * 60_000;
      const later = new RootStore({ api: stubApi(), cookies, storage: other, now: () => now });
      later.hydrate();
      expect(later.profile.email).toBe('');
      expect(other.text()).not.toContain('someone@example.com');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the store keeps the marker, never a session id', () => {
    const local = memoryStorage();
    const root = new RootStore({
      api: stubApi(),
      cookies: memoryCookieJar({ 'nhsl-session': info('m1') }),
      storage: local,
    });
    root.hydrate();
    root.startFromCookie();
    expect(local.text()).not.toMatch(/sessionId|session_id/);
    expect(root.session.marker).toBe('m1');
    expect(local.getItem('nhsl:session')).toContain('"marker":"m1"');
  });
});
