import { observer } from 'mobx-react-lite';
import { Body, Button, Details, Link } from '@nhsl/ui';
import { HELP_CENTRE_NHS_NUMBER_URL, common, proofing as c } from '@nhsl/content';
import { paths, proofingPaths } from '../../../paths.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { guarded } from '../../../shell/Guarded.tsx';
import { proofingStoreOf } from '../ProofingStore.ts';

/** multiple-matches: 'We could not find a user with these details.' spec 001 §2. */
export const MultipleMatchesPage = guarded('proofing', function MultipleMatchesPage() {
  const p = c.multipleMatches;
  return (
    <MessagePage heading={p.heading} paragraphs={[p.body]} link={{ text: p.link, href: proofingPaths.knowNhsNumber }} />
  );
});

/** nhs-number-not-verified. spec 001 §2. */
export const NhsNumberNotVerifiedPage = guarded('proofing', function NhsNumberNotVerifiedPage() {
  const p = c.nhsNumberNotVerified;
  return (
    <MessagePage heading={p.heading} paragraphs={[p.body]} link={{ text: p.link, href: proofingPaths.knowNhsNumber }} />
  );
});

/** record-invalidated: reference CID2011 and a help-centre link. spec 001 §2. */
export const RecordInvalidatedPage = guarded('proofing', function RecordInvalidatedPage() {
  const p = c.recordInvalidated;
  return (
    <MessagePage heading={p.heading} paragraphs={[p.body]} reference={p.reference}>
      <Body>
        <Link href={HELP_CENTRE_NHS_NUMBER_URL} newTab newTabText={common.opensInNewTab}>
          {p.link}
        </Link>
      </Body>
    </MessagePage>
  );
});

/** p5-error-generic: 'There was a technical problem.' spec 001 §2. */
export const ErrorGenericPage = guarded('proofing', function ErrorGenericPage() {
  return <MessagePage heading={c.errorGeneric.heading} paragraphs={[c.errorGeneric.body]} />;
});

/** p5-register-attempt: 'You have tried too many times' with the wait in minutes. spec 001 §2, §9. */
export const RegisterAttemptPage = guarded(
  'proofing',
  observer(function RegisterAttemptPage() {
    const proofing = proofingStoreOf(useStores());
    return <MessagePage heading={c.registerAttempt.heading} paragraphs={[c.lockoutWait(proofing.lockoutMinutes)]} />;
  }),
);

/** p5-register-reattempt-lock: 'You have previously tried too many times' with the wait. spec 001 §2, §9. */
export const ReattemptLockPage = guarded(
  'proofing',
  observer(function ReattemptLockPage() {
    const proofing = proofingStoreOf(useStores());
    return <MessagePage heading={c.reattemptLock.heading} paragraphs={[c.lockoutWait(proofing.lockoutMinutes)]} />;
  }),
);

/** p5-pds-limit: 'We are really busy at the moment'. spec 001 §2. */
export const PdsLimitPage = guarded('proofing', function PdsLimitPage() {
  return <MessagePage heading={c.pdsLimit.heading} paragraphs={[c.pdsLimit.body]} />;
});

/**
 * p5-already-completed: matching is needed only once; help on matching another person;
 * Continue returns to /authcode. The page every proofing guard sends to once uplifted. spec 001 §2.
 */
export const AlreadyCompletedPage = guarded('none', function AlreadyCompletedPage() {
  const p = c.alreadyCompleted;
  return (
    <MessagePage heading={p.heading} paragraphs={[p.body]} button={{ text: p.continue, href: paths.authcode }}>
      <Details summary={p.helpSummary}>
        <Body>{p.helpBody}</Body>
      </Details>
    </MessagePage>
  );
});

/** p5-unable-to-save-details: Continue goes to the identity-check front end's GP-connect page. spec 001 §2. */
export const UnableToSavePage = guarded('proofing', function UnableToSavePage() {
  const proofing = proofingStoreOf(useStores());
  const follow = useNext();
  const p = c.unableToSave;
  return (
    <MessagePage heading={p.heading} paragraphs={[p.body]}>
      <Button type="button" onPress={() => follow(proofing.continueToGpConnect())}>
        {p.continue}
      </Button>
    </MessagePage>
  );
});

/** you-need-to-be-over-11 with a link back to enter-dob. spec 001 §2, §5. */
export const Over11Page = guarded('proofing', function Over11Page() {
  const p = c.over11;
  return <MessagePage heading={p.heading} link={{ text: p.link, href: proofingPaths.enterDob }} />;
});

/**
 * nhs-login-not-available-your-area: the entered postcode, no access to patient data there; the
 * link back to enter-postcode, whose field then starts empty (`postcodeToEdit`, a read; issue 55
 * item 5). spec 001 §2.
 */
export const NotAvailablePage = guarded(
  'proofing',
  observer(function NotAvailablePage() {
    const stores = useStores();
    const { proofingState } = stores;
    const p = c.notAvailable;
    return (
      <MessagePage heading={p.heading} paragraphs={[p.postcode(proofingState.postcode), p.body]}>
        <Body>
          <Link href={proofingPaths.enterPostcode}>{p.link}</Link>
        </Body>
      </MessagePage>
    );
  }),
);
