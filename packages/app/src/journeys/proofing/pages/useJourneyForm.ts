import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import type { Next } from '../../sign-in/transitions.ts';
import { proofingFormMessages } from '../schemas.ts';

/**
 * One proofing form: react-hook-form with the zod resolver, the error summary (focused on each
 * failed submit) and inline messages of spec 001 §5, and `submit` following the store's
 * {@link Next} (a server-side form error lands on its field). Nothing typed is lost on error.
 * @param resolver - zodResolver(schema)
 * @param defaultValues - the stored values
 * @param fieldOrder - field names in page order
 * @param action - the store action
 * @param messages - wording per error code (default the proofing messages)
 */
export function useJourneyForm<T extends FieldValues>(
  resolver: Resolver<T>,
  defaultValues: DefaultValues<T>,
  fieldOrder: readonly string[],
  action: (values: T) => Next | Promise<Next>,
  messages = proofingFormMessages,
) {
  const [submits, setSubmits] = useState(0);
  const form = useForm<T>({ resolver, defaultValues, shouldFocusError: false });
  const { summary, inline } = useFormErrors(form.formState.errors, messages, fieldOrder);
  const { setError } = form;
  const onFormError = useCallback(
    (field: string, code: string) => {
      setError(field as Path<T>, { type: 'server', message: code });
      setSubmits((n) => n + 1);
    },
    [setError],
  );
  const follow = useNext(onFormError);
  const onSubmit = form.handleSubmit(
    async (values) => follow(await action(values)),
    () => setSubmits((n) => n + 1),
  );
  return { form, control: form.control, summary, inline, submits, onSubmit };
}
