import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { useJourneyForm as useSharedJourneyForm } from '../../../shell/useJourneyForm.ts';
import type { Next } from '../../../shell/next.ts';
import { proofingFormMessages } from '../schemas.ts';

/**
 * One proofing form: the shared journey form (shell/useJourneyForm.ts) with the messages of
 * spec 001 §5 by default: react-hook-form with the zod resolver, the error summary (focused on
 * each failed submit) and inline messages, and the store's {@link Next} followed (a server-side
 * form error lands on its field). Nothing typed is lost on error.
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
  return useSharedJourneyForm<T>({
    resolver,
    defaultValues,
    messages,
    fields: fieldOrder as readonly Path<T>[],
    submit: action,
  });
}
