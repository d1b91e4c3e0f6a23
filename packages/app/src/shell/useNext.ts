import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkedNext, type Next } from './next.ts';
import { redirectBrowser } from '../lib/navigation.ts';
import { useStores } from '../stores/StoreContext.tsx';

/**
 * Follows a journey step's {@link Next} (checked by `checkedNext`, issue 24): navigates in the app,
 * redirects the browser out of it (to the app's origin or the client's registered redirect URI), or hands a form error to `onFormError` (e.g. react-hook-form's setError).
 * Navigating to the page already shown (e.g. after "Send the security code again") adds no
 * history entry, so the browser's back button leaves the page.
 * @param onFormError - receives a form error's field and code (BUSY is dropped)
 * @param options.replace - navigate by replacing the current history entry: for pages that only
 *   send a request on arrival (e.g. proofing submit), so Back from the outcome does not land on
 *   them and send it again (issue 9 "Double submission")
 */
export function useNext(
  onFormError?: (field: string, code: string) => void,
  { replace = false }: { replace?: boolean } = {},
): (next: Next) => void {
  const navigate = useNavigate();
  const store = useStores();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return useCallback(
    (answered: Next) => {
      // issue 24: a busy service's error becomes service-busy; a redirect goes only where it may.
      const next = checkedNext(answered, store)!;
      if (next.kind === 'navigate') {
        if (next.to !== here) navigate(next.to, { replace });
      } else if (next.kind === 'redirect') redirectBrowser(next.url, store.redirectPolicy);
      // A ceremony or a status is the server's answer to a post (issue 44), never a store step's here.
      else if (next.kind === 'formError' && next.code !== 'BUSY') onFormError?.(next.field, next.code);
    },
    [navigate, onFormError, here, replace, store],
  );
}
