import { useEffect, useRef } from 'react';
import { Button, Heading, Spinner, useHydrated } from '@nhsl/ui';
import { authcode, common } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';

/** The intent of the page's own post (sign-in/actions.ts `AUTHCODE_INTENT`; not imported: server code). */
const AUTHCODE_INTENT = 'authcode';

/**
 * authcode: a spinner page; the authorisation-code step then goes to terms-update,
 * nhs-login-consent, or the client's location. spec 000 §2, §4 "After authcode".
 *
 * A post that leads here runs the step in that same request (the route's `step`), so a journey
 * only lands on this page by a GET (a reload, a link, the proofing outcome's "Continue"), which
 * runs nothing (issue 55 item 5, "Loaders change nothing"): the page then posts the step to its
 * own action, at once with script, and by its "Continue" button without.
 */
export default function AuthcodePage() {
  const { signIn } = useStores();
  const follow = useNext();
  const server = useServerSubmit();
  const { owned, sendIntent } = server;
  const hydrated = useHydrated();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (owned) sendIntent(AUTHCODE_INTENT);
    else void signIn.runAuthcode().then(follow);
  }, [signIn, follow, owned, sendIntent]);
  return (
    <>
      <Heading>{authcode.heading}</Heading>
      <Spinner label={authcode.spinner} />
      {hydrated ? null : (
        <JourneyForm direct onSubmit={(e) => e.preventDefault()}>
          <Button>{common.continue}</Button>
        </JourneyForm>
      )}
    </>
  );
}
