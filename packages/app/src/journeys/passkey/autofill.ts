import {
  PASSKEY_AUTOFILL_OPTIONS_PATH,
  passkeyOptionsResponseSchema,
  type PasskeyOptionsResponse,
} from '@nhsl/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '../../api/ApiError.ts';
import type { HttpIdentityApi } from '../../api/HttpIdentityApi.ts';
import type { IdentityApi } from '../../api/IdentityApi.ts';
import { logCallFailure } from '../../observability/log.ts';
import type { SessionStore } from '../../stores/stores.ts';
import { relyingPartyId } from '../../shell/passkeyAvailability.ts';
import { toAuthenticationCredential } from './PasskeyStore.ts';
import { afterPasskeyServiceError, afterVerify, type Next } from './transitions.ts';

/** Cancels a pending autofill ceremony (the user went on by typing, or left the page). */
export async function cancelPasskeyAutofill(): Promise<void> {
  (await import('@simplewebauthn/browser')).WebAuthnAbortService.cancelCeremony();
}

/**
 * One autofill ceremony: options for no particular account, the browser's conditional
 * `startAuthentication` (`useBrowserAutofill`), then the passkey flow's own verification and
 * outcomes (afterVerify, afterPasskeyServiceError). The user going on by typing cancels it: that
 * and any browser error end quietly (undefined), so typing works as before. Issue 27.
 * @param api - the app's back end (its HTTP client)
 * @param session - the session (the account id is kept after a verified passkey)
 */
export async function runPasskeyAutofill(api: IdentityApi, session: SessionStore): Promise<Next | undefined> {
  const http = api as Partial<Pick<HttpIdentityApi, 'request'>>;
  if (typeof http.request !== 'function') return undefined;
  let options: PasskeyOptionsResponse;
  try {
    options = await http.request('POST', PASSKEY_AUTOFILL_OPTIONS_PATH, passkeyOptionsResponseSchema);
  } catch (e) {
    void logCallFailure('passkey:autofill-options', e);
    return undefined;
  }
  const requested = options.authentication_options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const rpId = relyingPartyId(globalThis.location?.hostname ?? '', requested.rpId);
  let assertion;
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    assertion = await startAuthentication({
      optionsJSON: { ...requested, ...(rpId ? { rpId } : {}) },
      useBrowserAutofill: true,
    });
  } catch {
    return undefined;
  }
  try {
    const res = await api.passkeyAuthenticationVerify({
      transaction_id: options.transaction_id,
      authentication_credential: toAuthenticationCredential(assertion),
    });
    if (res.verified && res.account_id) session.assign({ accountId: res.account_id });
    return afterVerify(res);
  } catch (e) {
    void logCallFailure('passkey:autofill-verify', e);
    return afterPasskeyServiceError(e instanceof ApiError ? e : new ApiError('network', 0, '', 'Unexpected error'));
  }
}
