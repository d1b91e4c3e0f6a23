import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Next } from '../journeys/sign-in/transitions.ts';
import { redirectBrowser } from '../lib/navigation.ts';

/**
 * Follows a journey step's {@link Next}: navigates in the app, redirects the browser out of it
 * (http(s) only), or hands a form error to `onFormError` (e.g. react-hook-form's setError).
 */
export function useNext(onFormError?: (field: string, code: string) => void): (next: Next) => void {
  const navigate = useNavigate();
  return useCallback(
    (next: Next) => {
      if (next.kind === 'navigate') navigate(next.to);
      else if (next.kind === 'redirect') redirectBrowser(next.url);
      else if (next.code !== 'BUSY') onFormError?.(next.field, next.code);
    },
    [navigate, onFormError],
  );
}
