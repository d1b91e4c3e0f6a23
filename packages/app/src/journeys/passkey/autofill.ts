import { useEffect, useState } from 'react';
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
import { useNext } from '../../shell/useNext.ts';
import { useStores } from '../../stores/StoreContext.tsx';
import type { SessionStore } from '../../stores/stores.ts';
import { passkeysEnabledByBuild, relyingPartyId } from './availability.ts';
import { toAuthenticationCredential } from './PasskeyStore.ts';
import { afterPasskeyServiceError, afterVerify, type Next } from './transitions.ts';

/** What the autofill reads from the browser (injected in tests). */
type ConditionalCheck = { isConditionalMediationAvailable?: () => Promise<boolean> } | undefined;

/**
 * Whether this browser offers passkeys in a field's autofill list (conditional mediation):
 * `PublicKeyCredential.isConditionalMediationAvailable()` answers true. Never rejects.
 * @param pkc - window.PublicKeyCredential (default this browser's)
 */
export async function conditionalMediationAvailable(
  pkc: ConditionalCheck = (globalThis as { PublicKeyCredential?: ConditionalCheck }).PublicKeyCredential,
): Promise<boolean> {
  try {
    return (await pkc?.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

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

/**
 * enter-email's passkey autofill: once the page has run its script and the browser supports
 * conditional mediation (and passkeys are on), says so — the email field then asks for
 * `autocomplete="username webauthn"` — and starts one conditional ceremony; choosing a passkey
 * from the field's list signs in with no typing. Leaving the page cancels it. With script off,
 * or without support, nothing changes. Issue 27 "Passkey autofill".
 * @returns active (the field's autocomplete gains webauthn) and cancel (call before a typed submit)
 */
export function usePasskeyAutofill(): { active: boolean; cancel: () => void } {
  const { api, session } = useStores();
  const follow = useNext();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let gone = false;
    if (passkeysEnabledByBuild(import.meta.env.VITE_PASSKEYS_ENABLED as string | undefined)) {
      void conditionalMediationAvailable().then((ok) => !gone && ok && setActive(true));
    }
    return () => {
      gone = true;
    };
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    let gone = false;
    void runPasskeyAutofill(api, session).then((next) => {
      if (!gone && next) follow(next);
    });
    return () => {
      gone = true;
      void cancelPasskeyAutofill();
    };
    // follow changes with the location; one ceremony per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, api, session]);
  return { active, cancel: () => void (active && cancelPasskeyAutofill()) };
}
