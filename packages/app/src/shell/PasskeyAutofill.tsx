import { useEffect } from 'react';
import { useFetcher } from 'react-router-dom';
import { useStores } from '../stores/StoreContext.tsx';
import type { FormActionData } from './formAction.ts';
import { CSRF_FIELD, INTENT_FIELD, REVISION_FIELD } from './formFields.ts';
import { PASSKEY_AUTOFILL_INTENT } from './passkeyCeremony.ts';
import { cancelPasskeyCeremony, usePasskeyCeremony } from './usePasskeyCeremony.ts';

/**
 * enter-email's passkey autofill at work, rendered (and its code loaded) only where the browser
 * offers passkeys in a field's autofill list (`usePasskeyAutofill`): asks the page's action for
 * autofill options by a fetcher (intent `passkey-autofill`; the page stays usable), runs the
 * conditional ceremony, and posts a chosen passkey's result to the action (issue 44). Leaving the
 * page cancels the ceremony. Renders nothing. Issue 27 "Passkey autofill".
 */
export default function PasskeyAutofill() {
  const { page } = useStores();
  const fetcher = useFetcher<FormActionData>();
  const { submit } = fetcher;
  useEffect(() => {
    void submit(
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
  }, []);
  usePasskeyCeremony(fetcher.data?.ceremony);
  return null;
}
