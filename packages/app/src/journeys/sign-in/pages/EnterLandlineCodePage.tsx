import { observer } from 'mobx-react-lite';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, Details, ErrorSummary, Heading, MaskedNumber, NotificationBanner, visibleEnd } from '@nhsl/ui';
import { common, enterLandlineCode, enterMobileCode, getCallLandline } from '@nhsl/content';
import { RMD_COOKIE_DAYS, SECURITY_CODE_LIFETIME_MINUTES } from '@nhsl/contract';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { SecurityCodeFields } from '../../../shell/SecurityCodeFields.tsx';
import { securityCodeSchema, signInMessages, type SecurityCodeForm } from '../../../shell/formSchemas.ts';

/**
 * enter-landline-code: "Enter the security code" read out by the call to the masked landline
 * number, valid 5 minutes; the code input; the remember-device checkbox with its explainer; and
 * "Not received a call?" with "Call my landline again" (then a confirmation). Outcomes: spec 000
 * §4 "Security code (landline)" — success → authcode; 'Invalid OTP' → the wrong-code message;
 * 'OTP has expired' / 'Invalid OTP Session' → landline-code-expired; 'OTP attempts exceeded' →
 * otp-attempts-exceeded; else error. The code is never stored.
 */
const EnterLandlineCodePage = observer(function EnterLandlineCodePage() {
  const { signIn, profile } = useStores();
  const { control, onSubmit, summary, inline, submits, follow, submitting } = useJourneyForm<SecurityCodeForm>({
    resolver: zodResolver(securityCodeSchema),
    defaultValues: { code: '', rememberDevice: false },
    messages: signInMessages,
    fields: ['code'],
    secretFields: ['code'],
    submit: ({ code, rememberDevice }) => signIn.submitLandlineCode(code, rememberDevice),
  });
  const c = enterLandlineCode;
  const landline = profile.landlineNumber;
  return (
    <>
      {signIn.callRepeated && summary.length === 0 ? (
        <NotificationBanner type="success" title={c.calledAgainTitle}>
          {c.calledAgain}
        </NotificationBanner>
      ) : null}
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>
        {c.calledNumber}
        {landline ? (
          <>
            {' '}
            <MaskedNumber
              value={landline}
              spokenText={getCallLandline.spokenNumber(visibleEnd(landline))}
              trailing="."
            />
          </>
        ) : (
          '.'
        )}
      </Body>
      <Body>{c.validFor(SECURITY_CODE_LIFETIME_MINUTES)}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <SecurityCodeFields
          control={control}
          label={c.label}
          hint={c.hint}
          rememberLabel={enterMobileCode.rememberDevice}
          rememberHint={enterMobileCode.rememberDeviceHint(RMD_COOKIE_DAYS)}
          error={inline('code')}
        />
        <Button busy={signIn.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
      <Details summary={c.notReceived}>
        <Body>{c.notReceivedBody}</Body>
        <JourneyForm
          intent="callAgain"
          onSubmit={(e) => {
            e.preventDefault();
            void signIn.callLandline(true).then(follow);
          }}
        >
          <Button variant="secondary" busy={signIn.busy || submitting}>
            {c.callAgain}
          </Button>
        </JourneyForm>
      </Details>
    </>
  );
});
export default EnterLandlineCodePage;
