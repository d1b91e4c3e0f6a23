import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, Radios } from '@nhsl/ui';
import { common } from '@nhsl/content';
import type { z } from 'zod/mini';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { secondFactorFormMessages } from '../../../shell/formSchemas.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useAnsweredErrors } from '../../../shell/useJourneyForm.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { VALIDATE_ON_SUBMIT } from '../../../shell/formFields.ts';

/** Props of {@link ChoiceForm}. */
export interface ChoiceFormProps<C extends string> {
  /** The h1. */
  heading: string;
  /** Paragraphs under the heading. */
  paragraphs: readonly ReactNode[];
  /** The radios' legend. */
  legend: string;
  /** The options, in order (only those the page offers). */
  options: { value: C; label: ReactNode }[];
  /** The zod schema of `{ choice }`; its error code is a key of `secondFactorFormMessages`. */
  schema: z.ZodMiniType<{ choice: C }>;
  /** The submit button's text. */
  continueText: string;
  /** A request is in flight (the button shows busy). */
  busy?: boolean;
  /** Called with the valid choice. */
  onChoice: (choice: C) => void | Promise<void>;
  /** Content after the form. */
  children?: ReactNode;
}

/**
 * A heading, paragraphs and required radios with a Continue button: with no choice the error
 * goes to the focused, linked ErrorSummary and inline, and the title gains "Error: ". Used by
 * choose-authentication-method, call-failed, landline-code-expired and mobile-code-expired.
 * spec 000 §5.
 */
export function ChoiceForm<C extends string>({
  heading,
  paragraphs,
  legend,
  options,
  schema,
  continueText,
  busy,
  onChoice,
  children,
}: ChoiceFormProps<C>) {
  const [submits, setSubmits] = useState(0);
  // A choice the server refused (posted without script, or by script where it owns the page): its
  // error shows at once, and a later answer's focuses the summary again.
  const answered = useAnsweredErrors(() => setSubmits((n) => n + 1));
  const serverErrors = useMemo(
    () =>
      answered?.errors.length
        ? ({ choice: { type: 'server', message: answered.errors[0]!.code } } as FieldErrors<{ choice: C | undefined }>)
        : undefined,
    [answered],
  );
  const { control, handleSubmit, formState } = useForm<{ choice: C | undefined }>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(schema as never) as never,
    defaultValues: { choice: undefined },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, secondFactorFormMessages, ['choice']);
  const server = useServerSubmit();
  const onSubmit = handleSubmit(
    // Where the app's server owns the page, the valid choice goes to its action (issue 44).
    ({ choice }, event) => server.submitOr(event, () => onChoice(choice!)),
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{heading}</Heading>
      {paragraphs.map((p, i) => (
        <Body key={i}>{p}</Body>
      ))}
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
        <Button busy={busy || server.submitting}>{continueText}</Button>
      </JourneyForm>
      {children}
    </>
  );
}
