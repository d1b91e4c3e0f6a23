import { useContext, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Heading, PasswordInput } from '@nhsl/ui';
import { common, resetPassword as c } from '@nhsl/content';
import { resetPaths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { addressWithoutCode, guardResetLink, type ResetLink } from '../linkGuard.ts';
import { newPasswordSchema, resetMessages, type NewPasswordForm } from '../schemas.ts';
import { resetPasswordStoreOf } from '../ResetPasswordStore.ts';
import { LinkExpiredMessage } from './ResetOutcomePages.tsx';
import { Redirect } from '../../../shell/Redirect.tsx';

/** State that link-expired is passed: the link's username. spec 001 §4 "Link guard". */
export interface LinkExpiredState {
  username: string;
}

/**
 * Takes the code out of the address bar (history.replaceState), keeping username and expiry,
 * when the address bar shows this page (not inside Storybook's frame). spec 001 §4; the code is
 * never stored.
 * @param pathname - the page's path
 * @param search - its query string as opened
 */
function removeCodeFromAddressBar(pathname: string, search: string): void {
  if (window.location.pathname !== pathname) return;
  window.history.replaceState(window.history.state, '', addressWithoutCode(pathname, search));
}

/**
 * Once the reset has succeeded, the history entry of this page is given the link-used address,
 * so that Back from the success page says the password has already been reset (not that the link,
 * whose code has left the address bar, does not work). Issue 28 "Going back".
 */
function markLinkUsedInHistory(): void {
  if (window.location.pathname !== resetPaths.resetPassword) return;
  window.history.replaceState(window.history.state, '', resetPaths.linkUsed);
}

/**
 * Where the app's server owns the page (issue 44), its answer to the form leads the router on: once
 * it leads to reset/success, this page's history entry is given the link-used address before the
 * router adds success's, as {@link markLinkUsedInHistory} does after the browser's own step. The
 * router's state changes are heard as they happen: its loading of success comes before its history
 * entry, which a render could come after.
 * @param owned - the server owns the page
 */
function useLinkUsedOnServerSuccess(owned: boolean): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!owned || !router) return undefined;
    return router.subscribe(({ navigation }) => {
      if (navigation.state === 'loading' && navigation.location.pathname === resetPaths.success)
        markLinkUsedInHistory();
    });
  }, [owned, router]);
}

/**
 * An expired link: link-expired's message, shown here, then (with script) the page goes on to
 * reset/link-expired passing the username, as the guard says. The server renders the message, so
 * the link's page says it has expired without script too (issue 23; the new-link page then starts
 * empty, as the username rides in the browser's router state only).
 */
function ExpiredLinkHere({ to, username }: { to: string; username: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state: { username } satisfies LinkExpiredState });
  }, [navigate, to, username]);
  return <LinkExpiredMessage />;
}

/** The form, once the link has passed the guard. The code lives only in this component's props. */
const NewPasswordFormView = observer(function NewPasswordFormView({ link }: { link: ResetLink }) {
  const resetPassword = resetPasswordStoreOf(useStores());
  const navigate = useNavigate();
  const [schema] = useState(() => newPasswordSchema(link.username));
  useLinkUsedOnServerSuccess(useServerSubmit().owned);
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<NewPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
    messages: resetMessages,
    fields: ['password'],
    secretFields: ['password'],
    submit: async ({ password }) => {
      const next = await resetPassword.confirmNewPassword(link, password);
      if (next.kind === 'navigate' && next.to === resetPaths.linkExpired) {
        navigate(next.to, { state: { username: link.username } satisfies LinkExpiredState });
        return undefined;
      }
      if (next.kind === 'navigate' && next.to === resetPaths.success) markLinkUsedInHistory();
      return next;
    },
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <JourneyForm onSubmit={onSubmit}>
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <PasswordInput
              label={c.label}
              name="password"
              hint={c.hint}
              autoComplete="new-password"
              showText={c.showPassword}
              hideText={c.hidePassword}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={inline('password')}
            />
          )}
        />
        <Button busy={resetPassword.busy || submitting}>{c.submit}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * The reset password page (reached from the emailed link). Reads the query parameters username,
 * code and expiry (epoch ms) once, applies the link guard (malformed → reset/link-not-working;
 * expiry in the past → reset/link-expired with the username), removes the code from the address
 * bar and shows one 'New password' field (shared spec DECISIONS "new password rules", validated on
 * submit) and 'Reset password', which calls confirm-change-password and follows spec 001 §4
 * "Password reset". spec 001 §2 "Reset password page".
 */
const ResetPasswordPage = observer(function ResetPasswordPage() {
  const resetPassword = resetPasswordStoreOf(useStores());
  const location = useLocation();
  // The link as opened, read once: later renders must not see the address without the code.
  const [guard] = useState(() => guardResetLink(location.search, resetPassword.now()));
  const [opened] = useState(() => ({ pathname: location.pathname, search: location.search }));
  useEffect(() => {
    if (guard.ok) removeCodeFromAddressBar(opened.pathname, opened.search);
  }, [guard, opened]);
  if (!guard.ok && guard.to === resetPaths.linkExpired && guard.username) {
    return <ExpiredLinkHere to={guard.to} username={guard.username} />;
  }
  if (!guard.ok) {
    const state: LinkExpiredState | undefined = guard.username ? { username: guard.username } : undefined;
    return <Redirect to={guard.to} replace state={state} />;
  }
  return <NewPasswordFormView link={guard.link} />;
});
export default ResetPasswordPage;
