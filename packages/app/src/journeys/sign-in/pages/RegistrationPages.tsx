import { Body, List } from '@nhsl/ui';
import { registration } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';

/** register/create-account-steps: where NOT_FOUND leads when registration is allowed. spec 000 §4. */
export function CreateAccountStepsPage() {
  const c = registration.createAccount;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body]} link={{ text: c.wrongEmail, href: paths.enterEmail }}>
      <Body>{c.stepsIntro}</Body>
      <List items={[...c.steps]} />
    </MessagePage>
  );
}

/** register/check-email: where UNCONFIRMED leads. spec 000 §4. */
export function RegisterCheckEmailPage() {
  const c = registration.checkEmail;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body, c.linkExpiry]}
      link={{ text: c.back, href: paths.enterEmail }}
    />
  );
}
