import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { HttpIdentityApi } from '../../api/HttpIdentityApi.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';

function makeStore(api: Partial<IdentityApi>, minimumDelayMs = 0) {
  const cookies = memoryCookieJar();
  const store = new RootStore({ api: stubApi(api), cookies, minimumDelayMs, storage: memoryStorage() });
  store.session.setSession('s1', {
    client_id: 'demo-client',
    redirect_uri: 'http://localhost:4001/callback',
    state: 'abc',
  });
  return { store, cookies };
}

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
    dump: () => JSON.stringify([...m.entries()]),
  };
}

afterEach(() => vi.useRealTimers());

describe('SignInStore', () => {
  describe('the login page: email and password on one page (spec 000 §4 "Login authentication_state"; issue 28 items 3, 4)', () => {
    const verified = (mobile: boolean, landline: boolean) => ({
      authentication_state: 'VERIFIED' as const,
      authentication_methods: { mobile, landline },
      phone_number: '*******1234',
    });

    it('a VERIFIED account with a mobile only has a code triggered for mobile first, then enter-mobile-code', async () => {
      const calls: string[] = [];
      const signIn = vi.fn(async () => (calls.push('sign-in'), verified(true, false)));
      const triggerOtp = vi.fn(async (method: string) => void calls.push(`trigger-otp ${method}`));
      const { store } = makeStore({ signIn, triggerOtp });
      const next = await store.signIn.submitEmailAndPassword(' Some One@Example.com ', 'pw');
      expect(signIn).toHaveBeenCalledWith('someone@example.com', 'pw', undefined);
      expect(calls).toEqual(['sign-in', 'trigger-otp mobile']);
      expect(next).toEqual({ kind: 'navigate', to: '/enter-mobile-code' });
      expect(store.profile.email).toBe('someone@example.com');
    });

    it.each([
      ['landline only', false, true, '/get-call-landline'],
      ['both', true, true, '/choose-authentication-method'],
    ])('a VERIFIED account with %s triggers no code and goes to %s', async (_, mobile, landline, to) => {
      const triggerOtp = vi.fn(async () => undefined);
      const { store } = makeStore({ signIn: async () => verified(mobile, landline), triggerOtp });
      expect(await store.signIn.submitEmailAndPassword('a@example.com', 'pw')).toEqual({ kind: 'navigate', to });
      expect(triggerOtp).not.toHaveBeenCalled();
    });

    it('a failure to trigger the text → error', async () => {
      const { store } = makeStore({
        signIn: async () => verified(true, false),
        triggerOtp: () => Promise.reject(new ApiError('http', 500, '', 'Something broke')),
      });
      expect(await store.signIn.submitEmailAndPassword('a@example.com', 'pw')).toEqual({
        kind: 'navigate',
        to: '/error',
      });
    });

    it("the server's 'Invalid email address' is the email format form error, not /error; the email typed stays", async () => {
      const { store } = makeStore({
        signIn: () => Promise.reject(new ApiError('http', 400, '', 'Invalid email address')),
      });
      expect(await store.signIn.submitEmailAndPassword('a@b.co', 'pw')).toEqual({
        kind: 'formError',
        field: 'email',
        code: 'EMAIL_FORMAT',
      });
      expect(store.profile.email).toBe('a@b.co');
    });

    it("a wrong password is still 'Enter the correct password'", async () => {
      const { store } = makeStore({
        signIn: () => Promise.reject(new ApiError('http', 400, '', 'Incorrect username or password.')),
      });
      expect(await store.signIn.submitEmailAndPassword('a@b.co', 'pw')).toMatchObject({ field: 'password' });
    });
  });

  it('sends the email trimmed, lower-cased and without spaces, and keeps it', async () => {
    const checkAccountStatus = vi.fn().mockResolvedValue({
      status: 'CONFIRMED',
      uplift_required: false,
      allow_p5_before_p9: false,
      landline_registration_enabled: false,
    });
    const { store } = makeStore({ checkAccountStatus });
    const next = await store.signIn.submitEmail('  Some One@Example.COM ');
    expect(checkAccountStatus).toHaveBeenCalledWith('someone@example.com');
    expect(store.profile.email).toBe('someone@example.com');
    expect(next).toEqual({ kind: 'navigate', to: '/log-in-password' });
  });

  it.each([
    ['P0', false],
    ['P9', true],
    [undefined, true],
  ] as const)(
    'sign-in reads the level %s from the authorization cookie into login state; with upliftRequired, proofing follows: %s (issue 28 item 1)',
    async (vtr, follows) => {
      const { store, cookies } = makeStore({
        checkAccountStatus: () =>
          Promise.resolve({
            status: 'CONFIRMED',
            uplift_required: true,
            allow_p5_before_p9: false,
            landline_registration_enabled: false,
          }),
      });
      const auth = { marker: 's1', client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback', vtr };
      cookies.set('nhsl-session', Buffer.from(JSON.stringify(auth)).toString('base64url'));
      await store.signIn.submitEmail('a@example.com');
      expect(store.journey.vectorOfTrust).toBe(vtr ?? 'P9');
      expect(store.signIn.proofingFollows).toBe(follows);
    },
  );

  it('the account-status check takes at least 1 second (spec 000 §9)', async () => {
    vi.useFakeTimers();
    const { store } = makeStore(
      {
        checkAccountStatus: () =>
          Promise.resolve({
            status: 'CONFIRMED',
            uplift_required: false,
            allow_p5_before_p9: false,
            landline_registration_enabled: false,
          }),
      },
      1000,
    );
    let done = false;
    const p = store.signIn.submitEmail('a@example.com').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  });

  it.each([
    [
      'a correct code',
      () => Promise.resolve({ id_token: 'a.b.c', is_duplicate_phone_number: false }),
      { kind: 'navigate', to: '/authcode' },
    ],
    [
      'a wrong code',
      () => Promise.reject(new ApiError('http', 400, '', 'Invalid OTP')),
      { kind: 'formError', field: 'code', code: 'CODE_WRONG' },
    ],
  ])('the mobile security code takes at least 1 second, with %s (spec 000 §4, §9)', async (_, verifyOtp, leadsTo) => {
    vi.useFakeTimers();
    const { store } = makeStore({ verifyOtp }, 1000);
    let next: unknown;
    const p = store.signIn.submitCode('123456', false).then((n) => (next = n));
    await vi.advanceTimersByTimeAsync(999);
    expect(next).toBeUndefined();
    expect(store.signIn.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(next).toEqual(leadsTo);
  });

  it('ignores a second submission while the first is in flight (one request per click)', async () => {
    let resolve!: (v: never) => void;
    const checkAccountStatus = vi.fn(() => new Promise<never>((r) => (resolve = r)));
    const { store } = makeStore({ checkAccountStatus });
    const first = store.signIn.submitEmail('a@example.com');
    const second = await store.signIn.submitEmail('a@example.com');
    expect(second).toEqual({ kind: 'formError', field: '', code: 'BUSY' });
    expect(checkAccountStatus).toHaveBeenCalledTimes(1);
    resolve({ status: 'CONFIRMED' } as never);
    await first;
  });

  it('a correct code sets the id_token cookie and the 180-day rmd cookie, and goes to authcode; nothing secret is persisted', async () => {
    const { store, cookies } = makeStore({
      verifyOtp: () => Promise.resolve({ id_token: 'a.b.c', rmd_token: 'rmd-1', is_duplicate_phone_number: false }),
      login: () =>
        Promise.resolve({
          authentication_state: 'VERIFIED',
          authentication_methods: { mobile: true, landline: false },
          phone_number: '*******0123',
        }),
    });
    store.hydrate();
    store.profile.assign({ email: 'a@example.com' });
    await store.signIn.submitPassword('S3cret-password!');
    const next = await store.signIn.submitCode('123 456', true);
    expect(next).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(cookies.values.get('id_token')).toBe('a.b.c');
    expect(cookies.values.get('remember_my_device')).toBe('rmd-1');
    const persisted = (store.storage as ReturnType<typeof memoryStorage>).dump();
    expect(persisted).toContain('a@example.com');
    expect(persisted).not.toContain('S3cret-password!');
    expect(persisted).not.toContain('123456');
  });

  it('deletes the rmd cookie when the server says INVALID', async () => {
    const { store, cookies } = makeStore({
      login: () =>
        Promise.resolve({
          authentication_state: 'VERIFIED',
          rmd_token: 'INVALID',
          authentication_methods: { mobile: true, landline: false },
        }),
    });
    cookies.set('remember_my_device', 'old');
    store.profile.assign({ email: 'a@example.com' });
    await store.signIn.submitPassword('x');
    expect(cookies.values.has('remember_my_device')).toBe(false);
  });

  it('a wrong code stays with CODE_WRONG; an expired code goes to mobile-code-expired', async () => {
    const verifyOtp = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 400, '', 'Invalid OTP'))
      .mockRejectedValueOnce(new ApiError('http', 400, '', 'OTP has expired'));
    const { store } = makeStore({ verifyOtp });
    expect(await store.signIn.submitCode('000000', false)).toEqual({
      kind: 'formError',
      field: 'code',
      code: 'CODE_WRONG',
    });
    expect(await store.signIn.submitCode('000000', false)).toEqual({ kind: 'navigate', to: '/mobile-code-expired' });
  });

  describe('a used code submitted again (Back, then Continue; issue 54 "Bad input")', () => {
    const idToken = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
    const spent = () => Promise.reject(new ApiError('http', 400, '', 'Invalid OTP Session'));

    it.each([
      ['text', (s: RootStore) => s.signIn.submitCode('123456', false)],
      ['landline', (s: RootStore) => s.signIn.submitLandlineCode('123456', false)],
    ])('%s: once signed in, goes on to authcode saying the code has been used', async (_m, submit) => {
      const { store, cookies } = makeStore({ verifyOtp: spent });
      cookies.set('id_token', idToken({ sub: 'acc-1', aud: 'demo-client', exp: Date.now() / 1000 + 600 }));
      expect(await submit(store)).toEqual({ kind: 'navigate', to: '/authcode', notice: 'codeUsed' });
    });

    it("not signed in (no id_token), the session's spent code is still the expired page", async () => {
      const { store } = makeStore({ verifyOtp: spent });
      expect(await store.signIn.submitCode('123456', false)).toEqual({ kind: 'navigate', to: '/mobile-code-expired' });
    });
  });

  it('authcode sends the stored sign-in parameters and redirects to the location', async () => {
    const authcode = vi.fn().mockResolvedValue({
      id_token: 't',
      Location: 'http://localhost:4001/callback?code=1&state=abc',
      consent_required: false,
      terms_update_required: false,
    });
    const { store } = makeStore({ authcode });
    const next = await store.signIn.runAuthcode();
    expect(authcode).toHaveBeenCalledWith({
      client_id: 'demo-client',
      redirect_uri: 'http://localhost:4001/callback',
      state: 'abc',
    });
    expect(next).toEqual({ kind: 'redirect', url: 'http://localhost:4001/callback?code=1&state=abc' });
  });
});

