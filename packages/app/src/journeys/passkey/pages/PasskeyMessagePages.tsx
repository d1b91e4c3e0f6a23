import { observer } from 'mobx-react-lite';
import { passkey } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { passwordRoute } from '../transitions.ts';

/** passkey-login-attempts-exceeded: wait up to 15 minutes; link to log-in-password. spec 000 §2, §9. */
export const PasskeyAttemptsExceededPage = observer(function PasskeyAttemptsExceededPage() {
  const { profile } = useStores();
  const c = passkey.attemptsExceeded;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body, c.wait]}
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
