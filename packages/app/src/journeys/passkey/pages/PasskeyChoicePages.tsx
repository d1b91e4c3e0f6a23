import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, Radios } from '@nhsl/ui';
import { common, passkey } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useAnsweredErrors } from '../../../shell/useJourneyForm.ts';
import { usePasskeyCeremony } from '../../../shell/usePasskeyCeremony.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { enterEmailFailedSchema, loginFailedSchema, passkeyMessages } from '../schemas.ts';
import type { EnterEmailFailedChoice, LoginFailedChoice } from '../transitions.ts';
import { VALIDATE_ON_SUBMIT } from '../../../shell/formFields.ts';

/** Props of {@link ChoicePage}. */
interface ChoicePageProps<C extends string> {
  heading: string;
  body: string;
  legend: string;
  continueText: string;
  options: { value: C; label: string }[];
  schema: typeof loginFailedSchema | typeof enterEmailFailedSchema;
  busy?: boolean;
  onChoice: (choice: C) => void | Promise<void>;
}

/**
 * A heading, a sentence and required radios ('You need to tell us what you want to do'). Where
 * the app's server owns the page (issue 44) a valid choice goes to its action, and a passkey
 * ceremony it answers ("Try my passkey again") runs here, its result posted back. spec 000 §5.
 */
function ChoicePage<C extends string>({
  heading,
  body,
  legend,
  continueText,
  options,
  schema,
  busy,
  onChoice,
}: ChoicePageProps<C>) {
  const [submits, setSubmits] = useState(0);
  const answered = useAnsweredErrors(() => setSubmits((n) => n + 1));
  const { control, handleSubmit, formState } = useForm<{ choice: C | undefined }>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(schema) as never,
    defaultValues: { choice: (answered?.values.choice as C | undefined) ?? undefined },
    errors: useMemo(
      () =>
        answered?.errors.length
          ? ({ choice: { type: 'server', message: answered.errors[0]!.code } } as FieldErrors<{
              choice: C | undefined;
            }>)
          : undefined,
      [answered],
    ),
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, passkeyMessages, ['choice']);
  const server = useServerSubmit();
  const { running } = usePasskeyCeremony(answered?.ceremony);
  const onSubmit = handleSubmit(
    ({ choice }, event) => server.submitOr(event, () => onChoice(choice!)),
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{heading}</Heading>
      <Body>{body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <Controller
          name="choice"
          control={control}
          render={({ field }) => (
            <Radios
              legend={legend}
              name="choice"
              value={field.value ?? ''}
              onChange={field.onChange}
              inputRef={field.ref}
              error={inline('choice')}
              options={options}
            />
          )}
        />
        <Button busy={busy || server.submitting || running}>{continueText}</Button>
      </JourneyForm>
    </>
  );
}

/**
 * passkey-login-failed: radios "Try my passkey again" (one new ceremony) or "Log in with my
 * password". spec 000 §2, §4 "Passkey login", §5.
 */
export const PasskeyLoginFailedPage = observer(function PasskeyLoginFailedPage() {
  const { passkey: store } = useStores();
  const follow = useNext();
  const c = passkey.loginFailed;
  return (
    <ChoicePage<LoginFailedChoice>
      heading={c.heading}
      body={c.body}
      legend={c.legend}
      continueText={c.continue}
      schema={loginFailedSchema}
      busy={store.busy}
      options={[
        { value: 'tryAgain', label: c.tryAgain },
        { value: 'usePassword', label: c.usePassword },
      ]}
      onChoice={async (choice) => follow(await store.chooseAfterLoginFailed(choice))}
    />
  );
});

/**
 * passkey-enter-email-login-failed: radios enterEmail (passkey-enter-email) or enterPassword
 * (log-in-password). spec 000 §2, §5.
 */
export const PasskeyEnterEmailLoginFailedPage = observer(function PasskeyEnterEmailLoginFailedPage() {
  const { passkey: store } = useStores();
  const follow = useNext();
  const c = passkey.enterEmailLoginFailed;
  return (
    <ChoicePage<EnterEmailFailedChoice>
      heading={c.heading}
      body={c.body}
      legend={c.legend}
      continueText={c.continue}
      schema={enterEmailFailedSchema}
      options={[
        { value: 'enterEmail', label: c.enterEmail },
        { value: 'enterPassword', label: c.enterPassword },
      ]}
      onChoice={(choice) => follow(store.chooseAfterEnterEmailFailed(choice))}
    />
  );
});
