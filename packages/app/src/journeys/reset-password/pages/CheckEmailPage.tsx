import { RESET_LINK_LIFETIME_MINUTES } from '@nhsl/contract';
import { resetCheckEmail as c } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';

/**
 * check-email and reset/check-email (one page at both paths, shared spec DECISIONS "check-email"):
 * "Check your email"; a reset link was emailed and is valid for RESET_LINK_LIFETIME_MINUTES; a button returns to
 * log-in-password. spec 000 §2 "check-email (reset)", spec 001 §2 "reset/check-email".
 */
export default function CheckEmailPage() {
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body, c.validFor(RESET_LINK_LIFETIME_MINUTES), c.spam]}
      button={{ text: c.button, href: paths.logInPassword }}
    />
  );
}
