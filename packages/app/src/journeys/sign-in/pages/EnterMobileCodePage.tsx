import { observer } from 'mobx-react-lite';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Body,
  Button,
  Details,
  ErrorSummary,
  Heading,
  Link,
  List,
  MaskedNumber,
  NotificationBanner,
  visibleEnd,
} from '@nhsl/ui';
import { common, enterMobileCode } from '@nhsl/content';
import { RMD_COOKIE_DAYS, SECURITY_CODE_LIFETIME_MINUTES } from '@nhsl/contract';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { SecurityCodeFields } from '../../../shell/SecurityCodeFields.tsx';
import { securityCodeSchema, signInMessages, type SecurityCodeForm } from '../../../shell/formSchemas.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';

/**
 * enter-mobile-code: "Enter the security code". Shows the masked mobile number, the "Not received
 * a text?" resend (then "You have been sent a new security code."), the code input, the
 * remember-device checkbox with its explainer and "I cannot log in using my mobile phone".
 * spec 000 §2, §4 "Security code (mobile)". The code is never stored.
 */
const EnterMobileCodePage = observer(function EnterMobileCodePage() {
  const { signIn, profile, passkey, journey } = useStores();
  const { control, onSubmit, summary, inline, submits, follow, submitting } = useJourneyForm<SecurityCodeForm>({
    resolver: zodResolver(securityCodeSchema),
    defaultValues: { code: '', rememberDevice: false },
    messages: signInMessages,
    fields: ['code'],
    secretFields: ['code'],
    submit: ({ code, rememberDevice }) => signIn.submitCode(code, rememberDevice),
  });
  const c = enterMobileCode;
  const phone = profile.phoneNumber;
  const newNumber = journey.numberChange === 'mobile';
  const cannotUseOptions = [
    ...(passkey.available
      ? [
          <Link key="passkey" href={paths.passkeyEnterEmail}>
            {c.passkeyLink}
          </Link>,
        ]
      : []),
    ...(profile.landlineNumber
      ? [
          <Link key="landline" href={paths.getCallLandline}>
            {c.callLandline}
          </Link>,
        ]
      : []),
    <Link key="change" href={paths.changeMobile}>
      {c.changeMobile}
    </Link>,
  ];
  return (
    <>
      {signIn.codeResent && summary.length === 0 ? (
        <NotificationBanner type="success" title={c.resentTitle}>
          {c.resent}
        </NotificationBanner>
      ) : null}
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>
        {newNumber ? c.sentToNewNumber : c.sentTo}
        {phone ? (
          <>
            {' '}
            <MaskedNumber value={phone} spokenText={c.spokenNumber(visibleEnd(phone))} trailing="." />
          </>
        ) : (
          '.'
        )}
      </Body>
      {newNumber ? <Body>{c.changesOnceEntered}</Body> : null}
      <Body>{c.validFor(SECURITY_CODE_LIFETIME_MINUTES)}</Body>
      <Details summary={c.notReceived}>
        <Body>{c.notReceivedBody}</Body>
        <JourneyForm
          intent="resend"
          onSubmit={(e) => {
            e.preventDefault();
            void signIn.resendCode().then(follow);
          }}
        >
          <Button variant="secondary" busy={signIn.busy || submitting}>
            {c.sendAgain}
          </Button>
        </JourneyForm>
      </Details>
      <JourneyForm onSubmit={onSubmit}>
        <SecurityCodeFields
          control={control}
          label={c.label}
          hint={c.hint}
          rememberLabel={c.rememberDevice}
          rememberHint={c.rememberDeviceHint(RMD_COOKIE_DAYS)}
          error={inline('code')}
        />
        <Button busy={signIn.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
      <Details summary={c.cannotUseMobile}>
        <Body>{c.cannotUseMobileBody}</Body>
        <List items={cannotUseOptions} />
      </Details>
    </>
  );
});
export default EnterMobileCodePage;
