import { describe, expect, it, vi } from 'vitest';
import { ID_TOKEN_COOKIE } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { JourneyStore, ProfileStore, SessionStore } from '../../stores/stores.ts';
import type { KeyValueStorage } from '../../stores/persistence.ts';
import { stubApi } from '../../test/stubApi.ts';
import { RegistrationStore, type RegistrationDeps } from './RegistrationStore.ts';

/** An in-memory storage, to see what the `registration` group keeps. */
function memoryStorage(): KeyValueStorage & { dump: () => string } {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    dump: () => JSON.stringify([...m.entries()]),
  };
}

// A JWT-shaped token whose subject is "acct-1".
const ID_TOKEN = `e30.${btoa(JSON.stringify({ sub: 'acct-1' })).replace(/=+$/, '')}.sig`;

function make(api: Parameters<typeof stubApi>[0], extra: Partial<RegistrationDeps> = {}) {
  const deps = {
    api: stubApi(api),
    session: new SessionStore(),
    profile: new ProfileStore(),
    journey: new JourneyStore(),
    cookies: memoryCookieJar(),
    minimumDelayMs: 0,
    ...extra,
  };
  return { store: new RegistrationStore(deps), ...deps };
}

describe('RegistrationStore (issue 15)', () => {
  it('validates the normalised address, keeps it, and goes to the terms of use', async () => {
    const validateEmail = vi.fn(() => Promise.resolve());
    const { store, profile } = make({ validateEmail });
    expect(await store.submitEmail('  New.Person @Example.com ')).toEqual({
      kind: 'navigate',
      to: '/register/terms-of-use',
    });
    expect(validateEmail).toHaveBeenCalledWith('new.person@example.com');
    expect(store.email).toBe('new.person@example.com');
    expect(profile.email).toBe('new.person@example.com');
  });

  it('sends every failure through fail() once, telling onFailure the call and the error, then routes it', async () => {
    const onFailure = vi.fn();
    const err = new ApiError('http', 400, '', 'Account already exists');
    const { store } = make({ validateEmail: () => Promise.reject(err) }, { onFailure });
    expect(await store.submitEmail('someone@example.com')).toEqual({
      kind: 'formError',
      field: 'email',
      code: 'EMAIL_TAKEN',
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith('validateEmail', err);
    // A failure that is not an ApiError is a network failure → error.
    const { store: other } = make({ createPassword: () => Promise.reject(new Error('boom')) }, { onFailure });
    expect(await other.submitPassword('correct horse battery')).toEqual({ kind: 'navigate', to: '/error' });
    expect(onFailure).toHaveBeenLastCalledWith('password', expect.any(ApiError));
  });

  it('persists the non-secret group only: never the password nor a code', async () => {
    const storage = memoryStorage();
    const { store } = make(
      {
        validateEmail: () => Promise.resolve(),
        startRegistration: () => Promise.resolve(),
        verifyEmailCode: () => Promise.resolve(),
        createPassword: () => Promise.resolve(),
        enterMobile: () => Promise.resolve({ phone_number: '*******0321' }),
      },
      { storage },
    );
    await store.submitEmail('new@example.com');
    await store.agreeToTerms();
    await store.submitEmailCode('123 456');
    await store.submitPassword('correct horse battery');
    await store.submitMobile('07700 900321');
    const kept = storage.dump();
    expect(kept).toContain('nhsl:registration');
    expect(kept).toContain('*******0321');
    expect(kept).not.toContain('correct horse battery');
    expect(kept).not.toContain('123456');
    expect(kept).not.toContain('07700');
    // A new store (a reload) reads the group back.
    const reloaded = make({}, { storage }).store;
    expect([reloaded.email, reloaded.termsAgreed, reloaded.passwordCreated]).toEqual(['new@example.com', true, true]);
  });

  it('the texted code creates the account: id_token cookie, account id, "You have created an account", authcode', async () => {
    const verifyMobileCode = vi.fn(() => Promise.resolve({ id_token: ID_TOKEN }));
    const { store, cookies, session, journey } = make({ verifyMobileCode });
    store.assign({ email: 'new@example.com', termsAgreed: true, passwordCreated: true, maskedMobile: '*******0321' });
    expect(await store.submitMobileCode(' 12 34 56 ')).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(verifyMobileCode).toHaveBeenCalledWith('123456');
    expect(cookies.get(ID_TOKEN_COOKIE)).toBe(ID_TOKEN);
    expect(session.accountId).toBe('acct-1');
    expect(journey.accountCreated).toBe(true);
    expect(store.email).toBe('');
  });

  it('a resent code shows its confirmation until the next code is checked', async () => {
    const { store } = make({ resendEmailCode: () => Promise.resolve(), verifyEmailCode: () => Promise.resolve() });
    expect(await store.resendEmailCode()).toEqual({ kind: 'navigate', to: '/register/check-email' });
    expect(store.emailCodeResent).toBe(true);
    await store.submitEmailCode('123456');
    expect(store.emailCodeResent).toBe(false);
  });

  it('issue 28: check-email again after the code was accepted (Back) goes on to create-password without a spent code', async () => {
    const verifyEmailCode = vi.fn(() => Promise.resolve());
    const { store } = make({ verifyEmailCode });
    expect(await store.submitEmailCode('123456')).toEqual({ kind: 'navigate', to: '/register/create-password' });
    expect(await store.submitEmailCode('123456')).toEqual({ kind: 'navigate', to: '/register/create-password' });
    expect(verifyEmailCode).toHaveBeenCalledTimes(1);
  });

  it('issue 28: the accepted code is remembered in the registration group, so the server-rendered form (a new store per request) also goes on; the reset forgets it', async () => {
    const storage = memoryStorage();
    const verifyEmailCode = vi.fn(() => Promise.resolve());
    const first = make({ verifyEmailCode }, { storage });
    await first.store.submitEmailCode('123456');
    const next = make({ verifyEmailCode }, { storage });
    expect(await next.store.submitEmailCode('123456')).toEqual({ kind: 'navigate', to: '/register/create-password' });
    expect(verifyEmailCode).toHaveBeenCalledTimes(1);
    next.store.clear();
    await next.store.submitEmailCode('123456');
    expect(verifyEmailCode).toHaveBeenCalledTimes(2);
  });

  it('knows an UNCONFIRMED finish (no terms agreed here) and an UNREGISTERED one (no password created here)', () => {
    const { store, profile } = make({});
    profile.assign({ email: 'unconfirmed@example.com', status: 'UNCONFIRMED' });
    expect(store.finishingUnconfirmed).toBe(true);
    expect(store.emailSentTo).toBe('unconfirmed@example.com');
    expect(store.finishingUnregistered).toBe(true);
    store.assign({ termsAgreed: true, passwordCreated: true });
    expect(store.finishingUnconfirmed).toBe(false);
    expect(store.finishingUnregistered).toBe(false);
  });

  it('one request per click: a second submit while busy does nothing', async () => {
    const validateEmail = vi.fn(() => new Promise<void>(() => undefined));
    const { store } = make({ validateEmail });
    void store.submitEmail('a@example.com');
    expect(await store.submitEmail('a@example.com')).toEqual({ kind: 'formError', field: '', code: 'BUSY' });
    expect(validateEmail).toHaveBeenCalledTimes(1);
  });
});
