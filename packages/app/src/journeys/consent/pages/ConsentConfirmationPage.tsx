import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, Radios } from '@nhsl/ui';
import { common, consentConfirmation, shell } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { PageLoading } from '../../../shell/PageLoading.tsx';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useAnsweredErrors } from '../../../shell/useJourneyForm.ts';
import { consentChoiceSchema as schema, type ConsentChoiceForm as Form } from '../schemas.ts';
import { VALIDATE_ON_SUBMIT } from '../../../shell/formFields.ts';

const messages = {
  CHOICE_REQUIRED: { summary: consentConfirmation.messages.required, inline: consentConfirmation.messages.required },
};

/**
 * consent-confirmation: "You did not agree to share your information". Radios: go back and
 * agree (nhs-login-consent), or go to the client without sharing (the OpenID Provider sends the
 * browser to the redirect_uri with access_denied / ConsentNotGiven and the state). spec 000 §2, §4, §5.
 */
const ConsentConfirmationPage = observer(function ConsentConfirmationPage() {
  const { consent: store, client } = useStores();
  const follow = useNext();
  const [submits, setSubmits] = useState(0);
  // Where the app's server owns the page, it loaded the client's details before answering (issue 44).
  const server = useServerSubmit();
  useEffect(() => {
    if (!server.owned) void store.loadClient().then((next) => next && follow(next));
  }, [store, follow, server.owned]);
  // A choice the server refused (posted without script, issue 23, or by script, issue 44): its
  // error shows at once, and a later answer's focuses the summary again.
  const answered = useAnsweredErrors(() => setSubmits((n) => n + 1));
  const serverErrors = useMemo(
    () =>
      answered?.errors.length
        ? ({ choice: { type: 'server', message: answered.errors[0]!.code } } as FieldErrors<Form>)
        : undefined,
    [answered],
  );
  const { control, handleSubmit, formState } = useForm<Form>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(schema) as never,
    defaultValues: { choice: undefined },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, messages, ['choice']);
  if (!store.ready) return <PageLoading label={shell.spinnerLabel} />;
  const name = client.displayName;
  const c = consentConfirmation;
  const onSubmit = handleSubmit(
    (values, event) => server.submitOr(event, async () => follow(await store.confirmChoice(values.choice!))),
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body(name)}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <Controller
          name="choice"
          control={control}
          render={({ field }) => (
            <Radios
              legend={c.legend}
              name="choice"
              value={field.value ?? ''}
              onChange={field.onChange}
              inputRef={field.ref}
              error={inline('choice')}
              options={[
                { value: 'agree', label: c.goBack },
                { value: 'no-consent', label: c.goToClient(name) },
              ]}
            />
          )}
        />
        <Button busy={server.submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});
export default ConsentConfirmationPage;
