import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import { useStores } from '../stores/StoreContext.tsx';
import { passkeysEnabledByBuild } from './passkeyAvailability.ts';
import { CSRF_FIELD, INTENT_FIELD, REVISION_FIELD, type FormActionData } from './formAction.ts';
import { PASSKEY_AUTOFILL_INTENT } from './passkeyCeremony.ts';
import { cancelPasskeyCeremony, usePasskeyCeremony } from './usePasskeyCeremony.ts';
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

/**
 * enter-email's passkey autofill: once the page has run its script, where the app's server owns
 * the page and the browser supports conditional mediation (and passkeys are on), says so — the
 * email field then asks for `autocomplete="username webauthn"` — and asks the page's action for
 * autofill options (intent `passkey-autofill`, by a fetcher: the page stays usable). The
 * conditional ceremony then waits in the field's list; choosing a passkey posts its result to the
 * action, which signs in with no typing (issue 44). Leaving the page cancels it. With script off,
 * or without support, nothing changes. Issue 27 "Passkey autofill".
 * @returns active (the field's autocomplete gains webauthn) and cancel (call before a typed submit)
 */
export function usePasskeyAutofill(): { active: boolean; cancel: () => void } {
  const { page } = useStores();
  const { owned } = useServerSubmit();
  const fetcher = useFetcher<FormActionData>();
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
  const { submit } = fetcher;
  useEffect(() => {
    if (!active) return undefined;
    submit(
      {
        [CSRF_FIELD]: page.csrfToken,
        [REVISION_FIELD]: String(page.revision),
        [INTENT_FIELD]: PASSKEY_AUTOFILL_INTENT,
      },
      { method: 'post', action: window.location.pathname + window.location.search },
    );
    return () => void cancelPasskeyCeremony();
    // One request of options per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  usePasskeyCeremony(fetcher.data?.ceremony);
  return { active, cancel: () => void (active && cancelPasskeyCeremony()) };
}
