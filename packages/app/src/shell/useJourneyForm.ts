import { useCallback, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { Next } from '../journeys/sign-in/transitions.ts';
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
  const form = useForm<T>({ resolver, defaultValues, shouldFocusError: false });
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
