import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Body, Button, Heading, Spinner, SummaryList } from '@nhsl/ui';
import { proofing as c } from '@nhsl/content';
import { displayDate } from '../../../lib/dates.ts';
import { proofingPaths } from '../../../paths.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
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
 * goes to submit. Needs entered details. spec 001 §2. While the server answers Submit (it sends
 * the uplift before the outcome comes), Submit shows busy and cannot be pressed again (issue 54
 * "Seeds"; the router's navigation state, read so that a page outside a data router renders too).
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
 * submit: a spinner page that sends the uplift once, then follows spec 001 §4 "Uplift outcome",
 * replacing itself in the history so browser back never sends the uplift again. Where the app's
 * server owns the route, it sent the uplift before answering (the route's `arrival`, issue 44) and
 * the browser goes straight to the outcome. Needs entered details (else know-nhs-number). spec 001 §2.
 */
export const SubmitPage = guarded('details', function SubmitPage() {
  const proofing = proofingStoreOf(useStores());
  // Replace: Back from the outcome returns to check-your-details, not here (which would resend).
  const follow = useNext(undefined, { replace: true });
  const { owned } = useServerSubmit();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || owned) return;
    started.current = true;
    void proofing.uplift().then(follow);
  }, [proofing, follow, owned]);
  return (
    <>
      <Heading>{c.submit.heading}</Heading>
      <Spinner label={c.submit.spinner} />
    </>
  );
});

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
