import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BackLink, Body, Button, ErrorSummary, Heading, InsetText, Link, TextInput } from '@nhsl/ui';
import { common, passkey as content } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { passkeyEmailSchema, passkeyMessages, type PasskeyEmailForm } from '../schemas.ts';
import { passwordRoute } from '../transitions.ts';

/**
 * passkey-enter-email: explains passkeys, asks for the email (the one already entered, if any)
 * and starts one passkey ceremony per press of "Log in with my passkey". A browser without
 * passkey support is told so and sent to the password. The password way is always offered.
 * spec 000 §2, §4 "Passkey login", §5.
 */
const PasskeyEnterEmailPage = observer(function PasskeyEnterEmailPage() {
  const { passkey, profile } = useStores();
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    void passkey.checkSupport();
  }, [passkey]);
  const { control, handleSubmit, setError, formState } = useForm<PasskeyEmailForm>({
    resolver: zodResolver(passkeyEmailSchema),
    defaultValues: { email: profile.email },
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, passkeyMessages, ['email']);
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as 'email', { type: 'server', message: code });
      setSubmits((n) => n + 1);
    },
    [setError],
  );
  const follow = useNext(onFormError);
  const onSubmit = handleSubmit(
    async ({ email }) => follow(await passkey.submitEmail(email)),
    () => setSubmits((n) => n + 1),
  );
  const c = content.enterEmail;
  const passwordHref = passwordRoute(!!profile.email);
  return (
    <>
      <BackLink href={paths.login}>{c.back}</BackLink>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.intro}</Body>
      <Body>{c.deviceOnly}</Body>
      {passkey.supported === false ? (
        <>
          <InsetText>{content.unsupported}</InsetText>
          <Button href={passwordHref}>{content.loginFailed.usePassword}</Button>
        </>
      ) : (
        <>
          <form onSubmit={onSubmit} noValidate>
            <Controller
              name="email"
              control={control}
              render={({ field }) => (
                <TextInput
                  label={c.label}
                  name="email"
                  type="email"
                  autoComplete="email webauthn"
                  spellCheck={false}
                  autoCapitalize="none"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={inline('email')}
                />
              )}
            />
            <Button busy={passkey.busy}>{c.continue}</Button>
          </form>
          <Body>
            <Link href={passwordHref}>{c.usePassword}</Link>
          </Body>
        </>
      )}
    </>
  );
});
export default PasskeyEnterEmailPage;
