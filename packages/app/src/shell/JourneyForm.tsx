import { observer } from 'mobx-react-lite';
import type { FormEventHandler, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoreContext.tsx';
import { CSRF_FIELD, INTENT_FIELD } from './formAction.ts';

/** Props of {@link JourneyForm}. */
export interface JourneyFormProps {
  /** The script's submit (useJourneyForm's onSubmit, or the page's own): it prevents the native post. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Which of the page's forms this is (its route action's intent, e.g. "resend"); none for the main form. */
  intent?: string;
  /** The fields and the button. */
  children: ReactNode;
}

/**
 * A journey form that works before and without script (issue 23): a real
 * `<form method="post" action="<this page>">` carrying the CSRF token, which the server's route
 * action handles (see formAction.ts); once the app runs, `onSubmit` takes it over (no reload,
 * the same focus management). Browser validation is off: the spec's messages come from the schema.
 */
export const JourneyForm = observer(function JourneyForm({ onSubmit, intent, children }: JourneyFormProps) {
  const { page } = useStores();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={pathname + search} onSubmit={onSubmit} noValidate>
      <input type="hidden" name={CSRF_FIELD} value={page.csrfToken} />
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      {children}
    </form>
  );
});
