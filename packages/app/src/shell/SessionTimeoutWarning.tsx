import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SESSION_LENGTH_MINUTES, SESSION_WARNING_SECONDS, type ExtendSessionResponse } from '@nhsl/contract';
import { sessionTimeoutWarning as c, timeLeftText } from '@nhsl/content';
import { ApiError } from '../api/ApiError.ts';

/** The dialog, loaded only when it is about to open (see {@link PRELOAD_SECONDS}). */
const TimeoutWarning = lazy(() => import('./timeoutWarningDialog.ts'));

/** How many seconds before the warning opens its dialog's code starts loading. */
const PRELOAD_SECONDS = 10;

/** The session's end as the warning counts down to it. */
interface Expiry {
  /** Epoch ms, by this browser's clock. */
  expiresAt: number;
  /** False once the back end's absolute limit caps the session. */
  extendable: boolean;
}

/** Props of {@link SessionTimeoutWarning}. */
export interface SessionTimeoutWarningProps {
  /** The live session's marker; none: no warning. */
  sessionId: string | undefined;
  /**
   * When the session ends, epoch ms: the session group of the page's data (issue 44: the server
   * keeps it, extended by "Stay logged in"); none: SESSION_LENGTH_MINUTES from when the page first saw the session.
   */
  expiresAt: number | undefined;
  /** Whether the back end will extend the session again (the session group's). */
  extendable: boolean;
  /** False on pages where a session has already ended (error and session pages). */
  active: boolean;
  /** How long before the session ends the warning opens, in seconds (default 120). */
  warningSeconds?: number;
  /** The back end's extension call (contract `sessionApiPaths.extend`; the app's server seals the new end with the journey). */
  extend: () => Promise<ExtendSessionResponse>;
  /** The back end's end-session call (contract `sessionApiPaths.end`). */
  end: () => Promise<void>;
  /** After "Log out": the session has been ended (go to the logged-out page). */
  onSignedOut: () => void;
  /** The session ran out while the page was open (go to session-timeout). */
  onExpired: () => void;
}

/**
 * Warns before the session ends (issue 25 "Session timeout", WCAG 2.2.1): `warningSeconds`
 * before the end it opens the {@link TimeoutWarning} dialog with a countdown. "Stay logged in"
 * extends the session through the back end and closes it, keeping the page (and what was typed)
 * as it was; "Log out" ends the session. When the back end will not extend any further (its
 * absolute limit), the dialog says so and "Continue on this page" closes it, so the user can
 * finish, losing nothing. When the time runs out with the page open, `onExpired`. The session's
 * end comes from the page's data (issue 44: the server keeps it with the journey, so every page
 * and tab counts to the same end, however it was reached); a session already over when a page
 * loads is left to the next back-end call. The dialog's code
 * loads {@link PRELOAD_SECONDS} before it opens, not with the page (issue 23 step 5).
 */
export function SessionTimeoutWarning({
  sessionId,
  expiresAt,
  extendable,
  active,
  warningSeconds = SESSION_WARNING_SECONDS,
  extend,
  end,
  onSignedOut,
  onExpired,
}: SessionTimeoutWarningProps) {
  const [expiry, setExpiry] = useState<Expiry>();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const lapsedOnLoad = useRef(false);
  // Once the dialog's code is wanted it stays mounted (closed or open) until the page goes.
  const dialogWanted = useRef(false);
  const expiredCalled = useRef(false);

  useEffect(() => {
    if (!sessionId) return setExpiry(undefined);
    const now = Date.now();
    // A session without a known end started moments ago (at the authorization request).
    const e = { expiresAt: expiresAt ?? now + SESSION_LENGTH_MINUTES * 60_000, extendable };
    lapsedOnLoad.current = e.expiresAt <= now;
    expiredCalled.current = false;
    setExpiry(e);
  }, [sessionId, expiresAt, extendable]);

  useEffect(() => {
    if (!expiry || !active || lapsedOnLoad.current) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [expiry, active]);

  const secondsLeft = expiry ? Math.ceil((expiry.expiresAt - now) / 1000) : Infinity;
  useEffect(() => {
    if (!expiry || !active || lapsedOnLoad.current || secondsLeft > 0 || expiredCalled.current) return;
    expiredCalled.current = true;
    onExpired();
  }, [expiry, active, secondsLeft, onExpired]);

  if (!expiry || !active || lapsedOnLoad.current) return null;
  const open = secondsLeft > 0 && secondsLeft <= warningSeconds && !dismissed;
  if (secondsLeft <= warningSeconds + PRELOAD_SECONDS) dialogWanted.current = true;
  if (!dialogWanted.current) return null;

  const stay = () => {
    if (!expiry.extendable) {
      setDismissed(true);
      return;
    }
    setBusy(true);
    extend()
      .then((r) => {
        const at = Date.now();
        setExpiry({ expiresAt: at + r.expires_in * 1000, extendable: r.extendable });
        setNow(at);
        setProblem(false);
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.kind === 'unauthorized') onExpired();
        else setProblem(true);
      })
      .finally(() => setBusy(false));
  };

  return (
    <Suspense fallback={null}>
      <TimeoutWarning
        isOpen={open}
        heading={c.heading}
        secondsLeft={Math.max(0, secondsLeft)}
        countdown={(s) => c.countdown(timeLeftText(s))}
        body={expiry.extendable ? c.extendableBody : c.limitBody}
        continueText={expiry.extendable ? c.stay : c.continue}
        onContinue={stay}
        busy={busy}
        signOutText={c.signOut}
        onSignOut={() => {
          void end()
            .catch(() => undefined)
            .finally(onSignedOut);
        }}
        problem={problem ? c.extendFailed : undefined}
      />
    </Suspense>
  );
}
