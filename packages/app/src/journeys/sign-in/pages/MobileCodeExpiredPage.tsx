import { observer } from 'mobx-react-lite';
import { Link } from '@nhsl/ui';
import { mobileCodeExpiredChoice, signInProblems } from '@nhsl/content';
import { SECURITY_CODE_LIFETIME_MINUTES } from '@nhsl/contract';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { codeChoiceSchema } from '../../../shell/formSchemas.ts';
import type { CodeChoice } from '../transitions.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import { useCodeChoiceOptions } from './useCodeChoiceOptions.ts';

/**
 * mobile-code-expired: "This security code has expired" (more than 5 minutes since sent). Radios:
 * text me again with a new code; log in with my passkey (only if passkeys are enabled and
 * available); call my landline (only if a landline is held); required ('You need to tell us what
 * you want to do'). With neither passkey nor landline on offer, only a "Text me again" link
 * shows: it sends a new code and opens enter-mobile-code, which confirms "You have been sent a
 * new security code.". spec 000 §2, §4 "Security code (mobile)", §5.
 */
const MobileCodeExpiredPage = observer(function MobileCodeExpiredPage() {
  const { signIn } = useStores();
  const follow = useNext();
  const options = useCodeChoiceOptions('mobile-code-expired');
  const c = signInProblems.mobileCodeExpired;
  if (options.length <= 1) {
    // The link opens enter-mobile-code at once; only a failed send needs following.
    const sendAgain = () =>
      void signIn.resendCode().then((next) => {
        if (next.kind !== 'navigate' || next.to !== paths.enterMobileCode) follow(next);
      });
    return (
      <MessagePage heading={c.heading} paragraphs={[c.body(SECURITY_CODE_LIFETIME_MINUTES)]}>
        <Link href={paths.enterMobileCode} onClick={sendAgain}>
          {c.textAgain}
        </Link>
      </MessagePage>
    );
  }
  return (
    <ChoiceForm<CodeChoice>
      heading={c.heading}
      paragraphs={[c.body(SECURITY_CODE_LIFETIME_MINUTES)]}
      legend={mobileCodeExpiredChoice.legend}
      schema={codeChoiceSchema}
      continueText={mobileCodeExpiredChoice.continue}
      busy={signIn.busy}
      options={options}
      onChoice={async (choice) => follow(await signIn.chooseAfterCodeProblem(choice))}
    />
  );
});
export default MobileCodeExpiredPage;
