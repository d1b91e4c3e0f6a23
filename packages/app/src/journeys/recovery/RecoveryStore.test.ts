import { describe, expect, it, vi } from 'vitest';
import { recoveryMessages } from '@nhsl/contract';
import { ApiError } from '../../api/ApiError.ts';
import type { RecoveryApi } from './RecoveryApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import { RecoveryStore, recoveryStoreOf } from './RecoveryStore.ts';

const authCookie = (sessionId: string) =>
  btoa(JSON.stringify({ marker: sessionId, client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' }));

function makeStore(api: Partial<IdentityApi & RecoveryApi>, cookies = memoryCookieJar()) {
  const store = new RootStore({ api: stubApi(api), cookies, minimumDelayMs: 0, storage: nullStorage });
  store.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' });
  store.profile.assign({
    email: 'new-mobile@example.com',
    phoneNumber: '*******0160',
    authMethods: { mobile: true, landline: false },
  });
  return store;
}

const nav = (to: string) => ({ kind: 'navigate', to });

describe('RecoveryStore.changeMobile (issue 15)', () => {
  it('sends the number in international format, holds the masked answer, and goes to enter-mobile-code', async () => {
    const changeMobile = vi.fn().mockResolvedValue({ phone_number: '*******0999' });
    const store = makeStore({ changeNumber: changeMobile });
    store.signIn.codeResent = true;
    expect(await recoveryStoreOf(store).changeMobile(' 07700 900-999 ')).toEqual(nav('/enter-mobile-code'));
    expect(changeMobile).toHaveBeenCalledWith('mobile', '+447700900999');
    expect(store.profile.phoneNumber).toBe('*******0999');
    expect(store.journey.numberChange).toBe('mobile');
    expect(store.signIn.codeResent).toBe(false);
  });

  it('a verified code clears the pending change (sign-in store)', async () => {
    const store = makeStore({
      changeNumber: () => Promise.resolve({ phone_number: '*******0999' }),
      verifyOtp: () => Promise.resolve({ id_token: 'a.e30.c', is_duplicate_phone_number: false }),
    });
    await recoveryStoreOf(store).changeMobile('07700900999');
    expect(await store.signIn.submitCode('123456', false)).toEqual(nav('/authcode'));
    expect(store.journey.numberChange).toBe('');
  });

  it('a failure goes through failed(): reported once without the number, and routed', async () => {
    const reportFailure = vi.fn();
    const store = makeStore({});
    const recovery = new RecoveryStore({
      api: stubApi({
        changeNumber: () => Promise.reject(new ApiError('http', 403, '', recoveryMessages.identityCheckRequired)),
      }),
      profile: store.profile,
      journey: store.journey,
      signIn: store.signIn,
      reportFailure,
    });
    expect(await recovery.changeMobile('07700900999')).toEqual(nav('/recovery/cannot-change-number'));
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure.mock.calls[0]![0]).toBe('recovery:change-mobile');
    expect(JSON.stringify(reportFailure.mock.calls)).not.toContain('900999');
    expect(store.profile.phoneNumber).toBe('*******0160');
    expect(store.journey.numberChange).toBe('');
    expect(recovery.busy).toBe(false);
  });

  it('an unauthorised session restarts at check-login when the browser started a newer one, else session-timeout', async () => {
    const unauthorised = () => Promise.reject(new ApiError('unauthorized', 401, '', 'Unauthorized'));
    const cookies = memoryCookieJar({ 'nhsl-session': authCookie('s2') });
    expect(
      await recoveryStoreOf(makeStore({ changeNumber: unauthorised }, cookies)).changeMobile('07700900999'),
    ).toEqual(nav('/check-login'));
    expect(await recoveryStoreOf(makeStore({ changeNumber: unauthorised })).changeMobile('07700900999')).toEqual(
      nav('/session-timeout'),
    );
  });

  it('a number the form rule would refuse is never sent', async () => {
    const changeMobile = vi.fn();
    expect(await recoveryStoreOf(makeStore({ changeNumber: changeMobile })).changeMobile('01632960001')).toEqual({
      kind: 'formError',
      field: 'mobile',
      code: 'FORMAT',
    });
    expect(changeMobile).not.toHaveBeenCalled();
  });

  it('one request per click: a second press while busy sends nothing', async () => {
    let resolve: (v: { phone_number: string }) => void = () => undefined;
    const changeMobile = vi.fn(() => new Promise<{ phone_number: string }>((r) => (resolve = r)));
    const recovery = recoveryStoreOf(makeStore({ changeNumber: changeMobile }));
    const first = recovery.changeMobile('07700900999');
    expect(await recovery.changeMobile('07700900999')).toEqual({ kind: 'formError', field: '', code: 'BUSY' });
    resolve({ phone_number: '*******0999' });
    await first;
    expect(changeMobile).toHaveBeenCalledTimes(1);
  });
});

describe('RecoveryStore.changeLandline (issue 15)', () => {
  it('holds the masked landline, marks the landline method, and goes to get-call-landline', async () => {
    const changeLandline = vi.fn().mockResolvedValue({ landline_number: '*******0999' });
    const store = makeStore({ changeNumber: changeLandline });
    expect(await recoveryStoreOf(store).changeLandline('+44 1632 960 999')).toEqual(nav('/get-call-landline'));
    expect(changeLandline).toHaveBeenCalledWith('landline', '+441632960999');
    expect(store.profile.landlineNumber).toBe('*******0999');
    expect(store.profile.authMethods.landline).toBe(true);
    expect(store.journey.numberChange).toBe('landline');
  });

  it('same number → the field error; a server failure → error', async () => {
    const same = makeStore({
      changeNumber: () => Promise.reject(new ApiError('http', 400, '', recoveryMessages.sameNumber)),
    });
    expect(await recoveryStoreOf(same).changeLandline('01632960470')).toEqual({
      kind: 'formError',
      field: 'landline',
      code: 'SAME_NUMBER',
    });
    const broken = makeStore({ changeNumber: () => Promise.reject(new ApiError('http', 500, '', 'boom')) });
    expect(await recoveryStoreOf(broken).changeLandline('01632960470')).toEqual(nav('/error'));
  });
});
