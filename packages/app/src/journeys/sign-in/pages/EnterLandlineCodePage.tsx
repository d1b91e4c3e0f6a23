import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Body,
  Button,
  Checkbox,
  Details,
  ErrorSummary,
  Heading,
  MaskedNumber,
  NotificationBanner,
  TextInput,
  visibleEnd,
} from '@nhsl/ui';
import { common, enterLandlineCode, enterMobileCode, getCallLandline } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { securityCodeSchema, signInMessages, type SecurityCodeForm } from '../schemas.ts';

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
  const [submits, setSubmits] = useState(0);
  const { control, handleSubmit, setError, formState } = useForm<SecurityCodeForm>({
    resolver: zodResolver(securityCodeSchema),
    defaultValues: { code: '', rememberDevice: false },
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, signInMessages, ['code']);
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as 'code', { type: 'server', message: code });
      setSubmits((n) => n + 1);
    },
    [setError],
  );
  const follow = useNext(onFormError);
  const onSubmit = handleSubmit(
    async ({ code, rememberDevice }) => follow(await signIn.submitLandlineCode(code, rememberDevice)),
    () => setSubmits((n) => n + 1),
  );
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
            <MaskedNumber value={landline} spokenText={getCallLandline.spokenNumber(visibleEnd(landline))} />
          </>
        ) : null}
        .
      </Body>
      <Body>{c.validFor}</Body>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          name="code"
          control={control}
          render={({ field }) => (
            <TextInput
              label={c.label}
              hint={c.hint}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              autoCapitalize="none"
              width={10}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={inline('code')}
            />
          )}
        />
        <Controller
          name="rememberDevice"
          control={control}
          render={({ field }) => (
            <Checkbox
              name="rememberDevice"
              label={enterMobileCode.rememberDevice}
              hint={enterMobileCode.rememberDeviceHint}
              checked={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
            />
          )}
        />
        <Button busy={signIn.busy}>{c.continue}</Button>
      </form>
      <Details summary={c.notReceived}>
        <Body>{c.notReceivedBody}</Body>
        <Button
          type="button"
          variant="secondary"
          busy={signIn.busy}
          onPress={async () => follow(await signIn.callLandline(true))}
        >
          {c.callAgain}
        </Button>
      </Details>
    </>
  );
});
export default EnterLandlineCodePage;
