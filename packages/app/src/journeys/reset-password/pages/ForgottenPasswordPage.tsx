import { observer } from 'mobx-react-lite';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading } from '@nhsl/ui';
import { common, forgottenPassword as c } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { EmailField } from '../../../shell/EmailField.tsx';
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
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<ForgottenPasswordForm>({
    resolver: zodResolver(forgottenPasswordSchema),
    defaultValues: { email: resetPassword.emailForNewLink || profile.email },
    messages: resetMessages,
    fields: ['email'],
    submit: ({ email }) => resetPassword.requestResetLink(email),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <EmailField control={control} label={c.label} error={inline('email')} />
        <Button busy={resetPassword.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});
export default ForgottenPasswordPage;
