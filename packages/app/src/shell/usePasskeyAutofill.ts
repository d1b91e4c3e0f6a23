import { createElement, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { passkeysEnabledByBuild } from './passkeyAvailability.ts';
import { useServerSubmit } from './useServerSubmit.ts';

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

/** The autofill at work (its options, ceremony and result), loaded only where it can run. */
const PasskeyAutofill = lazy(() => import('./PasskeyAutofill.tsx'));

/**
 * enter-email's passkey autofill: once the page has run its script, where the app's server owns
 * the page and the browser supports conditional mediation (and passkeys are on), says so — the
 * email field then asks for `autocomplete="username webauthn"` — and gives the element that runs
 * it (`PasskeyAutofill`, loaded then, so the first page's script does not carry it): choosing a
 * passkey from the field's list signs in with no typing (issue 44: the server's action verifies
 * it). With script off, or without support, nothing changes. Issue 27 "Passkey autofill".
 * @returns active (the field's autocomplete gains webauthn), element (render it in the page) and
 *   cancel (call before a typed submit)
 */
export function usePasskeyAutofill(): { active: boolean; element: ReactNode; cancel: () => void } {
  const { owned } = useServerSubmit();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let gone = false;
    if (owned && passkeysEnabledByBuild(import.meta.env.VITE_PASSKEYS_ENABLED as string | undefined)) {
      void conditionalMediationAvailable().then((ok) => !gone && ok && setActive(true));
    }
    return () => {
      gone = true;
    };
  }, [owned]);
  return {
    active,
    element: active ? createElement(Suspense, { fallback: null }, createElement(PasskeyAutofill)) : null,
    cancel: () => void (active && import('./usePasskeyCeremony.ts').then((m) => m.cancelPasskeyCeremony())),
  };
}
