import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Body, Button, Heading, SummaryList } from '@nhsl/ui';
import { proofing as c } from '@nhsl/content';
import { displayDate } from '../../../lib/dates.ts';
import { proofingPaths } from '../../../paths.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { SpinnerPage } from '../../../shell/SpinnerPage.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { guarded } from '../../../shell/Guarded.tsx';
import { proofingStoreOf } from '../ProofingStore.ts';

/**
 * The entered details as a SummaryList: NHS number when known, else full name (first, middle,
 * last); date of birth as d MMMM y; postcode; each with a Change link (to know-nhs-number,
 * enter-name, enter-dob, enter-postcode). spec 001 §2 "confirm-your-details".
 */
const DetailsSummary = observer(function DetailsSummary() {
  const { proofingState: s } = useStores();
  const t = c.summary;
  const change = (href: string) => ({ text: t.change, href });
  return (
    <SummaryList
      rows={[
        s.knowNhsNumber && s.nhsNumber
          ? { key: t.nhsNumber, value: s.nhsNumber, action: change(proofingPaths.knowNhsNumber) }
          : {
              key: t.name,
              value: [s.firstName, s.middleNames, s.lastName].filter(Boolean).join(' '),
              action: change(proofingPaths.enterName),
            },
        { key: t.dob, value: s.dob ? displayDate(s.dob) : '', action: change(proofingPaths.enterDob) },
        { key: t.postcode, value: s.postcode, action: change(proofingPaths.enterPostcode) },
      ]}
    />
  );
});

/**
 * check-your-details: the summary before sending (with ?noMatch the route's back link goes to no-match); Submit
 * goes to submit, whose page sends the uplift (a link: its GET changes nothing, issue 55 item 5).
 * Needs entered details. spec 001 §2. While the server answers Submit, Submit shows busy and
 * cannot be pressed again (issue 54 "Seeds"; the router's navigation state, read so that a page
 * outside a data router renders too).
 */
export const CheckYourDetailsPage = guarded('details', function CheckYourDetailsPage() {
  const p = c.checkYourDetails;
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const sending = navigation?.state === 'loading' && navigation.location.pathname === proofingPaths.submit;
  return (
    <>
      <Heading>{p.heading}</Heading>
      <Body>{p.body}</Body>
      <DetailsSummary />
      {sending ? (
        <Button type="button" busy>
          {p.submit}
        </Button>
      ) : (
        <Button href={proofingPaths.submit}>{p.submit}</Button>
      )}
    </>
  );
});

/**
 * The field that makes each visit of submit one attempt of the uplift (issue 55 item 7 gives the
 * same post again at one journey revision the first's answer; a failed uplift changes nothing, so
 * without it a try after going back would be answered with the last failure, running nothing):
 * a double click on one page sends it once, a new visit sends it again.
 */
const ATTEMPT_FIELD = 'attempt';

/** A new attempt's name: random, of no meaning. */
const newAttempt = () => crypto.randomUUID();

/**
 * submit: a spinner page that triggers the uplift request, once, then follows spec 001 §4 "Uplift
 * outcome", the outcome taking this page's place in the history so that Back never sends the
 * uplift again. Its GET sends nothing (issue 55 item 5, "Loaders change nothing"): the uplift runs
 * in the route's action, a CSRF-checked post. As the server renders it (and without script) the
 * page is a form with one button; once script runs it posts at once and shows the spinner. Where
 * the server does not own the route (a story), the page calls the store itself. Needs entered
 * details (else know-nhs-number). spec 001 §2 "submit".
 */
export const SubmitPage = guarded('details', function SubmitPage() {
  const proofing = proofingStoreOf(useStores());
  // Replace: Back from the outcome returns to check-your-details, not here (which would resend).
  const follow = useNext(undefined, { replace: true });
  const { owned, sendPage } = useServerSubmit();
  const started = useRef(false);
  // False in the server's render and the hydrating one (the same markup), true once script runs.
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setSending(true);
    if (owned) sendPage({ replace: true, fields: { [ATTEMPT_FIELD]: newAttempt() } });
    else void proofing.uplift().then(follow);
  }, [proofing, follow, owned, sendPage]);
  return <SubmitView sending={sending} />;
});

/**
 * What submit shows (issue 55 item 5): while the uplift is sent, the spinner; before (the server's
 * page, all a browser without script sees until its button is pressed), one sentence and the
 * form whose button posts to the route's action. spec 001 §2 "submit".
 * @param props - `sending`: script has sent the form (or the store its request); default, not yet
 */
export function SubmitView({ sending = false }: { sending?: boolean }) {
  const p = c.submit;
  // This visit's attempt: the server's render names it (the form without script carries it).
  const [attempt] = useState(newAttempt);
  return (
    <SpinnerPage heading={p.heading} spinner={p.spinner} body={p.body} button={p.continue} sending={sending}>
      {/* Not hydrated from the server's value: page script sends an attempt of its own. */}
      <input type="hidden" name={ATTEMPT_FIELD} value={attempt} suppressHydrationWarning />
    </SpinnerPage>
  );
}

/**
 * confirm-your-details: the summary with Change links; Continue records the failure data, then
 * /authcode (or p5-unable-to-save-details). spec 001 §2.
 */
export const ConfirmYourDetailsPage = guarded(
  'proofing',
  observer(function ConfirmYourDetailsPage() {
    const proofing = proofingStoreOf(useStores());
    const follow = useNext();
    const { submitting } = useServerSubmit();
    const p = c.confirmYourDetails;
    return (
      <>
        <Heading>{p.heading}</Heading>
        <Body>{p.body}</Body>
        <DetailsSummary />
        <JourneyForm
          direct
          onSubmit={(e) => {
            e.preventDefault();
            void proofing.recordFailureData().then(follow);
          }}
        >
          <Button busy={proofing.busy || submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);
