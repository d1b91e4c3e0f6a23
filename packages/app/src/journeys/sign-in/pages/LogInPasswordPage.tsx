import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BackLink, Button, ErrorSummary, Heading, TextInput } from '@nhsl/ui';
import { common, logInPassword } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { passwordSchema, signInMessages, type PasswordForm } from '../schemas.ts';
import { PasskeyPasswordHelp, PasskeyUnsupportedNotice } from '../../passkey/PasskeyEntry.tsx';

/**
 * log-in-password: "Enter your password", with a back link to enter-email and a reset link.
 * A wrong password shows 'Enter the correct password' (PASSWORD_WRONG); lockouts and other
 * errors follow spec 000 §8. The password is sent once and never stored.
 */
const LogInPasswordPage = observer(function LogInPasswordPage() {
  const { signIn } = useStores();
  const [submits, setSubmits] = useState(0);
  const { control, handleSubmit, setError, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, signInMessages, ['password']);
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as 'password', { type: 'server', message: code });
      setSubmits((n) => n + 1);
    },
    [setError],
  );
  const follow = useNext(onFormError);
  const onSubmit = handleSubmit(
    async ({ password }) => follow(await signIn.submitPassword(password)),
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <BackLink href={paths.enterEmail}>{logInPassword.back}</BackLink>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{logInPassword.heading}</Heading>
      <PasskeyUnsupportedNotice />
      <form onSubmit={onSubmit} noValidate>
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <TextInput
              label={logInPassword.label}
              name="password"
              type="password"
              autoComplete="current-password"
              spellCheck={false}
              autoCapitalize="none"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={inline('password')}
            />
          )}
        />
        <Button busy={signIn.busy}>{logInPassword.continue}</Button>
      </form>
      <PasskeyPasswordHelp />
    </>
  );
});
export default LogInPasswordPage;
