import { observer } from 'mobx-react-lite';
import { Button } from '@nhsl/ui';
import { signInProblems } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { PasskeyEntryButton } from '../../passkey/PasskeyEntry.tsx';

/**
 * mobile-code-expired: "This security code has expired". With neither passkey nor landline on
 * offer, only "Text me again" shows, which sends a new code and returns to enter-mobile-code.
 * spec 000 §2, §4 "Security code (mobile)".
 */
const MobileCodeExpiredPage = observer(function MobileCodeExpiredPage() {
  const { signIn } = useStores();
  const follow = useNext();
  const c = signInProblems.mobileCodeExpired;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body]}>
      <Button type="button" busy={signIn.busy} onPress={async () => follow(await signIn.resendCode())}>
        {c.textAgain}
      </Button>
      <PasskeyEntryButton secondary />
    </MessagePage>
  );
});
export default MobileCodeExpiredPage;
