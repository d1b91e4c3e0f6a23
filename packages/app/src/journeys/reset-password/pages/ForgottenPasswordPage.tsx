import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BackLink, Body, Button, ErrorSummary, Heading, TextInput } from '@nhsl/ui';
import { common, forgottenPassword as c } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { forgottenPasswordSchema, resetMessages, type ForgottenPasswordForm } from '../schemas.ts';
import { resetPasswordStoreOf } from '../ResetPasswordStore.ts';

/**
 * forgotten-password: asks for the email address and requests a reset link (valid 1 hour), then
 * goes to reset/check-email. Validation: required 'Enter your email address', minimum length
 * 'Enter an email address with at least {min} characters', format 'Enter an email address in
 * the correct format, like {email}'. Starts with the address a link was last asked for (or an
 * expired link's), else the one entered at sign-in. spec 000 §2, §5; spec 001 §2, §5.
 */
const ForgottenPasswordPage = observer(function ForgottenPasswordPage() {
  const stores = useStores();
  const { profile } = stores;
  const resetPassword = resetPasswordStoreOf(stores);
  const [submits, setSubmits] = useState(0);
  const { control, handleSubmit, setError, formState } = useForm<ForgottenPasswordForm>({
    resolver: zodResolver(forgottenPasswordSchema),
    defaultValues: { email: resetPassword.emailForNewLink || profile.email },
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, resetMessages, ['email']);
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as 'email', { type: 'server', message: code });
      setSubmits((n) => n + 1);
    },
    [setError],
  );
  const follow = useNext(onFormError);
  const onSubmit = handleSubmit(
    async ({ email }) => follow(await resetPassword.requestResetLink(email)),
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <BackLink href={paths.logInPassword}>{c.back}</BackLink>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          name="email"
          control={control}
          render={({ field }) => (
            <TextInput
              label={c.label}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
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
        <Button busy={resetPassword.busy}>{c.continue}</Button>
      </form>
    </>
  );
});
export default ForgottenPasswordPage;
