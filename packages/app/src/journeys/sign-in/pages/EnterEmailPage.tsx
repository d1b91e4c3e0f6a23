import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, TextInput } from '@nhsl/ui';
import { common, enterEmail } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { enterEmailSchema, signInMessages, type EnterEmailForm } from '../schemas.ts';

/**
 * enter-email: "Enter your email address". Validates (spec 000 §5 "Email"), checks the account
 * status and follows spec 000 §4 "Account status after email entry".
 */
const EnterEmailPage = observer(function EnterEmailPage() {
  const { signIn, profile } = useStores();
  const [submits, setSubmits] = useState(0);
  const { control, handleSubmit, setError, formState } = useForm<EnterEmailForm>({
    resolver: zodResolver(enterEmailSchema),
    defaultValues: { email: profile.email },
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, signInMessages, ['email']);
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as 'email', { type: 'server', message: code });
      setSubmits((n) => n + 1);
    },
    [setError],
  );
  const follow = useNext(onFormError);
  const onSubmit = handleSubmit(
    async ({ email }) => follow(await signIn.submitEmail(email)),
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <form onSubmit={onSubmit} noValidate>
        <Controller
          name="email"
          control={control}
          render={({ field }) => (
            <TextInput
              label={enterEmail.heading}
              labelAsHeading
              hint={enterEmail.hint}
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
        <Button busy={signIn.busy}>{enterEmail.continue}</Button>
      </form>
    </>
  );
});
export default EnterEmailPage;
