import {
  PASSKEY_AUTOFILL_OPTIONS_PATH,
  passkeyOptionsResponseSchema,
  type PasskeyOptionsResponse,
} from '@nhsl/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { HttpIdentityApi } from '../api/HttpIdentityApi.ts';
import { logCallFailure } from '../observability/log.ts';
import { to, type Next } from './next.ts';
import { relyingPartyId } from './passkeyAvailability.ts';
import type { RootStore } from '../stores/RootStore.ts';

/**
 * Options for enter-email's autofill (conditional mediation; issue 27), for no particular
 * account: answered as a `ceremony` Next for page script, which posts a chosen passkey's result to
 * the same action (`PasskeyStore.finishCeremony`; issue 44). A failure is logged and answers the
 * page (`here`) with nothing to run, so typing works as before. The app's server only (enter-email's
 * action, loaded when a form is posted), so page script does not carry the call.
 * @param store - the request's stores (the back end, the passkey flag and the page's hostname)
 * @param here - the page asking (enter-email)
 */
export async function passkeyAutofillOptions(store: Pick<RootStore, 'api' | 'passkey'>, here: string): Promise<Next> {
  const { enabled, hostname } = store.passkey.autofillSettings;
  const http = store.api as Partial<Pick<HttpIdentityApi, 'request'>>;
  if (!enabled || typeof http.request !== 'function') return to(here);
  let options: PasskeyOptionsResponse;
  try {
    options = await http.request('POST', PASSKEY_AUTOFILL_OPTIONS_PATH, passkeyOptionsResponseSchema);
  } catch (e) {
    void logCallFailure('passkey:autofill-options', e);
    return to(here);
  }
  const requested = options.authentication_options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const rpId = relyingPartyId(hostname, requested.rpId);
  return {
    kind: 'ceremony',
    ceremony: {
      kind: 'get',
      autofill: true,
      options: { ...requested, ...(rpId ? { rpId } : {}) } as unknown as Record<string, unknown>,
      transactionId: options.transaction_id,
    },
  };
}
