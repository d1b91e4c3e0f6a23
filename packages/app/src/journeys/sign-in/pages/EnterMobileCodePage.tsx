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
  Link,
  List,
  MaskedNumber,
  NotificationBanner,
  TextInput,
  visibleEnd,
} from '@nhsl/ui';
import { common, enterMobileCode } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { securityCodeSchema, signInMessages, type SecurityCodeForm } from '../schemas.ts';

/**
 * enter-mobile-code: "Enter the security code". Shows the masked mobile number, the "Not received
 * a text?" resend (then "You have been sent a new security code."), the code input, the
 * remember-device checkbox with its explainer and "I cannot log in using my mobile phone".
 * spec 000 §2, §4 "Security code (mobile)". The code is never stored.
 */
const EnterMobileCodePage = observer(function EnterMobileCodePage() {
  const { signIn, profile, passkey } = useStores();
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
    async ({ code, rememberDevice }) => follow(await signIn.submitCode(code, rememberDevice)),
    () => setSubmits((n) => n + 1),
  );
  const c = enterMobileCode;
  const phone = profile.phoneNumber;
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
    <Link key="change" href="/recovery/change-mobile/enter-mobile">
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
        {c.sentTo}
        {phone ? (
          <>
            {' '}
            <MaskedNumber value={phone} spokenText={c.spokenNumber(visibleEnd(phone))} />
          </>
        ) : null}
        .
      </Body>
      <Body>{c.validFor}</Body>
      <Details summary={c.notReceived}>
        <Body>{c.notReceivedBody}</Body>
        <Button
          type="button"
          variant="secondary"
          busy={signIn.busy}
          onPress={async () => follow(await signIn.resendCode())}
        >
          {c.sendAgain}
        </Button>
      </Details>
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
              label={c.rememberDevice}
              hint={c.rememberDeviceHint}
              checked={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
            />
          )}
        />
        <Button busy={signIn.busy}>{c.continue}</Button>
      </form>
      <Details summary={c.cannotUseMobile}>
        <Body>{c.cannotUseMobileBody}</Body>
        <List items={cannotUseOptions} />
      </Details>
    </>
  );
});
export default EnterMobileCodePage;
