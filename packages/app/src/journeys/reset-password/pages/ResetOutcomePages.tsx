import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { LOCKOUT_MINUTES, RESET_LINK_LIFETIME_MINUTES } from '@nhsl/contract';
import { resetOutcomes } from '@nhsl/content';
import { paths, resetPaths } from '../../../paths.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useServerData } from '../../../shell/useServerData.ts';
import type { LinkExpiredState } from './ResetPasswordPage.tsx';
import { resetPasswordStoreOf } from '../ResetPasswordStore.ts';

/**
 * reset/success: 'You have reset your password'. With a live session a button leads back to
 * log in (enter-email); otherwise the user is told to go back to the service. spec 001 §2, §4.
 */
export const ResetSuccessPage = observer(function ResetSuccessPage() {
  const { session } = useStores();
  const c = resetOutcomes.success;
  return session.marker ? (
    <MessagePage heading={c.heading} paragraphs={[c.body]} button={{ text: c.logIn, href: paths.enterEmail }} />
  ) : (
    <MessagePage heading={c.heading} paragraphs={[c.body, c.noSession]} />
  );
});

/**
 * reset/link-not-working: 'This link does not work' (a malformed link, 'User not found' or
 * 'Mismatched code'); a link to ask for a new one. spec 001 §2, §4.
 */
export function LinkNotWorkingPage() {
  const c = resetOutcomes.linkNotWorking;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body]}
      link={{ text: c.newLink, href: resetPaths.forgottenPassword }}
    />
  );
}

/** What the app's server answers with link-expired's page (its route's `serverData`, issue 44). */
export interface LinkExpiredData {
  /** The address a new link starts with: the expired link's username, when it is an email address. */
  email?: string;
}

/**
 * reset/link-expired: 'This link has expired' (more than RESET_LINK_LIFETIME_MINUTES since it was sent). It is passed
 * the link's username (router state, or the server's page data where the server judged the link,
 * issue 44); an email username becomes the address forgotten-password starts with. spec 001 §2,
 * §4 "Link guard".
 */
export const LinkExpiredPage = observer(function LinkExpiredPage() {
  const resetPassword = resetPasswordStoreOf(useStores());
  const passed = (useLocation().state as Partial<LinkExpiredState> | null)?.username;
  const answered = useServerData<LinkExpiredData>()?.email;
  const username = passed ?? answered;
  useEffect(() => {
    if (username) resetPassword.rememberExpiredUsername(username);
  }, [username, resetPassword]);
  return <LinkExpiredMessage />;
});

/**
 * link-expired's message and its "Ask for a new link": also what the reset page shows for an
 * expired link before it goes on to link-expired (so the server's page says it without script).
 */
export function LinkExpiredMessage() {
  const c = resetOutcomes.linkExpired;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body(RESET_LINK_LIFETIME_MINUTES)]}
      link={{ text: c.newLink, href: resetPaths.forgottenPassword }}
    />
  );
}

/** reset/link-used: 'You have already reset your password' ('Expired code' before the expiry). spec 001 §2, §4. */
export function LinkUsedPage() {
  const c = resetOutcomes.linkUsed;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body, c.forgotten]}
      link={{ text: c.newLink, href: resetPaths.forgottenPassword }}
    />
  );
}

/** reset/attempts-exceeded: 'You cannot continue', too many reset attempts. spec 001 §2, spec 000 §8. */
export function ResetAttemptsExceededPage() {
  const c = resetOutcomes.attemptsExceeded;
  return <MessagePage heading={c.heading} paragraphs={[c.body, c.wait(LOCKOUT_MINUTES)]} />;
}
