import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Body, Button, Card, Heading, Link, List } from '@nhsl/ui';
import { common, consent, describeScopes, shell } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { isHttpUrl } from '../../../lib/navigation.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';

/** The client id whose consent page adds the department sentence. spec 000 §2. */
export const HEALTH_RECORDS_CLIENT_ID = 'healthrecords';

/**
 * nhs-login-consent: asks the user to agree to share their information with the client (by
 * name, or "the service provider"), lists the approved scopes as descriptions, links the
 * client's terms when it has them, shows the progress cards that apply, and offers "I agree" and
 * "I do not agree to share this information". "I agree" is a form (it posts without script, issue 23).
 * spec 000 §2 "Consent screens".
 */
const NhsLoginConsentPage = observer(function NhsLoginConsentPage() {
  const { consent: store, client, journey, session } = useStores();
  const follow = useNext();
  // Where the app's server owns the page, it loaded the client's details before answering (issue 44).
  const server = useServerSubmit();
  useEffect(() => {
    if (!server.owned) void store.loadClient().then((next) => next && follow(next));
  }, [store, follow, server.owned]);

  if (!store.ready) return <PageLoading label={shell.spinnerLabel} />;
  const name = client.displayName;
  const descriptions = describeScopes(store.approvedScopes);
  const terms = client.client?.terms_uri;
  const cards: string[] = [];
  if (journey.accountCreated) cards.push(consent.progress.accountCreated);
  if (journey.hasP5Success) cards.push(consent.progress.recordMatched);
  if (journey.gpRecordChecked) cards.push(consent.progress.gpChecked);
  return (
    <>
      {cards.map((c) => (
        <Card key={c} heading={c} ticked tickLabel={consent.progressLabel} />
      ))}
      <Heading>{consent.heading(name)}</Heading>
      <Body>{consent.intro(name)}</Body>
      {descriptions.length > 0 ? <List items={descriptions} /> : null}
      <Body>{consent.whyBody(name)}</Body>
      {session.clientId === HEALTH_RECORDS_CLIENT_ID ? <Body>{consent.healthRecords}</Body> : null}
      {terms && isHttpUrl(terms) ? (
        <Body>
          <Link href={terms} newTab newTabText={common.opensInNewTab}>
            {consent.termsLink(name)}
          </Link>
        </Body>
      ) : null}
      <JourneyForm
        direct
        onSubmit={(event) => {
          event.preventDefault();
          void store.agree().then(follow);
        }}
      >
        <Button busy={store.busy || server.submitting}>{consent.agree}</Button>
      </JourneyForm>
      <Body>
        <Link href={paths.consentConfirmation}>{consent.disagree}</Link>
      </Body>
    </>
  );
});
export default NhsLoginConsentPage;
