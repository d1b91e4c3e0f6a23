import { useEffect, useRef, useState } from 'react';
import { authcode, common } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { SpinnerPage } from '../../../shell/SpinnerPage.tsx';

/** The intent of the page's own post (sign-in/actions.ts `AUTHCODE_INTENT`; not imported: server code). */
const AUTHCODE_INTENT = 'authcode';

/**
 * authcode: a spinner page; the authorisation-code step then goes to terms-update,
 * nhs-login-consent, or the client's location. spec 000 §2, §4 "After authcode".
 *
 * A post that leads here runs the step in that same request (the route's `step`), so a journey
 * only lands on this page by a GET (a reload, a link, the proofing outcome's "Continue"), which
 * runs nothing (issue 55 item 5, "Loaders change nothing"): the page then posts the step to its
 * own action, at once with script, and by its "Continue" button without. Where the server does not
 * own the route (a story), the page calls the store itself.
 */
export default function AuthcodePage() {
  const { signIn } = useStores();
  const follow = useNext();
  const { owned, sendIntent } = useServerSubmit();
  const started = useRef(false);
  // False in the server's render and the hydrating one (the same markup), true once script runs.
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setSending(true);
    if (owned) sendIntent(AUTHCODE_INTENT);
    else void signIn.runAuthcode().then(follow);
  }, [signIn, follow, owned, sendIntent]);
  return <AuthcodeView sending={sending} />;
}

/**
 * What authcode shows (issue 55 item 5): while the step runs, the spinner; before (the server's
 * page, all a browser without script sees until its button is pressed), one sentence and the form
 * whose "Continue" posts to the route's action. spec 000 §2 "authcode".
 * @param props - `sending`: script has sent the step (or the store its request); default, not yet
 */
export function AuthcodeView({ sending = false }: { sending?: boolean }) {
  return (
    <SpinnerPage
      heading={authcode.heading}
      spinner={authcode.spinner}
      body={authcode.body}
      button={common.continue}
      sending={sending}
    />
  );
}
