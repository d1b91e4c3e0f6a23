import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { RootStore } from '../stores/RootStore.ts';
import { nullStorage } from '../stores/persistence.ts';
import { stubApi } from '../test/stubApi.ts';
import { PASSKEY_OFFER_AFTER_SIGN_IN, deviceCanMakePasskey } from './passkeyOffer.ts';

function signedInWithCode(offerPasskey: () => Promise<boolean>) {
  const store = new RootStore({
    api: stubApi({ verifyOtp: () => Promise.resolve({ id_token: 'a.b.c', is_duplicate_phone_number: false }) }),
    cookies: memoryCookieJar(),
    storage: nullStorage,
    minimumDelayMs: 0,
    offerPasskey,
  });
  return store.signIn.submitCode('123456', false);
}

describe('the passkey offer after sign-in (issue 27)', () => {
  it('a device that can make a passkey goes to the offer, which then goes on to authcode', async () => {
    expect(await signedInWithCode(() => Promise.resolve(true))).toEqual({
      kind: 'navigate',
      to: PASSKEY_OFFER_AFTER_SIGN_IN,
    });
    expect(PASSKEY_OFFER_AFTER_SIGN_IN).toBe('/account/passkey-offer?return=/authcode');
  });

  it('a device that cannot goes straight to authcode', async () => {
    expect(await signedInWithCode(() => Promise.resolve(false))).toEqual({ kind: 'navigate', to: '/authcode' });
  });

  it('the device check: only a user-verifying platform authenticator counts; a failing check is no', async () => {
    expect(await deviceCanMakePasskey(undefined)).toBe(false);
    expect(
      await deviceCanMakePasskey({ isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true) }),
    ).toBe(true);
    expect(
      await deviceCanMakePasskey({
        isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.reject(new Error('x')),
      }),
    ).toBe(false);
  });
});
