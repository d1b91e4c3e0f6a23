import { useEffect, useRef } from 'react';
import { Heading, Spinner } from '@nhsl/ui';
import { sessionRestart } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import type { Next } from '../../../shell/next.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';

/**
 * Runs a restart step once on load and follows where it leads; where the app's server owns the
 * route, it ran the step before answering the page (the route's `arrival`, issue 44).
 */
function useRestartStep(step: () => Promise<Next> | Next) {
  const follow = useNext();
  const { owned } = useServerSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || owned) return;
    started.current = true;
    void Promise.resolve(step()).then(follow);
  }, [step, follow, owned]);
}

/**
 * check-account-status: a spinner page that retries the account check with the stored email
 * (then as after email entry), or goes to enter-email when none is stored. A restart target of
 * the session-timeout handler. spec 000 §2, §4 "Session restart and loading".
 */
export function CheckAccountStatusPage() {
  const { signIn } = useStores();
  useRestartStep(signIn.checkAccountStatus.bind(signIn));
  const c = sessionRestart.checkAccountStatus;
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Spinner label={c.spinner} />
    </>
  );
}

/**
 * check-login: a spinner page, the session-restart target of the login steps: authcode when this
 * session's second factor is done, log-in-password with a stored email, else enter-email.
 * spec 000 §2, §4 "Session restart and loading".
 */
export function CheckLoginPage() {
  const { signIn } = useStores();
  useRestartStep(signIn.checkLogin.bind(signIn));
  const c = sessionRestart.checkLogin;
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Spinner label={c.spinner} />
    </>
  );
}
