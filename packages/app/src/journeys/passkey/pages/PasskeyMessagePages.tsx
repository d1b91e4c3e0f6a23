import { observer } from 'mobx-react-lite';
import { LOCKOUT_MINUTES } from '@nhsl/contract';
import { passkey } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { passwordRoute } from '../transitions.ts';

/** passkey-login-attempts-exceeded: wait up to LOCKOUT_MINUTES (15); link to log-in-password. spec 000 §2, §9. */
export const PasskeyAttemptsExceededPage = observer(function PasskeyAttemptsExceededPage() {
  const { profile } = useStores();
  const c = passkey.attemptsExceeded;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body, c.wait(LOCKOUT_MINUTES)]}
      link={{ text: c.link, href: passwordRoute(!!profile.email) }}
    />
  );
});

/** The dedicated blocked error of a 451 from the passkey service, with the password way on. spec 000 §8. */
export const PasskeyBlockedPage = observer(function PasskeyBlockedPage() {
  const { profile } = useStores();
  const c = passkey.blocked;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body]}
      link={{ text: c.link, href: passwordRoute(!!profile.email) }}
    />
  );
});
