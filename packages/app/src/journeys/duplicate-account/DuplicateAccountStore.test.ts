import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import type { ProofingValues } from '../../stores/ProofingState.ts';
import { duplicateAccountStoreOf } from './DuplicateAccountStore.ts';

function makeStore(api: Partial<IdentityApi> = {}, state: Partial<ProofingValues> = {}) {
  const store = new RootStore({
    api: stubApi(api),
    cookies: memoryCookieJar(),
    minimumDelayMs: 0,
    storage: nullStorage,
  });
  store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
  store.session.assign({ accountId: 'acc-1' });
  store.proofingState.assign({ p5DuplicateFound: true, ...state });
  return store;
}
const nav = (to: string) => ({ kind: 'navigate', to });
const fail = (status: number, message = 'x', errorCode = '') =>
  Promise.reject(new ApiError(status === 401 ? 'unauthorized' : 'http', status, errorCode, message));

describe('DuplicateAccountStore (spec 001 §4 "Duplicate account", §7)', () => {
  it('try-login clears the signed-in session (id_token, account id, profile, journey flags, proofing state) and dispatches an account retry, so the journey starts again at enter-email', async () => {
    // An id_token of this session's client that has not expired (spec 001 §3).
    const claims = { sub: 'acc-1', aud: 'demo-client', exp: Date.now() / 1000 + 3600 };
    const idToken = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
    const cookies = memoryCookieJar({ id_token: idToken, remember_my_device: 'rmd-1' });
    const store = new RootStore({ api: stubApi(), cookies, minimumDelayMs: 0, storage: nullStorage });
    store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
    store.session.assign({ accountId: 'acc-1' });
    store.profile.assign({ email: 'proofing@example.com', phoneNumber: '*******0123' });
    store.journey.assign({ hasP5Success: true, fido2Enabled: true });
    store.proofingState.assign({ p5DuplicateFound: true, maskedEmail: 'd***@example.com', nhsNumber: '9990000441' });
    store.signIn.codeResent = true;
    // Before: the id_token of the account just proofed sends check-login straight to authcode.
    expect(await store.signIn.checkLogin()).toEqual(nav('/authcode'));

    expect(duplicateAccountStoreOf(store).tryLogin()).toEqual(nav('/enter-email'));

    expect(cookies.get('id_token')).toBeUndefined();
    expect(store.session.accountId).toBeUndefined();
    expect([store.profile.email, store.profile.phoneNumber]).toEqual(['', '']);
    expect([store.journey.hasP5Success, store.journey.fido2Enabled]).toEqual([false, false]);
    expect([store.proofingState.p5DuplicateFound, store.proofingState.nhsNumber]).toEqual([false, '']);
    expect(store.signIn.codeResent).toBe(false);
    // The account retry: a session restart (check-login) now starts again at enter-email, not at authcode.
    expect(await store.signIn.checkLogin()).toEqual(nav('/enter-email'));
    // The sign-in with the service (session id, OIDC parameters) and the remembered device stay.
    expect(store.session.marker).toBe('s1');
    expect(store.session.clientId).toBe('demo-client');
    expect(cookies.get('remember_my_device')).toBe('rmd-1');
  });

  it.each([
    [{ maskedEmail: 'a***@x.com' }, '/email-address-found'],
    [{ maskedEmailList: ['a***@x.com'] }, '/email-address-found'],
    [{ maskedEmailList: ['a***@x.com', 'b***@y.com'] }, '/multiple-emails-found'],
  ])('email-hint with %j → %s', (state, to) => {
    expect(duplicateAccountStoreOf(makeStore({}, state)).choose('getHelp')).toEqual(nav(to));
  });

  it('a new account only when migration is enabled: confirm-account-replacement, else /error', () => {
    expect(duplicateAccountStoreOf(makeStore({}, { accountMigrationEnabled: true })).choose('continueNew')).toEqual(
      nav('/confirm-account-replacement'),
    );
    expect(duplicateAccountStoreOf(makeStore()).choose('continueNew')).toEqual(nav('/error'));
  });

  it('account migration sends exactly the spec body; success → /authcode; 401 → session-timeout; CID1119 → failed-eligibility; else /error', async () => {
    const accountMigration = vi.fn().mockResolvedValue(undefined);
    const details = {
      firstName: 'Eli',
      lastName: 'Eligible',
      nhsNumber: '9990000514',
      dob: '1983-04-04',
      postcode: 'EC1A 1BB',
      knowNhsNumber: true,
    };
    expect(await duplicateAccountStoreOf(makeStore({ accountMigration }, details)).beginReplacement()).toEqual(
      nav('/authcode'),
    );
    expect(accountMigration).toHaveBeenCalledWith({
      account_id: 'acc-1',
      first_name: 'Eli',
      last_name: 'Eligible',
      nhs_number: '9990000514',
      date_of_birth: '1983-04-04',
      postcode: 'EC1A 1BB',
    });
    for (const [answer, to] of [
      [() => fail(401, 'Unauthorized'), '/session-timeout'],
      [
        () => fail(403, 'Not eligible to complete account migration', 'CID1119'),
        '/failed-eligibility?errorCode=CID1119',
      ],
      [() => fail(500), '/error'],
    ] as const) {
      expect(await duplicateAccountStoreOf(makeStore({ accountMigration: answer })).beginReplacement()).toEqual(
        nav(to),
      );
    }
  });

  it('reminders: the first → reminder-email-sent (429 → cannot-request-another-reminder); the second → another-reminder-sent (limit → cannot-request-another-reminder)', async () => {
    const sendDuplicateReminder = vi.fn().mockResolvedValue(undefined);
    const sendAnotherDuplicateReminder = vi.fn().mockResolvedValue(undefined);
    const store = makeStore({ sendDuplicateReminder, sendAnotherDuplicateReminder });
    expect(await duplicateAccountStoreOf(store).chooseMultipleEmails('reminder')).toEqual(nav('/reminder-email-sent'));
    expect(sendDuplicateReminder).toHaveBeenCalledWith('acc-1');
    expect(await duplicateAccountStoreOf(store).sendAnotherReminder()).toEqual(nav('/another-reminder-sent'));
    expect(sendAnotherDuplicateReminder).toHaveBeenCalledWith('acc-1');
    expect(await duplicateAccountStoreOf(makeStore({ sendDuplicateReminder: () => fail(429) })).sendReminder()).toEqual(
      nav('/cannot-request-another-reminder'),
    );
    expect(await duplicateAccountStoreOf(makeStore({ sendDuplicateReminder: () => fail(500) })).sendReminder()).toEqual(
      nav('/error'),
    );
    expect(
      await duplicateAccountStoreOf(
        makeStore({
          sendAnotherDuplicateReminder: () => fail(400, 'Reminder limit exceeded'),
        }),
      ).sendAnotherReminder(),
    ).toEqual(nav('/cannot-request-another-reminder'));
    expect(await duplicateAccountStoreOf(store).chooseMultipleEmails('helpCentre')).toEqual(
      nav('/redirect-to-help-centre'),
    );
  });

  it('the first reminder and the help-centre redirect take at least the minimum delay (1 second)', async () => {
    vi.useFakeTimers();
    try {
      const store = new RootStore({
        api: stubApi({ sendDuplicateReminder: () => Promise.resolve() }),
        cookies: memoryCookieJar(),
        storage: nullStorage,
      });
      let done = false;
      const sent = duplicateAccountStoreOf(store)
        .sendReminder()
        .then(() => (done = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await sent;
      expect(done).toBe(true);
      let redirected = false;
      const r = duplicateAccountStoreOf(store)
        .helpCentreRedirect()
        .then((n) => ((redirected = true), n));
      await vi.advanceTimersByTimeAsync(999);
      expect(redirected).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await r).toEqual({ kind: 'redirect', url: 'https://help.login.nhs.uk/duplicateaccount' });
    } finally {
      vi.useRealTimers();
    }
  });
});
