import { useSearchParams } from 'react-router-dom';
import { Body, Link } from '@nhsl/ui';
import {
  HELP_CENTRE_CONTACT_URL,
  blockedPages,
  common,
  errorPages,
  helpCentreContactWithReference,
} from '@nhsl/content';
import { sanitiseErrorCode } from '../../../api/ApiError.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';

/**
 * The errorCode query parameter, kept only if it is `CID` plus digits; otherwise `fallback`.
 * spec 000 §8: only `CID` plus digits is ever shown.
 */
function useReference(fallback = ''): string {
  const [params] = useSearchParams();
  return sanitiseErrorCode(params.get('errorCode')) || fallback;
}

function HelpLink({ text, reference }: { text: string; reference?: string }) {
  return (
    <Body>
      <Link
        href={reference ? helpCentreContactWithReference(reference) : HELP_CENTRE_CONTACT_URL}
        newTab
        newTabText={common.opensInNewTab}
      >
        {text}
      </Link>
    </Body>
  );
}

/** account-disabled and login-disabled-authcode: "You cannot use your account", reference from errorCode. spec 000 §2. */
export function AccountDisabledPage() {
  const c = blockedPages.accountDisabled;
  return <MessagePage heading={c.heading} paragraphs={[c.body]} reference={useReference() || undefined} />;
}

/** error-account: fixed reference CID2014 with a help link. spec 000 §2. */
export function ErrorAccountPage() {
  const c = blockedPages.errorAccount;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body]} reference={c.reference}>
      <HelpLink text={c.helpLink} />
    </MessagePage>
  );
}

/**
 * login-disabled: heading "There is a problem", "Your login has been disabled" with the possible
 * reasons and a contact link; reference from errorCode, CID7031 when missing or malformed.
 * shared spec DECISIONS "login-disabled".
 */
export function LoginDisabledPage() {
  const c = blockedPages.loginDisabled;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body, c.reasons]} reference={useReference(c.defaultReference)}>
      <HelpLink text={c.contact} />
    </MessagePage>
  );
}

/** login-problem-nhs-number: reference CID2011. spec 000 §2, spec 001 §2. */
export function LoginProblemNhsNumberPage() {
  const c = blockedPages.loginProblemNhsNumber;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body]} reference={c.reference}>
      <HelpLink text={c.helpLink} />
    </MessagePage>
  );
}

/**
 * failed-eligibility: "You cannot use this NHS account", contact link, 111 / 999 advice. A refused
 * account replacement arrives with `errorCode=CID1119`: the reference shows on the page and rides
 * in the contact link (spec 001 §8), as CID1116 does on duplicate-nhs-number.
 * docs/decisions/0026-duplicate-accounts.md; the heading: shared spec DECISIONS "failed-eligibility heading".
 */
export function FailedEligibilityPage() {
  const c = blockedPages.failedEligibility;
  const reference = useReference() || undefined;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body]} reference={reference}>
      <HelpLink text={c.contact} reference={reference} />
      <Body>{c.urgent}</Body>
      <Body>{c.emergency}</Body>
    </MessagePage>
  );
}

/** session-invalid: "Something went wrong". spec 001 §2. */
export function SessionInvalidPage() {
  const c = blockedPages.sessionInvalid;
  return <MessagePage heading={c.heading} paragraphs={[c.body]} />;
}

/** service-busy: "We are very busy". spec 001 §2. */
export function ServiceBusyPage() {
  const c = errorPages.serviceBusy;
  return <MessagePage heading={c.heading} paragraphs={[c.body]} />;
}
