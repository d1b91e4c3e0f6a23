import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Body, Button, Details, InsetText, Link, List } from '@nhsl/ui';
import { logInPassword, passkey as content } from '@nhsl/content';
import { paths } from '../paths.ts';
import { useStores } from '../stores/StoreContext.tsx';

/** Checks the browser's passkey support once the page shows (the answer is shared). */
function useSupportCheck() {
  const { passkey } = useStores();
  useEffect(() => {
    void passkey.checkSupport();
  }, [passkey]);
  return passkey;
}

/**
 * log-in-password's help under the form: with passkeys enabled and supported, the expander "I
 * cannot remember my password" offering "Log in with my passkey" and "Reset my password";
 * otherwise the "Reset your password" link. spec 000 §2 "log-in-password", §6.
 */
export const PasskeyPasswordHelp = observer(function PasskeyPasswordHelp() {
  const passkey = useSupportCheck();
  if (!passkey.available) {
    return (
      <Body>
        <Link href={paths.forgottenPassword}>{logInPassword.resetLink}</Link>
      </Body>
    );
  }
  return (
    <Details summary={logInPassword.cannotRemember}>
      <List
        items={[
          <Link key="passkey" href={paths.passkeyEnterEmail}>
            {content.entryLink}
          </Link>,
          <Link key="reset" href={paths.forgottenPassword}>
            {logInPassword.resetMyPassword}
          </Link>,
        ]}
      />
    </Details>
  );
});

/**
 * "This device does not support passkeys. Enter your password to log in." — shown where passkeys
 * are enabled for the journey but this browser cannot use them. spec 000 §2 "log-in-password".
 */
export const PasskeyUnsupportedNotice = observer(function PasskeyUnsupportedNotice() {
  const passkey = useSupportCheck();
  return passkey.unsupported ? <InsetText>{content.unsupported}</InsetText> : null;
});

/**
 * The optional "Log in with my passkey" button of the code pages (otp-attempts-exceeded,
 * otp-requests-exceeded, mobile-code-expired): shown only when passkeys are enabled and
 * supported; it leads to passkey-enter-email, where the user starts the ceremony. spec 000 §2, §6.
 * @param props.secondary - the secondary style (beside another primary action)
 */
export const PasskeyEntryButton = observer(function PasskeyEntryButton({ secondary }: { secondary?: boolean }) {
  const passkey = useSupportCheck();
  if (!passkey.available) return null;
  return (
    <Button href={paths.passkeyEnterEmail} variant={secondary ? 'secondary' : undefined}>
      {content.entryLink}
    </Button>
  );
});
