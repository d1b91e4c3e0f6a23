import { useEffect, useRef } from 'react';
import { Heading, Spinner } from '@nhsl/ui';
import { authcode } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';

/**
 * authcode: a spinner page that starts the authorisation-code step once on load, then goes to
 * terms-update, nhs-login-consent, or the client's location. spec 000 §2, §4 "After authcode".
 */
export default function AuthcodePage() {
  const { signIn } = useStores();
  const follow = useNext();
  // Where the app's server owns the route, it ran the step before answering (issue 44).
  const { owned } = useServerSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || owned) return;
    started.current = true;
    void signIn.runAuthcode().then(follow);
  }, [signIn, follow, owned]);
  return (
    <>
      <Heading>{authcode.heading}</Heading>
      <Spinner label={authcode.spinner} />
    </>
  );
}
