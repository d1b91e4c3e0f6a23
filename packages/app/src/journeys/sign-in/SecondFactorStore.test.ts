import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';

/** A cookie jar that also records the lifetime (days) each cookie was set with. */
function recordingJar(initial: Record<string, string> = {}) {
  const jar = memoryCookieJar(initial);
  const days = new Map<string, number | undefined>();
  return {
    ...jar,
    days,
    set: (n: string, v: string, d?: number) => {
      days.set(n, d);
      jar.set(n, v);
    },
  };
}

const authCookie = (sessionId: string) =>
  btoa(JSON.stringify({ marker: sessionId, client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' }));

const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

function makeStore(api: Partial<IdentityApi>, cookies = recordingJar()) {
  const store = new RootStore({ api: stubApi(api), cookies, minimumDelayMs: 0, storage: nullStorage });
  store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
  return { store, cookies };
}

const nav = (to: string) => ({ kind: 'navigate', to });
const http = (message: string, status = 400) => new ApiError('http', status, '', message);
const unauthorised = () => new ApiError('unauthorized', 401, '', 'Unauthorized');

describe('choose-authentication-method (spec 000 §4 Login authentication_state, both)', () => {
  it('mobile texts a code and opens enter-mobile-code without the "new code" banner', async () => {
    const triggerOtp = vi.fn().mockResolvedValue(undefined);
    const { store } = makeStore({ triggerOtp });
    expect(await store.signIn.chooseMethod('mobile')).toEqual(nav('/enter-mobile-code'));
    expect(triggerOtp).toHaveBeenCalledWith('mobile');
    expect(store.signIn.codeResent).toBe(false);
  });
  it('landline opens get-call-landline and calls nobody yet', async () => {
    const triggerOtp = vi.fn();
    const { store } = makeStore({ triggerOtp });
    expect(await store.signIn.chooseMethod('landline')).toEqual(nav('/get-call-landline'));
    expect(triggerOtp).not.toHaveBeenCalled();
  });
  it('a text that cannot be sent goes to error', async () => {
    const { store } = makeStore({ triggerOtp: () => Promise.reject(http('Text could not be sent', 500)) });
    expect(await store.signIn.chooseMethod('mobile')).toEqual(nav('/error'));
  });
});

describe('the landline call (spec 000 §4 Security code (landline))', () => {
  it('"Call my landline now" asks for a call and opens enter-landline-code; a repeat shows the confirmation', async () => {
    const triggerOtp = vi.fn().mockResolvedValue(undefined);
    const { store } = makeStore({ triggerOtp });
    expect(await store.signIn.callLandline()).toEqual(nav('/enter-landline-code'));
    expect(triggerOtp).toHaveBeenCalledWith('landline');
    expect(store.signIn.callRepeated).toBe(false);
    await store.signIn.callLandline(true);
    expect(store.signIn.callRepeated).toBe(true);
  });
  it('a call that cannot be made goes to call-failed', async () => {
    const { store } = makeStore({ triggerOtp: () => Promise.reject(http('Call could not be made', 500)) });
    expect(await store.signIn.callLandline()).toEqual(nav('/call-failed'));
  });
  it('a correct landline code is sent with method landline, keeps id_token (no expiry) and rmd (180 days)', async () => {
    const verifyOtp = vi
      .fn()
      .mockResolvedValue({ id_token: 'a.b.c', rmd_token: 'rmd-9', is_duplicate_phone_number: false });
    const { store, cookies } = makeStore({ verifyOtp });
    expect(await store.signIn.submitLandlineCode(' 123 456 ', true)).toEqual(nav('/authcode'));
    expect(verifyOtp).toHaveBeenCalledWith('123456', true, 'landline');
    expect(cookies.values.get('id_token')).toBe('a.b.c');
    expect(cookies.days.get('id_token')).toBeUndefined();
    expect(cookies.values.get('remember_my_device')).toBe('rmd-9');
    expect(cookies.days.get('remember_my_device')).toBe(180);
  });
  it('without remember-device no rmd cookie is set', async () => {
    const { store, cookies } = makeStore({
      verifyOtp: () => Promise.resolve({ id_token: 'a.b.c', is_duplicate_phone_number: false }),
    });
    await store.signIn.submitLandlineCode('123456', false);
    expect(cookies.values.has('remember_my_device')).toBe(false);
  });
  it.each([
    ['Invalid OTP', { kind: 'formError', field: 'code', code: 'CODE_WRONG' }],
    ['OTP has expired', nav('/landline-code-expired')],
    ['Invalid OTP Session', nav('/landline-code-expired')],
    ['OTP attempts exceeded', nav('/otp-attempts-exceeded')],
    ['Something else', nav('/error')],
  ])('landline code answer "%s"', async (message, next) => {
    const { store } = makeStore({ verifyOtp: () => Promise.reject(http(message)) });
    expect(await store.signIn.submitLandlineCode('123456', false)).toEqual(next);
  });
  it('landline code submission takes at least 1 second (spec 000 §9)', async () => {
    vi.useFakeTimers();
    try {
      const store = new RootStore({
        api: stubApi({ verifyOtp: () => Promise.resolve({ id_token: 't', is_duplicate_phone_number: false }) }),
        cookies: memoryCookieJar(),
        storage: nullStorage,
        minimumDelayMs: 1000,
      });
      let done = false;
      const p = store.signIn.submitLandlineCode('123456', false).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('choices after an expired code or a failed call', () => {
  it('text sends a new code and enter-mobile-code shows "You have been sent a new security code."', async () => {
    const triggerOtp = vi.fn().mockResolvedValue(undefined);
    const { store } = makeStore({ triggerOtp });
    expect(await store.signIn.chooseAfterCodeProblem('text')).toEqual(nav('/enter-mobile-code'));
    expect(triggerOtp).toHaveBeenCalledWith('mobile');
    expect(store.signIn.codeResent).toBe(true);
  });
  it('call and passkey only navigate', async () => {
    const triggerOtp = vi.fn();
    const { store } = makeStore({ triggerOtp });
    expect(await store.signIn.chooseAfterCodeProblem('call')).toEqual(nav('/get-call-landline'));
    expect(await store.signIn.chooseAfterCodeProblem('passkey')).toEqual(nav('/passkey-enter-email'));
    expect(triggerOtp).not.toHaveBeenCalled();
  });
});

describe('remember-my-device (spec 000 §4 Cookies)', () => {
  it('an rmd token cookie is sent with the password; INVALID deletes it', async () => {
    const login = vi.fn().mockResolvedValue({
      authentication_state: 'VERIFIED',
      rmd_token: 'INVALID',
      authentication_methods: { mobile: true, landline: false },
    });
    const { store, cookies } = makeStore({ login }, recordingJar({ remember_my_device: 'old-token' }));
    store.profile.assign({ email: 'a@example.com' });
    await store.signIn.submitPassword('pw');
    expect(login).toHaveBeenCalledWith('a@example.com', 'pw', 'old-token');
    expect(cookies.values.has('remember_my_device')).toBe(false);
  });
  it('a live token: AUTHENTICATED goes straight to the redirect_uri', async () => {
    const { store } = makeStore(
      {
        login: () =>
          Promise.resolve({
            authentication_state: 'AUTHENTICATED',
            redirect_uri: 'http://localhost:5173/authcode',
            authentication_methods: { mobile: true, landline: false },
          }),
      },
      recordingJar({ remember_my_device: 'live' }),
    );
    store.profile.assign({ email: 'a@example.com' });
    expect(await store.signIn.submitPassword('pw')).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5173/authcode',
    });
  });
});

describe('check-account-status and check-login (spec 000 §2, §4 Session restart)', () => {
  it('check-account-status without a stored email goes to enter-email, calling nothing', async () => {
    const checkAccountStatus = vi.fn();
    const { store } = makeStore({ checkAccountStatus });
    expect(await store.signIn.checkAccountStatus()).toEqual(nav('/enter-email'));
    expect(checkAccountStatus).not.toHaveBeenCalled();
  });
  it('check-account-status retries with the stored email and routes as after email entry', async () => {
    const checkAccountStatus = vi.fn().mockResolvedValue({ status: 'CONFIRMED' });
    const { store } = makeStore({ checkAccountStatus });
    store.profile.assign({ email: 'kept@example.com' });
    expect(await store.signIn.checkAccountStatus()).toEqual(nav('/log-in-password'));
    expect(checkAccountStatus).toHaveBeenCalledWith('kept@example.com');
  });
  it('check-login: authcode with an id_token, log-in-password with an email, else enter-email', async () => {
    const { store, cookies } = makeStore({});
    expect(await store.signIn.checkLogin()).toEqual(nav('/enter-email'));
    store.profile.assign({ email: 'a@example.com' });
    expect(await store.signIn.checkLogin()).toEqual(nav('/log-in-password'));
    cookies.set('id_token', 'a.b.c');
    // Not a token of this session's client: as if none were held.
    expect(await store.signIn.checkLogin()).toEqual(nav('/log-in-password'));
    cookies.set('id_token', jwt({ sub: 'acc', aud: 'demo-client', exp: Date.now() / 1000 + 3600 }));
    expect(await store.signIn.checkLogin()).toEqual(nav('/authcode'));
  });
  it("check-login checks the id_token's aud and exp (spec 001 §3; issue 28 item 10)", async () => {
    const { store, cookies } = makeStore({});
    store.profile.assign({ email: 'a@example.com' });
    const later = Date.now() / 1000 + 3600;
    cookies.set('id_token', jwt({ sub: 'acc', aud: 'another-client', exp: later }));
    expect(await store.signIn.checkLogin()).toEqual(nav('/log-in-password'));
    cookies.set('id_token', jwt({ sub: 'acc', aud: ['another-client', 'demo-client'], exp: later }));
    expect(await store.signIn.checkLogin()).toEqual(nav('/authcode'));
    cookies.set('id_token', jwt({ sub: 'acc', aud: 'demo-client', exp: Date.now() / 1000 - 1 }));
    expect(await store.signIn.checkLogin()).toEqual(nav('/session-timeout'));
  });
});

describe('the session-timeout handler (spec 000 §4 Session restart and loading)', () => {
  it('without a newer session an unauthorised answer goes to session-timeout', async () => {
    const cookies = recordingJar({ 'nhsl-session': authCookie('s1') });
    const { store } = makeStore({ login: () => Promise.reject(unauthorised()) }, cookies);
    store.profile.assign({ email: 'a@example.com' });
    expect(await store.signIn.submitPassword('pw')).toEqual(nav('/session-timeout'));
    expect(store.session.marker).toBe('s1');
  });
  it('with a newer session the login restarts at check-login, keeping the email and dropping the id_token', async () => {
    const cookies = recordingJar({ 'nhsl-session': authCookie('s2'), id_token: 'old' });
    const { store } = makeStore({ login: () => Promise.reject(unauthorised()) }, cookies);
    store.profile.assign({ email: 'a@example.com', phoneNumber: '*******0123' });
    expect(await store.signIn.submitPassword('pw')).toEqual(nav('/check-login'));
    expect(store.session.marker).toBe('s2');
    expect(store.profile.email).toBe('a@example.com');
    expect(store.profile.phoneNumber).toBe('');
    expect(cookies.values.has('id_token')).toBe(false);
    expect(await store.signIn.checkLogin()).toEqual(nav('/log-in-password'));
  });
  it('the email step restarts at check-account-status', async () => {
    const cookies = recordingJar({ 'nhsl-session': authCookie('s2') });
    const { store } = makeStore({ checkAccountStatus: () => Promise.reject(unauthorised()) }, cookies);
    expect(await store.signIn.submitEmail('a@example.com')).toEqual(nav('/check-account-status'));
  });
  it('code, call, text and authcode steps restart at check-login', async () => {
    for (const step of ['code', 'landline', 'call', 'text', 'authcode'] as const) {
      const cookies = recordingJar({ 'nhsl-session': authCookie('s2') });
      const fail = () => Promise.reject(unauthorised());
      const { store } = makeStore({ verifyOtp: fail, triggerOtp: fail, authcode: fail }, cookies);
      const run = {
        code: () => store.signIn.submitCode('123456', false),
        landline: () => store.signIn.submitLandlineCode('123456', false),
        call: () => store.signIn.callLandline(),
        text: () => store.signIn.sendText(false),
        authcode: () => store.signIn.runAuthcode(),
      }[step];
      expect(await run(), step).toEqual(nav('/check-login'));
    }
  });
});

describe('the account id (spec 001 §7: the duplicate-account calls name the account)', () => {
  const token = `e30.${btoa(JSON.stringify({ sub: 'acct-42', aud: 'demo-client' })).replace(/=+$/, '')}.sig`;
  it('a correct code keeps the id_token subject as the account id', async () => {
    const { store } = makeStore({
      verifyOtp: () => Promise.resolve({ id_token: token, is_duplicate_phone_number: false }),
    });
    expect(store.session.accountId).toBeUndefined();
    await store.signIn.submitLandlineCode('123456', false);
    expect(store.session.accountId).toBe('acct-42');
  });
  it('an id_token without a readable subject leaves the account id as it was', async () => {
    const { store } = makeStore({
      verifyOtp: () => Promise.resolve({ id_token: 'a.b.c', is_duplicate_phone_number: false }),
    });
    // An id known before (from an earlier answer): a blank one would pass as "as it was" whatever happened.
    store.session.assign({ accountId: 'acct-earlier' });
    expect(await store.signIn.submitLandlineCode('123456', false)).toEqual(nav('/authcode'));
    expect(store.session.accountId).toBe('acct-earlier');
  });
});
