/** The passkey offer's route (the account journey's `accountPaths.passkeyOffer`). */
export const PASSKEY_OFFER_PATH = '/account/passkey-offer';

/** The sign-in's next step when the passkey offer is made: the offer, then the authcode step. */
export const PASSKEY_OFFER_AFTER_SIGN_IN = `${PASSKEY_OFFER_PATH}?return=/authcode`;

/**
 * Whether this device can make a passkey: `PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()`
 * answers true. Never rejects (a failing check is "no"). Issue 27 "Passkey offer after sign-in";
 * kept apart from the account pages so the sign-in loads only this.
 * @param pkc - window.PublicKeyCredential (default this browser's)
 */
export async function deviceCanMakePasskey(
  pkc: { isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> } | undefined = (
    globalThis as { PublicKeyCredential?: { isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> } }
  ).PublicKeyCredential,
): Promise<boolean> {
  try {
    return (await pkc?.isUserVerifyingPlatformAuthenticatorAvailable?.()) === true;
  } catch {
    return false;
  }
}
