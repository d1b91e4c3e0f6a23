import { useEffect, useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ErrorSummaryItem } from '@nhsl/ui';
import { useStores } from '../stores/StoreContext.tsx';

/** A form error code's wording in the summary and inline. */
export interface FormMessage {
  summary: string;
  inline: string;
}

/**
 * Turns react-hook-form errors (whose messages are error codes) into the error summary's
 * entries and the inline messages, in field order, and marks the page as having a form error
 * (the title gains "Error: ") while any shows.
 * @param errors - react-hook-form's formState.errors
 * @param messages - wording per error code
 * @param fieldOrder - field names in page order (the summary follows it)
 */
export function useFormErrors(
  errors: FieldErrors,
  messages: Record<string, FormMessage>,
  fieldOrder: readonly string[],
): { summary: ErrorSummaryItem[]; inline: (field: string) => string | undefined } {
  const { page } = useStores();
  const codes = fieldOrder.map((f) => [f, errors[f]?.message] as const);
  const key = codes.map(([f, c]) => `${f}:${c ?? ''}`).join('|');
  const result = useMemo(() => {
    const summary: ErrorSummaryItem[] = [];
    const inlineMap = new Map<string, string>();
    for (const [field, code] of codes) {
      if (typeof code !== 'string' || !code) continue;
      const m = messages[code] ?? { summary: code, inline: code };
      summary.push({ fieldId: field, message: m.summary });
      inlineMap.set(field, m.inline);
    }
    return { summary, inline: (f: string) => inlineMap.get(f) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures codes
  }, [key, messages]);
  const hasError = result.summary.length > 0;
  useEffect(() => {
    page.setFormError(hasError);
  }, [hasError, page]);
  useEffect(() => () => page.setFormError(false), [page]);
  return result;
}
