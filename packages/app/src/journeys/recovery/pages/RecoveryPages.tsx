import { observer } from 'mobx-react-lite';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, Link } from '@nhsl/ui';
import { cannotChangeNumber, changeLandline, changeMobile, common, perLocale } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { PhoneNumberField } from '../../../shell/PhoneNumberField.tsx';
import { recoveryStoreOf } from '../RecoveryStore.ts';
import { backToSecurityCode } from '../transitions.ts';
import {
  changeLandlineSchema,
  changeMobileSchema,
  phoneMessages,
  type ChangeLandlineForm,
  type ChangeMobileForm,
} from '../../../shell/phoneSchemas.ts';

const mobileMessages = perLocale(() => phoneMessages(changeMobile.messages));
const landlineMessages = perLocale(() => phoneMessages(changeLandline.messages));

/**
 * recovery/change-mobile/enter-mobile, reached from enter-mobile-code's "Change my mobile phone
 * number": the new UK mobile number (national or international format, spaces and dashes
 * allowed). Continue texts a code to it and opens enter-mobile-code; the number changes once that
 * code is entered (RecoveryStore). Errors: empty, too long, wrong format and the number already
 * held show the error summary and inline message, keeping what was typed; a P5/P9 account →
 * cannot-change-number; lockouts → their pages; anything else → error. spec 000 §2, issue 15.
 */
export const ChangeMobilePage = observer(function ChangeMobilePage() {
  const recovery = recoveryStoreOf(useStores());
  const c = changeMobile;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<ChangeMobileForm>({
    resolver: zodResolver(changeMobileSchema),
    defaultValues: { mobile: '' },
    messages: mobileMessages,
    fields: ['mobile'],
    submit: ({ mobile }) => recovery.changeMobile(mobile),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <PhoneNumberField control={control} name="mobile" label={c.label} hint={c.hint} error={inline('mobile')} />
        <Button busy={recovery.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * recovery/change-landline/enter-landline, reached from get-call-landline's "Change my landline
 * phone number": the new UK landline number. Continue opens get-call-landline for the new number
 * (be at home, then "Call my landline now"); the number changes once the code read out is
 * entered. Errors as {@link ChangeMobilePage}. spec 000 §2, issue 15.
 */
export const ChangeLandlinePage = observer(function ChangeLandlinePage() {
  const recovery = recoveryStoreOf(useStores());
  const c = changeLandline;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<ChangeLandlineForm>({
    resolver: zodResolver(changeLandlineSchema),
    defaultValues: { landline: '' },
    messages: landlineMessages,
    fields: ['landline'],
    submit: ({ landline }) => recovery.changeLandline(landline),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <PhoneNumberField control={control} name="landline" label={c.label} hint={c.hint} error={inline('landline')} />
        <Button busy={recovery.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * recovery/cannot-change-number: an account that has proved who they are (P5 or P9) cannot
 * change its numbers with only a password; the Help Centre can, after checking who they are
 * (docs/decisions/0022-changing-a-phone-number.md). A link goes back to the code page of the method
 * the account holds. Issue 15.
 */
export const CannotChangeNumberPage = observer(function CannotChangeNumberPage() {
  const { profile } = useStores();
  const c = cannotChangeNumber;
  return (
    <MessagePage heading={c.heading} paragraphs={[c.body, c.contactBefore]}>
      <Body>
        <Link href={c.contactUrl} newTab newTabText={common.opensInNewTab}>
          {c.contactLink}
        </Link>
      </Body>
      <Body>{c.otherWay}</Body>
      <Body>
        <Link href={backToSecurityCode(!!profile.phoneNumber)}>{c.backToCode}</Link>
      </Body>
    </MessagePage>
  );
});
