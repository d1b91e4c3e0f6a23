import { observer } from 'mobx-react-lite';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary } from '@nhsl/ui';
import { common, enterEmail } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { EmailField } from '../../../shell/EmailField.tsx';
import { enterEmailSchema, signInMessages, type EnterEmailForm } from '../../../shell/formSchemas.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { usePasskeyAutofill } from '../../../shell/usePasskeyAutofill.ts';

/**
 * enter-email: "Enter your email address". Validates (spec 000 §5 "Email"), checks the account
 * status and follows spec 000 §4 "Account status after email entry".
 */
const EnterEmailPage = observer(function EnterEmailPage() {
  const { signIn, profile } = useStores();
  // Issue 27: a saved passkey is offered in the field's own autofill list (conditional mediation).
  const autofill = usePasskeyAutofill();
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<EnterEmailForm>({
    resolver: zodResolver(enterEmailSchema),
    defaultValues: { email: profile.email },
    messages: signInMessages,
    fields: ['email'],
    submit: ({ email }) => {
      autofill.cancel();
      return signIn.submitEmail(email);
    },
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <JourneyForm onSubmit={onSubmit}>
        <EmailField
          control={control}
          label={enterEmail.heading}
          labelAsHeading
          hint={enterEmail.hint}
          autoComplete={autofill.active ? 'username webauthn' : undefined}
          error={inline('email')}
        />
        <Button busy={signIn.busy || submitting}>{enterEmail.continue}</Button>
      </JourneyForm>
      {autofill.element}
    </>
  );
});
export default EnterEmailPage;
