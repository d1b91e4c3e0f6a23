import { observer } from 'mobx-react-lite';
import { errorPages } from '@nhsl/content';
import { isHttpUrl } from '../../../lib/navigation.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { useStores } from '../../../stores/StoreContext.tsx';

/**
 * sign-in-finished: "You have finished logging in", where Back from the client leads to a consent
 * page once the sign-in has ended (agreed or refused; issue 54, where it showed CID1004 "We could
 * not tell which service…"), with a link back to the service: its homepage from the client's
 * details, else the session's redirect_uri.
 */
const SignInFinishedPage = observer(function SignInFinishedPage() {
  const { client, session } = useStores();
  const c = errorPages.signInFinished;
  const name = client.client?.client_display_name;
  const home = [client.client?.client_homepage_url, session.oidcParams?.redirect_uri].find(
    (url): url is string => typeof url === 'string' && isHttpUrl(url),
  );
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={home && name ? [c.body] : [c.body, c.backToUnknown]}
      link={home && name ? { text: c.backTo(name), href: home } : undefined}
    />
  );
});
export default SignInFinishedPage;
