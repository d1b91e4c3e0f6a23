import { observer } from 'mobx-react-lite';
import { Body, Button, Heading, Link, List } from '@nhsl/ui';
import { common, termsUpdate } from '@nhsl/content';
import { policyPaths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';

/**
 * terms-update: "NHS login terms of use update", links to the terms, privacy notice and cookie
 * policy (new tab, so the journey is kept), "Agree and continue" (disabled after one click) and
 * "I do not agree". Agreeing goes on to authcode; not agreeing has the OpenID Provider return
 * access_denied / TermsNotAgreed to the client. "Agree and continue" is a form and "I do not agree"
 * a link to the client, so both work without script (issue 23). spec 001 §2, §4 "Terms update".
 */
const TermsUpdatePage = observer(function TermsUpdatePage() {
  const { consent } = useStores();
  const follow = useNext();
  const server = useServerSubmit();
  const c = termsUpdate;
  const link = (href: string, text: string) => (
    <Link href={href} newTab newTabText={common.opensInNewTab}>
      {text}
    </Link>
  );
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Body>{c.intro}</Body>
      <Body>{c.readIntro}</Body>
      <List
        items={[
          link(policyPaths.termsAndConditions, c.termsLink),
          link(policyPaths.privacy, c.privacyLink),
          link(policyPaths.cookies, c.cookiesLink),
        ]}
      />
      <JourneyForm
        direct
        onSubmit={(event) => {
          event.preventDefault();
          void consent.agreeToTerms().then(follow);
        }}
      >
        <Button disableAfterPress busy={consent.busy || server.submitting}>
          {c.agree}
        </Button>
      </JourneyForm>
      <Body>
        <Link
          href={consent.termsDeclinedUrl}
          onClick={(event) => {
            // The provider ends the sign-in (access_denied, TermsNotAgreed) and sends the browser
            // on: where the app's server owns the page, its action asks the provider (issue 44).
            event.preventDefault();
            if (server.owned) server.sendIntent('decline');
            else void consent.declineTerms().then(follow);
          }}
        >
          {c.disagree}
        </Link>
      </Body>
    </>
  );
});
export default TermsUpdatePage;
