import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { ProofingStore, proofingStoreOf } from './ProofingStore.ts';
import { upliftFailure } from './upliftError.ts';
import { postcodeToEdit } from './schemas.ts';
import type { ApiError } from '../../api/ApiError.ts';
import { duplicateAccountStoreOf } from '../duplicate-account/DuplicateAccountStore.ts';

function makeStore(api: Partial<IdentityApi>) {
  const store = new RootStore({
    api: stubApi(api),
    cookies: memoryCookieJar(),
    minimumDelayMs: 0,
    storage: nullStorage,
  });
  store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
  return store;
}
const details = { dob: '1980-03-15', postcode: 'LS1 4AP' };

describe('ProofingStore (spec 001 §4, §7)', () => {
  it('sends p5-uplift-nhs-known with exactly the spec body; success marks hasUplifted, forgets the details, goes to /authcode', async () => {
    const upliftNhsKnown = vi.fn().mockResolvedValue(undefined);
    const store = makeStore({ upliftNhsKnown });
    proofingStoreOf(store).submitKnowNhsNumber({ know: 'yes', nhsNumber: '999 000 0034' });
    store.proofingState.assign(details);
    expect(await proofingStoreOf(store).uplift()).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(upliftNhsKnown).toHaveBeenCalledWith({
      nhs_number: '9990000034',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
      client_id: 'demo-client',
      session_id: '', // filled in from the credential by the API client or the app's server (issue 24)
    });
    expect(store.proofingState.hasUplifted).toBe(true);
    expect([store.proofingState.nhsNumber, store.proofingState.dob, store.proofingState.postcode]).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('an uplift answering gp_record_checked marks the GP record checked (consent card); one without it does not', async () => {
    for (const [answer, checked] of [
      [{ gp_record_checked: true }, true],
      [{}, false],
    ] as const) {
      const store = makeStore({ upliftNhsKnown: () => Promise.resolve(answer) });
      proofingStoreOf(store).submitKnowNhsNumber({ know: 'yes', nhsNumber: '999 000 0034' });
      store.proofingState.assign(details);
      await proofingStoreOf(store).uplift();
      expect(store.journey.hasP5Success).toBe(true);
      expect(store.journey.gpRecordChecked).toBe(checked);
    }
  });

  it('sends p5-uplift-demog-trace with normalised names, middle_names only when given', async () => {
    const upliftDemogTrace = vi.fn().mockRejectedValue(upliftFailure(400, { error: 'No match found' }));
    const store = makeStore({ upliftDemogTrace });
    proofingStoreOf(store).submitName({ firstName: '  Alice  ', middleNames: ' ', lastName: 'Ash   worth' });
    store.proofingState.assign(details);
    expect(await proofingStoreOf(store).uplift()).toEqual({ kind: 'navigate', to: '/proofing/no-match' });
    expect(upliftDemogTrace).toHaveBeenCalledWith({
      first_name: 'Alice',
      last_name: 'Ash worth',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
      client_id: 'demo-client',
      session_id: '', // filled in from the credential by the API client or the app's server (issue 24)
    });
    expect(store.proofingState.firstName).toBe('Alice');
  });

  it("409 'User not uplifted' stores the migration flags, masked emails and pyi_sla, then goes to duplicate-nhs-number", async () => {
    const body = {
      message: 'User not uplifted',
      account_migration: true,
      eligible_for_account_migration_journey: true,
      email: ['a***@x.com', 'b***@y.com'],
      ineligibility_reason: 'none',
      pyi_sla: '48 hours',
    };
    const store = makeStore({ upliftNhsKnown: () => Promise.reject(upliftFailure(409, body)) });
    store.proofingState.assign({ ...details, knowNhsNumber: true, nhsNumber: '9990000034' });
    expect(await proofingStoreOf(store).uplift()).toEqual({ kind: 'navigate', to: '/duplicate-nhs-number' });
    const s = store.proofingState;
    expect([s.p5DuplicateFound, s.accountMigrationEnabled, s.eligibleForAccountMigrationJourney]).toEqual([
      true,
      true,
      true,
    ]);
    expect([s.maskedEmail, s.maskedEmailList, s.pyiSla, s.ineligibilityReason]).toEqual([
      '',
      ['a***@x.com', 'b***@y.com'],
      '48 hours',
      'none',
    ]);
  });

  it('stores lockout_time_seconds before navigating, and a running lockout sends a new attempt to the reattempt lock without a call', async () => {
    const lock = Math.floor(Date.now() / 1000) + 600;
    const upliftNhsKnown = vi
      .fn()
      .mockRejectedValue(upliftFailure(400, { error: 'PDS rate limit exceeded', lockout_time_seconds: lock }));
    const store = makeStore({ upliftNhsKnown });
    store.proofingState.assign({ ...details, knowNhsNumber: true, nhsNumber: '9990000034' });
    expect(await proofingStoreOf(store).uplift()).toEqual({ kind: 'navigate', to: '/proofing/p5-register-attempt' });
    expect(store.proofingState.lockOutTime).toBe(lock);
    expect(proofingStoreOf(store).lockoutMinutes).toBe(10);
    expect(await proofingStoreOf(store).uplift()).toEqual({
      kind: 'navigate',
      to: '/proofing/p5-register-reattempt-lock',
    });
    expect(upliftNhsKnown).toHaveBeenCalledTimes(1);
  });

  it('without entered details the uplift is not sent (know-nhs-number)', async () => {
    const upliftNhsKnown = vi.fn();
    const store = makeStore({ upliftNhsKnown });
    expect(await proofingStoreOf(store).uplift()).toEqual({ kind: 'navigate', to: '/proofing/know-nhs-number' });
    expect(upliftNhsKnown).not.toHaveBeenCalled();
  });

  it('under 11 clears the date of birth; a blocked postcode is kept for the not-available page and its link clears it', () => {
    const store = makeStore({});
    store.proofingState.assign({ dob: '1980-01-01' });
    const y = new Date().getFullYear() - 5;
    expect(proofingStoreOf(store).submitDob({ dob: { day: '1', month: '1', year: String(y) } })).toEqual({
      kind: 'navigate',
      to: '/proofing/you-need-to-be-over-11',
    });
    expect(store.proofingState.dob).toBe('');
    expect(proofingStoreOf(store).submitPostcode('bt1 1aa')).toEqual({
      kind: 'navigate',
      to: '/proofing/nhs-login-not-available-your-area',
    });
    expect(store.proofingState.postcode).toBe('BT1 1AA');
    // Kept for the not-available page; enter-postcode's field starts empty (a read: its GET changes nothing).
    expect(postcodeToEdit(store.proofingState.postcode)).toBe('');
    expect(postcodeToEdit('LS1 4AP')).toBe('LS1 4AP');
  });

  it('record-p5-failure-data: the spec body, then /authcode; a failure → p5-unable-to-save-details', async () => {
    const recordP5FailureData = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(upliftFailure(500, {}));
    const store = makeStore({ recordP5FailureData });
    store.proofingState.assign({ ...details, firstName: 'Al', lastName: 'Ash', middleNames: 'Bo' });
    expect(await proofingStoreOf(store).recordFailureData()).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(recordP5FailureData).toHaveBeenCalledWith({
      first_name: 'Al',
      last_name: 'Ash',
      middle_names: 'Bo',
      nhs_number: '',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
      session_id: '', // filled in from the credential by the API client or the app's server (issue 24)
    });
    expect(await proofingStoreOf(store).recordFailureData()).toEqual({
      kind: 'navigate',
      to: '/proofing/p5-unable-to-save-details',
    });
  });

  it('a new session clears the proofing state (clearAll)', () => {
    const store = makeStore({});
    store.proofingState.assign({ ...details, nhsNumber: '9990000034', hasUplifted: true });
    store.clearAll();
    expect([store.proofingState.nhsNumber, store.proofingState.dob, store.proofingState.hasUplifted]).toEqual([
      '',
      '',
      false,
    ]);
  });
});

describe('DuplicateAccountStore (spec 001 §4 Duplicate account)', () => {
  it('try-login forgets the email and proofing state and goes to enter-email; continueNew needs migration', () => {
    const store = makeStore({});
    store.profile.assign({ email: 'a@b.com' });
    store.proofingState.assign({ p5DuplicateFound: true, accountMigrationEnabled: false });
    expect(duplicateAccountStoreOf(store).choose('continueNew')).toEqual({ kind: 'navigate', to: '/error' });
    expect(duplicateAccountStoreOf(store).choose('logIn')).toEqual({ kind: 'navigate', to: '/enter-email' });
    expect([store.profile.email, store.proofingState.p5DuplicateFound]).toEqual(['', false]);
  });
  it('account-migration sends the spec body, then /authcode', async () => {
    const accountMigration = vi.fn().mockResolvedValue(undefined);
    const store = makeStore({ accountMigration });
    store.session.assign({ accountId: 'acc-1' });
    store.proofingState.assign({ ...details, nhsNumber: '9990000034' });
    expect(await duplicateAccountStoreOf(store).beginReplacement()).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(accountMigration).toHaveBeenCalledWith({
      account_id: 'acc-1',
      first_name: '',
      last_name: '',
      nhs_number: '9990000034',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
    });
  });
  it('the reminder takes at least 1 second', async () => {
    vi.useFakeTimers();
    const store = new RootStore({
      api: stubApi({ sendDuplicateReminder: () => Promise.resolve() }),
      cookies: memoryCookieJar(),
      minimumDelayMs: 1000,
      storage: nullStorage,
    });
    let done = false;
    const p = duplicateAccountStoreOf(store)
      .sendReminder()
      .then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    vi.useRealTimers();
  });

  it('another 409 → p5-already-completed and marks hasUplifted; a lockout time is stored (epoch seconds) before navigating', async () => {
    const other = makeStore({
      upliftNhsKnown: () => Promise.reject(upliftFailure(409, { message: 'User already uplifted' })),
    });
    other.proofingState.assign({ ...details, knowNhsNumber: true, nhsNumber: '9990000700' });
    expect(await proofingStoreOf(other).uplift()).toEqual({ kind: 'navigate', to: '/proofing/p5-already-completed' });
    expect(other.proofingState.hasUplifted).toBe(true);
    expect(other.proofingState.p5DuplicateFound).toBe(false);

    const locked = makeStore({
      upliftNhsKnown: () =>
        Promise.reject(upliftFailure(400, { error: 'PDS rate limit exceeded', lockout_time_seconds: 2_000_000_000 })),
    });
    locked.proofingState.assign({ ...details, knowNhsNumber: true, nhsNumber: '9990000220' });
    expect(await proofingStoreOf(locked).uplift()).toEqual({ kind: 'navigate', to: '/proofing/p5-register-attempt' });
    expect(locked.proofingState.lockOutTime).toBe(2_000_000_000);
    expect(await proofingStoreOf(locked).uplift()).toEqual({
      kind: 'navigate',
      to: '/proofing/p5-register-reattempt-lock',
    });
  });

  it('a failed call is reported (logged and an analytics error event) with its status and error text only, never personal details', async () => {
    const reportError = vi.fn<(call: string, e: ApiError) => void>();
    const store = new RootStore({
      api: stubApi({
        upliftDemogTrace: () => Promise.reject(upliftFailure(400, { error: 'No match found' })),
        recordP5FailureData: () => Promise.reject(upliftFailure(500, { message: 'Unable to save details' })),
      }),
      cookies: memoryCookieJar(),
      minimumDelayMs: 0,
      storage: nullStorage,
    });
    store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
    // The store under test, with the reporter stubbed.
    const proofing = new ProofingStore({
      api: store.api,
      session: store.session,
      journey: store.journey,
      state: store.proofingState,
      reportError,
    });
    proofing.submitName({ firstName: 'Alice', middleNames: '', lastName: 'Ashworth' });
    store.proofingState.assign(details);
    await proofing.uplift();
    await proofing.recordFailureData();
    expect(reportError.mock.calls.map(([call, e]) => [call, e.status, e.message])).toEqual([
      ['proofing:p5-uplift-demog-trace', 400, 'No match found'],
      ['proofing:record-p5-failure-data', 500, 'Unable to save details'],
    ]);
    const reported = JSON.stringify(reportError.mock.calls);
    for (const detail of ['Alice', 'Ashworth', '1980-03-15', 'LS1 4AP']) expect(reported).not.toContain(detail);
  });
});

describe('enter-name after a "no match" with an NHS number (spec 001 §4 "enter-name"; issue 54 "Seeds")', () => {
  it('sets knowNhsNumber to false, so the next attempt is the demographic trace with the names', async () => {
    const upliftNhsKnown = vi.fn().mockRejectedValue(upliftFailure(400, { error: 'No match found' }));
    const upliftDemogTrace = vi.fn().mockResolvedValue(undefined);
    const store = makeStore({ upliftNhsKnown, upliftDemogTrace });
    const proofing = proofingStoreOf(store);
    proofing.submitKnowNhsNumber({ know: 'yes', nhsNumber: '999 000 0034' });
    store.proofingState.assign(details);
    expect(store.proofingState.knowNhsNumber).toBe(true);
    expect(await proofing.uplift()).toEqual({ kind: 'navigate', to: '/proofing/no-match' });
    expect(proofing.chooseNoMatch('fullName')).toEqual({ kind: 'navigate', to: '/proofing/enter-name' });
    proofing.submitName({ firstName: 'Alice', middleNames: '', lastName: 'Ashworth' });
    expect(store.proofingState.knowNhsNumber).toBe(false);
    expect(await proofing.uplift()).toEqual({ kind: 'navigate', to: '/authcode' });
    expect(upliftNhsKnown).toHaveBeenCalledTimes(1);
    expect(upliftDemogTrace).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Alice', last_name: 'Ashworth', date_of_birth: details.dob }),
    );
  });
});
