import { Body, Link, List } from '@nhsl/ui';
import { CONFIRM_EMAIL_LINK_LIFETIME_MINUTES } from '@nhsl/contract';
import { HELP_CENTRE_CONTACT_URL, registration } from '@nhsl/content';
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
      paragraphs={[c.body, c.linkExpiry(CONFIRM_EMAIL_LINK_LIFETIME_MINUTES)]}
      link={{ text: c.back, href: paths.enterEmail }}
    />
  );
}

/**
 * register/enter-mobile: where a login answering UNREGISTERED leads (the account has no mobile
 * phone number yet). Adding the number is part of registration, which this service does not
 * build, so the page says so and points to the Help Centre. spec 000 §4 "Login
 * authentication_state"; docs/DECISIONS.md "UNREGISTERED".
 */
export function RegisterEnterMobilePage() {
  const c = registration.enterMobile;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body, c.notHere]} link={{ text: c.back, href: paths.enterEmail }}>
      <Body>
        <Link href={HELP_CENTRE_CONTACT_URL}>{c.help}</Link>
      </Body>
    </MessagePage>
  );
}
