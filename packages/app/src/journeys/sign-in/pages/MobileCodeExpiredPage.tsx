import { observer } from 'mobx-react-lite';
import { LinkButton } from '@nhsl/ui';
import { mobileCodeExpiredChoice, signInProblems } from '@nhsl/content';
import { SECURITY_CODE_LIFETIME_MINUTES } from '@nhsl/contract';
import { useStores } from '../../../stores/StoreContext.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { codeChoiceSchema } from '../../../shell/formSchemas.ts';
import type { CodeChoice } from '../transitions.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import { useCodeChoiceOptions } from './useCodeChoiceOptions.ts';

/**
 * mobile-code-expired: "This security code has expired" (more than 5 minutes since sent). Radios:
 * text me again with a new code; log in with my passkey (only if passkeys are enabled and
 * available); call my landline (only if a landline is held); required ('You need to tell us what
 * you want to do'). With neither passkey nor landline on offer, only "Text me again" shows, a
 * form whose one button looks like a link (so it works without script, issue 23): it sends a new
 * code and opens enter-mobile-code, which confirms "You have been sent a new security code.".
 * spec 000 §2, §4 "Security code (mobile)", §5.
 */
const MobileCodeExpiredPage = observer(function MobileCodeExpiredPage() {
  const { signIn } = useStores();
  const follow = useNext();
  const options = useCodeChoiceOptions('mobile-code-expired');
  const c = signInProblems.mobileCodeExpired;
  if (options.length <= 1) {
    return (
      <MessagePage heading={c.heading} paragraphs={[c.body(SECURITY_CODE_LIFETIME_MINUTES)]}>
        <JourneyForm
          intent="textAgain"
          onSubmit={(e) => {
            e.preventDefault();
            void signIn.resendCode().then(follow);
          }}
        >
          <LinkButton>{c.textAgain}</LinkButton>
        </JourneyForm>
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
