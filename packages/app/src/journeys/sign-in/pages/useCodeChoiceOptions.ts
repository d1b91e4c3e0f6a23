import { useEffect } from 'react';
import { secondFactorChoices } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { codeChoices, type CodeChoice, type CodeChoicePage } from '../transitions.ts';

/**
 * Checks the browser's passkey support once the page shows (passkey options depend on it) and
 * returns the passkey store.
 */
export function usePasskeyCheck() {
  const { passkey } = useStores();
  useEffect(() => {
    void passkey.checkSupport();
  }, [passkey]);
  return passkey;
}

/**
 * The radios a code problem page offers ({@link codeChoices}), labelled for that page: the
 * landline option only when a landline is held, the text only when a mobile is held, the passkey
 * only when available. spec 000 §2, §6.
 * @param page - mobile-code-expired, landline-code-expired or call-failed
 */
export function useCodeChoiceOptions(page: CodeChoicePage): { value: CodeChoice; label: string }[] {
  const { profile } = useStores();
  const passkey = usePasskeyCheck();
  const labels: Record<CodeChoice, string> =
    page === 'mobile-code-expired'
      ? {
          text: secondFactorChoices.textMeAgain,
          call: secondFactorChoices.callMe,
          passkey: secondFactorChoices.passkey,
        }
      : {
          text: secondFactorChoices.textMe,
          call: secondFactorChoices.callMeAgain,
          passkey: secondFactorChoices.passkey,
        };
  return codeChoices(page, {
    hasMobile: !!profile.phoneNumber,
    hasLandline: !!profile.landlineNumber,
    passkeyAvailable: passkey.available,
  }).map((value) => ({ value, label: labels[value] }));
}
