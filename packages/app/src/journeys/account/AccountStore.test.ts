import { describe, expect, it, vi } from 'vitest';
import { accountServerMessages, registrationServerMessages, serverMessages, type AccountDetails } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import type { AccountApi } from './AccountApi.ts';
import { AccountStore, type AccountDeps } from './AccountStore.ts';
import { memoryStorage, replacePersisted } from '../../stores/persistence.ts';
import { accountPaths, safeReturnPath } from './paths.ts';

const DETAILS: AccountDetails = {
  email: 'account@example.com',
  mobile: '*******0140',
  version: 4,
  recent_proof: true,
  passkey_offer: true,
  passkeys: [],
  services: [],
};

const httpError = (status: number, message: string, errorCode = '') =>
  Promise.reject(new ApiError('http', status, errorCode, message));

function storeWith(api: Partial<AccountApi>, deps: Partial<AccountDeps> = {}) {
  const full = { accountDetails: () => Promise.resolve(DETAILS), ...api } as AccountApi;
  const store = new AccountStore({ api: full, ...deps });
  return store;
}

describe('AccountStore (issue 27)', () => {
  it('a change sends the version it was made from and shows the home with its banner', async () => {
    const changePassword = vi.fn(() => Promise.resolve());
    const store = storeWith({ changePassword });
    await store.load();
    expect(await store.changePassword('old', 'three random words')).toEqual({
      kind: 'navigate',
      to: accountPaths.home,
    });
    expect(changePassword).toHaveBeenCalledWith('old', 'three random words', 4);
    expect(store.banner).toBe('Your password has been changed.');
  });

  it('no recent proof (403) goes to the password check, keeping the page to return to', async () => {
    const store = storeWith({ changeEmail: () => httpError(403, accountServerMessages.recentProofRequired) });
    await store.load();
    expect(await store.changeEmail('new@example.com')).toEqual({
      kind: 'navigate',
      to: `${accountPaths.confirmPassword}?return=${encodeURIComponent(accountPaths.changeEmail)}`,
    });
    expect(store.details?.recent_proof).toBe(false);
  });

  it('the password check returns to that page; a wrong password is a form error', async () => {
    const store = storeWith({ reauthenticate: () => Promise.resolve() });
    expect(await store.reauthenticate('pw', accountPaths.changeEmail)).toEqual({
      kind: 'navigate',
      to: accountPaths.changeEmail,
    });
    const wrong = storeWith({ reauthenticate: () => httpError(400, serverMessages.incorrectCredentials) });
    expect(await wrong.reauthenticate('pw', accountPaths.changeEmail)).toEqual({
      kind: 'formError',
      field: 'password',
      code: 'PASSWORD_WRONG',
    });
  });

  it('409 reloads the details and explains; 500 keeps the old value and shows the reference', async () => {
    const accountDetails = vi.fn(() => Promise.resolve(DETAILS));
    const conflict = storeWith({
      accountDetails,
      removeLandline: () => httpError(409, accountServerMessages.changedElsewhere),
    });
    expect(await conflict.removeLandline()).toEqual({ kind: 'navigate', to: accountPaths.changedElsewhere });
    expect(accountDetails).toHaveBeenCalled();
    const broken = storeWith({ changeNumber: () => httpError(500, 'Internal server error', 'CID3270') });
    await broken.load();
    expect(await broken.changeNumber('mobile', '07700 900 999')).toEqual({
      kind: 'navigate',
      to: `${accountPaths.problem}?errorCode=CID3270`,
    });
    expect(broken.details?.mobile).toBe('*******0140');
  });

  it('back-end refusals land on their fields: the address taken, the same address, a common password, a wrong code', async () => {
    const store = storeWith({
      changeEmail: () => httpError(400, registrationServerMessages.accountExists),
      changePassword: () => httpError(400, registrationServerMessages.passwordTooCommon),
      verifyNumberCode: () => httpError(400, serverMessages.invalidOtp),
    });
    await store.load();
    expect(await store.changeEmail('taken@example.com')).toMatchObject({ field: 'email', code: 'EMAIL_TAKEN' });
    expect(await store.changeEmail(' Account@Example.com ')).toMatchObject({ field: 'email', code: 'EMAIL_SAME' });
    expect(await store.changePassword('a', 'password1234')).toMatchObject({
      field: 'password',
      code: 'PASSWORD_COMMON',
    });
    expect(await store.verifyNumberCode('123456')).toMatchObject({ field: 'code', code: 'CODE_WRONG' });
  });

  it('passkey creation: cancelled, already held, created (details reloaded)', async () => {
    const base = { passkeyRegistrationOptions: () => Promise.resolve({ challenge: 'c' }) };
    const cancelled = storeWith(base, {
      createPasskey: () => Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })),
    });
    await cancelled.createPasskey(accountPaths.addPasskey);
    expect(cancelled.passkey).toBe('cancelled');
    const exists = storeWith(base, {
      createPasskey: () => Promise.reject(Object.assign(new Error('x'), { name: 'InvalidStateError' })),
    });
    await exists.createPasskey(accountPaths.addPasskey);
    expect(exists.passkey).toBe('exists');
    const registerPasskey = vi.fn(() => Promise.resolve({ id: 'n', created_at: 1 }));
    const made = storeWith({ ...base, registerPasskey }, { createPasskey: () => Promise.resolve({ id: 'n' }) });
    await made.createPasskey(accountPaths.addPasskey);
    expect(registerPasskey).toHaveBeenCalledWith({ id: 'n' });
    expect(made.passkey).toBe('created');
  });

  it("passkey creation on the app's server (issue 44): the options for page script, then its result registered", async () => {
    const registerPasskey = vi.fn(() => Promise.resolve({ id: 'n', created_at: 1 }));
    const api = { passkeyRegistrationOptions: () => Promise.resolve({ challenge: 'c' }), registerPasskey };
    const store = storeWith(api, { createPasskey: 'page' });
    await store.load();
    expect(await store.createPasskey(accountPaths.addPasskey)).toEqual({
      kind: 'ceremony',
      ceremony: { kind: 'create', options: { challenge: 'c' } },
    });
    // The browser refused: already held on this device, or cancelled; nothing registered.
    const refused = (name: string, code?: string) =>
      store.finishPasskeyCreation({ kind: 'error', name, code }, accountPaths.addPasskey, true);
    expect(await refused('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')).toEqual({
      kind: 'status',
      status: 'exists',
    });
    expect(await refused('NotAllowedError')).toEqual({ kind: 'status', status: 'cancelled' });
    expect(registerPasskey).not.toHaveBeenCalled();
    // A post the server cannot read (issue 54: an ML-DSA credential over the old cap) failed, with
    // its own event; it is never the user's cancelling.
    const reportFailure = vi.fn();
    const unreadable = storeWith(api, { createPasskey: 'page', reportFailure });
    expect(
      await unreadable.finishPasskeyCreation(
        { kind: 'unreadable', reason: 'too-long' },
        accountPaths.passkeyOffer,
        false,
      ),
    ).toEqual({ kind: 'status', status: 'failed' });
    expect(reportFailure).toHaveBeenCalledWith('account:passkey-unreadable', expect.any(Error));
    expect(registerPasskey).not.toHaveBeenCalled();
    // add-passkey: registered, then the home with its banner; the offer: it says so where it is.
    const credential = { id: 'n', response: {} };
    expect(
      await store.finishPasskeyCreation(
        { kind: 'credential', credential, transactionId: '' },
        accountPaths.addPasskey,
        true,
      ),
    ).toEqual({ kind: 'navigate', to: accountPaths.home });
    expect(registerPasskey).toHaveBeenCalledWith(credential);
    expect(store.banner).toBe('Your passkey has been set up.');
    const offer = storeWith(api, { createPasskey: 'page' });
    expect(
      await offer.finishPasskeyCreation(
        { kind: 'credential', credential, transactionId: '' },
        accountPaths.passkeyOffer,
        false,
      ),
    ).toEqual({ kind: 'status', status: 'created' });
    // A back-end failure says so on the page; one asking for a recent proof goes to the password check.
    const failing = storeWith(
      { ...api, registerPasskey: () => httpError(500, 'Internal server error') },
      { createPasskey: 'page' },
    );
    expect(
      await failing.finishPasskeyCreation(
        { kind: 'credential', credential, transactionId: '' },
        accountPaths.addPasskey,
        true,
      ),
    ).toEqual({ kind: 'status', status: 'failed' });
    const stale = storeWith(
      { ...api, registerPasskey: () => httpError(403, accountServerMessages.recentProofRequired) },
      { createPasskey: 'page' },
    );
    const next = await stale.finishPasskeyCreation(
      { kind: 'credential', credential, transactionId: '' },
      accountPaths.addPasskey,
      true,
    );
    expect(next).toMatchObject({
      kind: 'navigate',
      to: expect.stringContaining(accountPaths.confirmPassword) as string,
    });
  });

  it("shows each page's own data from the server (issue 44): the details; a banner set here stays for the home", () => {
    const store = storeWith({});
    store.showPage({ details: DETAILS, loadFailed: false });
    expect(store.details).toEqual(DETAILS);
    // The change confirmed on the server: its next page's data (through JSON, so empty fields are absent).
    store.banner = 'Your passkey has been set up.';
    store.showPage({ details: { ...DETAILS, version: 5 } });
    expect([store.details?.version, store.loadFailed]).toEqual([5, false]);
    expect(store.banner).toBe('Your passkey has been set up.');
    store.showPage({ loadFailed: true, banner: 'Your email address has been changed.' });
    expect([store.details, store.loadFailed, store.banner]).toEqual([
      undefined,
      true,
      'Your email address has been changed.',
    ]);
  });

  it('the change waiting for its code comes with the groups of each answer, not with the page data', () => {
    const storage = memoryStorage();
    const store = storeWith({}, { storage });
    replacePersisted(storage, ['nhsl:account'], {
      'nhsl:account': JSON.stringify({ pendingEmail: 'new@example.com', codeResent: true }),
    });
    expect([store.pendingEmail, store.codeResent]).toEqual(['new@example.com', true]);
    replacePersisted(storage, ['nhsl:account'], {});
    expect([store.pendingEmail, store.codeResent]).toEqual(['', false]);
  });

  it('the return path is an account page only', () => {
    expect(safeReturnPath('/account/change-email')).toBe('/account/change-email');
    expect(safeReturnPath('/account/passkeys/remove?id=x')).toBe('/account/passkeys/remove?id=x');
    expect(safeReturnPath('https://evil.example/')).toBe(accountPaths.home);
    expect(safeReturnPath('//evil.example/account/')).toBe(accountPaths.home);
    expect(safeReturnPath('/account/unknown')).toBe(accountPaths.home);
    expect(safeReturnPath(null)).toBe(accountPaths.home);
  });
});
