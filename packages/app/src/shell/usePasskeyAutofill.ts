import { useEffect, useState } from 'react';
import { useNext } from './useNext.ts';
import { useStores } from '../stores/StoreContext.tsx';
import { passkeysEnabledByBuild } from './passkeyAvailability.ts';

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

/**
 * enter-email's passkey autofill: once the page has run its script and the browser supports
 * conditional mediation (and passkeys are on), says so — the email field then asks for
 * `autocomplete="username webauthn"` — and starts one conditional ceremony; choosing a passkey
 * from the field's list signs in with no typing. Leaving the page cancels it. With script off,
 * or without support, nothing changes. Issue 27 "Passkey autofill".
 * @returns active (the field's autocomplete gains webauthn) and cancel (call before a typed submit)
 */
export function usePasskeyAutofill(): { active: boolean; cancel: () => void } {
  const stores = useStores();
  const { api, session } = stores;
  // The ceremony's code (the passkey journey's autofill.ts), loaded only once the browser supports autofill.
  const ceremony = () => stores.loadPasskeyAutofill();
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
    void ceremony()
      .then((m) => m.runPasskeyAutofill(api, session))
      .then((next) => {
        if (!gone && next) follow(next);
      });
    return () => {
      gone = true;
      void ceremony().then((m) => m.cancelPasskeyAutofill());
    };
    // follow changes with the location; one ceremony per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, api, session]);
  return { active, cancel: () => void (active && ceremony().then((m) => m.cancelPasskeyAutofill())) };
}
