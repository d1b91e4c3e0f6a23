import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink, Body, Button, Heading, Link, Spinner, theme } from '@nhsl/ui';
import { proofing as c } from '@nhsl/content';
import { displayDate } from '../../../lib/dates.ts';
import { proofingPaths } from '../../../paths.ts';
import { useNext } from '../../../shell/useNext.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { guarded } from '../Guarded.tsx';

const List = styled.dl`
  margin: 0 0 ${theme.space[5]}px;
  border-top: 1px solid ${theme.colour.border};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px ${theme.space[4]}px;
  padding: ${theme.space[3]}px 0;
  border-bottom: 1px solid ${theme.colour.border};
  dt {
    flex: 1 1 30%;
    font-weight: 600;
  }
  dd {
    flex: 1 1 40%;
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd + dd {
    flex: 0 0 auto;
  }
`;

/**
 * The entered details as a summary list (a dl; a SummaryList ui component should replace it):
 * NHS number when known, else full name; date of birth as d MMMM y; postcode; each with a
 * Change link when `changeLinks`. spec 001 §2 "confirm-your-details".
 */
const DetailsSummary = observer(function DetailsSummary({ changeLinks }: { changeLinks: boolean }) {
  const { proofingState: s } = useStores();
  const t = c.summary;
  const rows: [string, string, string][] = [
    s.knowNhsNumber && s.nhsNumber
      ? [t.nhsNumber, s.nhsNumber, proofingPaths.knowNhsNumber]
      : [t.name, [s.firstName, s.middleNames, s.lastName].filter(Boolean).join(' '), proofingPaths.enterName],
    [t.dob, s.dob ? displayDate(s.dob) : '', proofingPaths.enterDob],
    [t.postcode, s.postcode, proofingPaths.enterPostcode],
  ];
  return (
    <List>
      {rows.map(([label, value, href]) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
          {changeLinks ? (
            <dd>
              <Link href={href} hiddenText={label.toLowerCase()}>
                {t.change}
              </Link>
            </dd>
          ) : null}
        </Row>
      ))}
    </List>
  );
});

/**
 * check-your-details: the summary before sending; with ?noMatch a back link to no-match; Submit
 * goes to submit. Needs entered details. spec 001 §2.
 */
export const CheckYourDetailsPage = guarded('details', function CheckYourDetailsPage() {
  const [params] = useSearchParams();
  const p = c.checkYourDetails;
  return (
    <>
      {params.get('noMatch') === 'true' ? <BackLink href={proofingPaths.noMatch}>{p.backToNoMatch}</BackLink> : null}
      <Heading>{p.heading}</Heading>
      <Body>{p.body}</Body>
      <DetailsSummary changeLinks />
      <Button href={proofingPaths.submit}>{p.submit}</Button>
    </>
  );
});

/**
 * submit: a spinner page that sends the uplift once, then follows spec 001 §4 "Uplift outcome".
 * Needs entered details (else know-nhs-number). spec 001 §2.
 */
export const SubmitPage = guarded('details', function SubmitPage() {
  const { proofing } = useStores();
  // Replace: Back from the outcome returns to check-your-details, not here (which would resend).
  const follow = useNext(undefined, { replace: true });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void proofing.uplift().then(follow);
  }, [proofing, follow]);
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
    const { proofing } = useStores();
    const follow = useNext();
    const p = c.confirmYourDetails;
    return (
      <>
        <Heading>{p.heading}</Heading>
        <Body>{p.body}</Body>
        <DetailsSummary changeLinks />
        <Button busy={proofing.busy} onPress={() => void proofing.recordFailureData().then(follow)} type="button">
          {p.continue}
        </Button>
      </>
    );
  }),
);