// Issue 45 item 1: the level the client asked for (the cookie set with the journey), with whether
// the account needs uplift, decides whether proofing follows, on every sign-in path. Each path is
// run through its own store steps to the authorisation-code step, where every path ends.
describe('proofing follows from the level and upliftRequired, on every sign-in path (spec 000 §1, §3; issue 45 item 1)', () => {
  const STATUS = {
    status: 'CONFIRMED' as const,
    uplift_required: true,
    allow_p5_before_p9: false,
    landline_registration_enabled: false,
  };
  const LOGIN = {
    authentication_state: 'VERIFIED' as const,
    authentication_methods: { mobile: true, landline: false },
    phone_number: '*******1234',
  };
  const TO_CLIENT = 'http://localhost:4001/callback?code=1&state=abc';
  /** The back end's authcode answer; `uplift` undefined: a back end that leaves the field out. */
  const authcode = (uplift: boolean | undefined) => () =>
    Promise.resolve({
      id_token: 't',
      Location: TO_CLIENT,
      consent_required: false,
      terms_update_required: false,
      ...(uplift === undefined ? {} : { uplift_required: uplift }),
    });
  /** A store whose journey cookie asks for `vtr` (absent: P9), with the calls of every path stubbed. */
  function journey(vtr: 'P0' | 'P5' | 'P9' | undefined, uplift: boolean | undefined) {
    const { store, cookies } = makeStore({
      checkAccountStatus: () => Promise.resolve(STATUS),
      login: () => Promise.resolve(LOGIN),
      signIn: () => Promise.resolve(LOGIN),
      triggerOtp: () => Promise.resolve(),
      verifyOtp: () => Promise.resolve({ id_token: 't', is_duplicate_phone_number: false }),
      passkeyAuthenticationVerify: () => Promise.resolve({ verified: true, redirect_uri: 'http://app/authcode' }),
      authcode: authcode(uplift),
    });
    const auth = { marker: 's1', client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback', vtr };
    cookies.set('nhsl-session', Buffer.from(JSON.stringify(auth)).toString('base64url'));
    return store;
  }
  const PROOFING = { kind: 'navigate', to: '/proofing' };
  const CLIENT = { kind: 'redirect', url: TO_CLIENT };

  it.each([
    ['P9', PROOFING],
    ['P5', PROOFING],
    [undefined, PROOFING],
    ['P0', CLIENT],
  ] as const)('password and code (enter-email): level %s → %j', async (vtr, expected) => {
    // account-status says uplift_required; an authcode answer without the field leaves it so.
    const store = journey(vtr, undefined);
    expect(await store.signIn.submitEmail('a@example.com')).toEqual({ kind: 'navigate', to: '/log-in-password' });
    expect(store.profile.upliftRequired).toBe(true);
    await store.signIn.submitPassword('Password123!');
    expect(await store.signIn.submitCode('123456', false)).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(await store.signIn.runAuthcode()).toEqual(expected);
    // Read into login state (at the journey's end, back at the client, the reset clears it).
    if (expected === PROOFING) expect(store.journey.vectorOfTrust).toBe(vtr ?? 'P9');
  });

  it.each([
    ['P9', true, PROOFING],
    ['P0', true, CLIENT],
    ['P9', false, CLIENT],
  ] as const)(
    '/login (no account status): level %s, authcode uplift_required %s → %j',
    async (vtr, uplift, expected) => {
      const store = journey(vtr, uplift);
      expect(await store.signIn.submitEmailAndPassword('a@example.com', 'Password123!')).toEqual({
        kind: 'navigate',
        to: '/enter-mobile-code',
      });
      await store.signIn.submitCode('123456', false);
      expect(await store.signIn.runAuthcode()).toEqual(expected);
      if (expected === PROOFING) expect(store.journey.vectorOfTrust).toBe(vtr);
    },
  );

  it.each([
    ['P9', PROOFING],
    ['P0', CLIENT],
  ] as const)('passkey-enter-email: level %s → %j', async (vtr, expected) => {
    const store = journey(vtr, undefined);
    // The account-status answer of passkey-enter-email keeps uplift_required too.
    await store.passkey.submitEmail('a@example.com').catch(() => undefined);
    expect(store.profile.upliftRequired).toBe(true);
    expect(await store.signIn.runAuthcode()).toEqual(expected);
  });

  it.each([
    ['P9', true, PROOFING],
    ['P0', true, CLIENT],
    ['P9', false, CLIENT],
  ] as const)(
    'passkey autofill (nothing asked before the passkey): level %s, authcode uplift_required %s → %j',
    async (vtr, uplift, expected) => {
      const store = journey(vtr, uplift);
      expect(store.profile.upliftRequired).toBe(false);
      expect(await store.signIn.runAuthcode()).toEqual(expected);
      if (expected === PROOFING) expect(store.journey.vectorOfTrust).toBe(vtr);
    },
  );
});

describe('RootStore session start', () => {
  const cookieFor = (sessionId: string) =>
    btoa(
      JSON.stringify({
        marker: sessionId,
        client_id: 'demo-client',
        redirect_uri: 'http://localhost:4001/callback',
        state: 'x',
      }),
    );

  it('a new session (marker) clears every persisted group', () => {
    const storage = memoryStorage();
    const cookies = memoryCookieJar({ 'nhsl-session': cookieFor('one') });
    const a = new RootStore({ api: stubApi(), storage, cookies });
    a.hydrate();
    a.startFromCookie();
    a.profile.assign({ email: 'kept@example.com' });
    expect(storage.getItem('nhsl:profile')).toContain('kept@example.com');

    // Same session: kept.
    const b = new RootStore({ api: stubApi(), storage, cookies });
    b.hydrate();
    b.startFromCookie();
    expect(b.profile.email).toBe('kept@example.com');

    // New session: cleared.
    cookies.set('nhsl-session', cookieFor('two'));
    const c = new RootStore({ api: stubApi(), storage, cookies });
    c.hydrate();
    c.startFromCookie();
    expect(c.profile.email).toBe('');
    expect(c.session.marker).toBe('two');
  });

  it('a malformed session cookie is ignored', () => {
    const cookies = memoryCookieJar({ 'nhsl-session': 'not-base64-json' });
    const s = new RootStore({ api: stubApi(), storage: memoryStorage(), cookies });
    s.startFromCookie();
    expect(s.session.marker).toBeUndefined();
  });
});

describe('a login answer without authentication_methods (spec 000 §3 "Login response": default mobile only; issue 54 "Seeds")', () => {
  it('is read as mobile only: log-in-password goes on to enter-mobile-code, not the choice of methods', async () => {
    const called: string[] = [];
    // The back end as the app meets it over HTTP: the login answer names no methods.
    const api = new HttpIdentityApi({
      credential: () => 's1',
      fetchImpl: async (url) => {
        called.push(new URL(String(url), 'http://app.test').pathname);
        return String(url).endsWith('/login')
          ? Response.json({ authentication_state: 'VERIFIED', phone_number: '*******1234' })
          : new Response(null, { status: 204 });
      },
    });
    const store = new RootStore({ api, cookies: memoryCookieJar(), minimumDelayMs: 0, storage: memoryStorage() });
    store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
    store.profile.assign({ email: 'someone@example.com' });
    expect(await store.signIn.submitPassword('pw')).toEqual({ kind: 'navigate', to: '/enter-mobile-code' });
    expect(store.profile.authMethods).toEqual({ mobile: true, landline: false });
    expect(called).toEqual(['/api/auth/login']);
  });
});
