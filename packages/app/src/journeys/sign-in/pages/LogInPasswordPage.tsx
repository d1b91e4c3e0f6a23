import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Heading, TextInput } from '@nhsl/ui';
import { common, logInPassword } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { passwordSchema, signInMessages, type PasswordForm } from '../../../shell/formSchemas.ts';
import { PasskeyPasswordHelp, PasskeyUnsupportedNotice } from '../../../shell/PasskeyEntry.tsx';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';

/**
 * log-in-password: "Enter your password", with a back link to enter-email and a reset link.
 * A wrong password shows 'Enter the correct password' (PASSWORD_WRONG); lockouts and other
 * errors follow spec 000 §8. The password is sent once and never stored.
 */
const LogInPasswordPage = observer(function LogInPasswordPage() {
  const { signIn } = useStores();
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
    messages: signInMessages,
    fields: ['password'],
    secretFields: ['password'],
    submit: ({ password }) => signIn.submitPassword(password),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{logInPassword.heading}</Heading>
      <PasskeyUnsupportedNotice />
      <JourneyForm onSubmit={onSubmit}>
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
        <Button busy={signIn.busy || submitting}>{logInPassword.continue}</Button>
      </JourneyForm>
      <PasskeyPasswordHelp />
    </>
  );
});
export default LogInPasswordPage;
