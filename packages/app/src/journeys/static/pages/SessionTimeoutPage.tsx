import { observer } from 'mobx-react-lite';
import { SESSION_LENGTH_MINUTES } from '@nhsl/contract';
import { useEffect } from 'react';
import { errorPages, texts } from '@nhsl/content';
import { isHttpUrl } from '../../../lib/navigation.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { useStores } from '../../../stores/StoreContext.tsx';

/**
 * session-timeout: "We have logged you out" (after the timeout warning's "Log out", with its own
 * paragraph), with a link to the client's homepage by name when
 * known. The proofing personal details are forgotten on arrival (issue 16). spec 001 §2
 * "Session, error and blocked pages".
 */
const SessionTimeoutPage = observer(function SessionTimeoutPage() {
  const root = useStores();
  const { client } = root;
  useEffect(() => root.forgetPersonalDetails(), [root]);
  const c = errorPages.sessionTimeout;
  // After "Log out" in the session timeout warning (issue 25), the reason is the user's choice: the
  // session-ending post left the notice (issue 55 item 5).
  const signedOut = root.page.shownNotice === 'signedOut';
  const body = signedOut ? texts.signedOutBody : c.body(SESSION_LENGTH_MINUTES);
  const home = client.client?.client_homepage_url;
  const name = client.client?.client_display_name;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={home && name && isHttpUrl(home) ? [body] : [body, c.backToUnknown]}
      link={home && name && isHttpUrl(home) ? { text: c.backTo(name), href: home } : undefined}
    />
  );
});
export default SessionTimeoutPage;
