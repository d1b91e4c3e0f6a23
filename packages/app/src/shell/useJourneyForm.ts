import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router-dom';
import type { FormActionData } from './formAction.ts';
import type { Next } from './next.ts';
import { useFormErrors, type FormMessage } from './useFormErrors.ts';
import { useNext } from './useNext.ts';
import { useServerSubmit } from './useServerSubmit.ts';
import { VALIDATE_ON_SUBMIT } from './formFields.ts';

/** Options of {@link useJourneyForm}. */
export interface JourneyFormOptions<T extends FieldValues> {
  /** The form's rule: `zodResolver(schema)`, whose issues are error codes of `messages`. */
  resolver: Resolver<T>;
  /** What the fields start with (e.g. the email already entered). */
  defaultValues: DefaultValues<T>;
  /** Wording per error code, for the error summary and the inline messages. */
  messages: Record<string, FormMessage>;
  /** Field names in page order: the error summary follows it. */
  fields: readonly Path<T>[];
  /** The journey step a valid form starts (a store action); its Next is followed (none: the page went on itself). */
  submit: (values: T) => Next | undefined | Promise<Next | undefined>;
  /**
   * Fields holding a secret (a password, a security or confirmation code): emptied after every
   * error, the field's own or the back end's (a wrong password, a wrong code), as the page the
   * server renders without JavaScript never echoes them. Issue 28.
   */
  secretFields?: readonly Path<T>[];
}

/**
 * What this route's action answered to a post (the server's, for a form sent without script), or
 * undefined. Read from the router's state directly, so a page rendered outside a data router (a
 * unit test) gets undefined instead of an error.
 */
export function useFormActionData(): FormActionData | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { matches } = useContext(UNSAFE_RouteContext);
  const id = matches[matches.length - 1]?.route.id;
  const answer = id ? (state?.actionData?.[id] as FormActionData | undefined) : undefined;
  return answer && Array.isArray(answer.errors) ? answer : undefined;
}

/**
 * What this route's action answered, as {@link useFormActionData}, and a call of `onErrors` each
 * time a later answer brings errors: the server's answer to a step sent by script (issue 44), whose
 * errors show as the server-rendered page shows them (the summary focused again, secrets emptied).
 * The answer the page was first rendered with is not a later one.
 * @param onErrors - what the page does with a new answer's errors
 */
export function useAnsweredErrors(onErrors: () => void): FormActionData | undefined {
  const answered = useFormActionData();
  const first = useRef(answered);
  const callback = useRef(onErrors);
  callback.current = onErrors;
  useEffect(() => {
    if (answered?.errors.length && answered !== first.current) callback.current();
  }, [answered]);
  return answered;
}

/**
 * A journey page's form: react-hook-form with the page's zod rule, errors as the error summary
 * (focused again after every failed submit, `submits` is its focus key) and inline messages, and
 * the store action's {@link Next} followed; a form error it returns (a wrong password, a wrong
 * code) is shown on its field like a validation error, and `secretFields` are emptied after any
 * error. The page title gains "Error: " while any error shows (useFormErrors). spec 000 §5,
 * spec 001 §5, issue 28.
 * @returns form (react-hook-form's), control (for the fields), onSubmit (the form's), summary and
 *   inline (the errors), submits (the summary's focus key), follow (for the page's other actions) and
 *   submitting (a step is on its way to the server, issue 44: the button shows busy)
 */
export function useJourneyForm<T extends FieldValues>({
  resolver,
  defaultValues,
  messages,
  fields,
  submit,
  secretFields,
}: JourneyFormOptions<T>) {
  const [submits, setSubmits] = useState(0);
  // A form the server answered (sent without script, or by script where the server owns the
  // page): its errors and what was typed show at once; a later answer's errors as a failed submit's.
  const answered = useAnsweredErrors(() => {
    clearSecrets();
    setSubmits((n) => n + 1);
  });
  const serverErrors = useMemo(
    () =>
      answered
        ? (Object.fromEntries(
            answered.errors.map(({ field, code }) => [field, { type: 'server', message: code }]),
          ) as FieldErrors<T>)
        : undefined,
    [answered],
  );
  const form = useForm<T>({
    ...VALIDATE_ON_SUBMIT,
    resolver,
    defaultValues: (answered ? { ...defaultValues, ...answered.values } : defaultValues) as DefaultValues<T>,
    errors: serverErrors,
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const { summary, inline } = useFormErrors(formState.errors, messages, fields);
  const clearSecrets = useCallback(() => {
    for (const f of secretFields ?? []) setValue(f, '' as PathValue<T, Path<T>>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is the page's constant
  }, [setValue]);
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as Path<T>, { type: 'server', message: code });
      clearSecrets();
      setSubmits((n) => n + 1);
    },
    [setError, clearSecrets],
  );
  const follow = useNext(onFormError);
  const server = useServerSubmit();
  const onSubmit = handleSubmit(
    (values, event) =>
      server.submitOr(event, async () => {
        const next = await submit(values);
        if (next) follow(next);
      }),
    () => {
      clearSecrets();
      setSubmits((n) => n + 1);
    },
  );
  return { form, control, onSubmit, summary, inline, submits, follow, submitting: server.submitting };
}
