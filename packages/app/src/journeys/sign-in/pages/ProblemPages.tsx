import { LOCKOUT_MINUTES } from '@nhsl/contract';
import { signInProblems } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { PasskeyEntryButton } from '../../../shell/PasskeyEntry.tsx';

/** otp-attempts-exceeded: wrong code too many times; wait up to LOCKOUT_MINUTES (15). spec 000 §2. */
export function OtpAttemptsExceededPage() {
  const c = signInProblems.otpAttemptsExceeded;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body, c.wait(LOCKOUT_MINUTES)]}>
      <PasskeyEntryButton />
    </MessagePage>
  );
}

/** otp-requests-exceeded: asked for a code too many times; wait up to LOCKOUT_MINUTES (15). spec 000 §2. */
export function OtpRequestsExceededPage() {
  const c = signInProblems.otpRequestsExceeded;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body, c.wait(LOCKOUT_MINUTES)]}>
      <PasskeyEntryButton />
    </MessagePage>
  );
}

/** password-attempts-exceeded: wrong password too many times; wait up to LOCKOUT_MINUTES (15). spec 000 §2. */
export function PasswordAttemptsExceededPage() {
  const c = signInProblems.passwordAttemptsExceeded;
  return <MessagePage heading={c.heading} paragraphs={[c.body, c.wait(LOCKOUT_MINUTES)]} />;
}

/** not-registered: "We cannot log you in"; Try again returns to enter-email. spec 000 §2. */
export function NotRegisteredPage() {
  const c = signInProblems.notRegistered;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body]} button={{ text: c.tryAgain, href: paths.enterEmail }} />
  );
}

/** restore-message: the password must be reset; an email was sent; link to log-in-password. spec 000 §2. */
export function RestoreMessagePage() {
  const c = signInProblems.restoreMessage;
  return <MessagePage heading={c.heading} paragraphs={[c.body]} link={{ text: c.link, href: paths.logInPassword }} />;
}
