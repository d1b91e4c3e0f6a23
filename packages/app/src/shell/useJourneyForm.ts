import { useCallback, useContext, useMemo, useState } from 'react';
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
 * A journey page's form: react-hook-form with the page's zod rule, errors as the error summary
 * (focused again after every failed submit, `submits` is its focus key) and inline messages, and
 * the store action's {@link Next} followed; a form error it returns (a wrong password, a wrong
 * code) is shown on its field like a validation error, and `secretFields` are emptied after any
 * error. The page title gains "Error: " while any error shows (useFormErrors). spec 000 §5,
 * spec 001 §5, issue 28.
 * @returns form (react-hook-form's), control (for the fields), onSubmit (the form's), summary and
 *   inline (the errors), submits (the summary's focus key) and follow (for the page's other actions)
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
  // A form the server answered (sent without script): its errors and what was typed show at once.
  const answered = useFormActionData();
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
  const onSubmit = handleSubmit(
    async (values) => {
      const next = await submit(values);
      if (next) follow(next);
    },
    () => {
      clearSecrets();
      setSubmits((n) => n + 1);
    },
  );
  return { form, control, onSubmit, summary, inline, submits, follow };
}
