import { observer } from 'mobx-react-lite';
import type { FormEventHandler, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoreContext.tsx';
import { CSRF_FIELD, INTENT_FIELD, REVISION_FIELD } from './formFields.ts';
import { useServerSubmit } from './useServerSubmit.ts';

/** Props of {@link JourneyForm}. */
export interface JourneyFormProps {
  /** The script's submit (useJourneyForm's onSubmit, or the page's own): it prevents the native post. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Which of the page's forms this is (its route action's intent, e.g. "resend"); none for the main form. */
  intent?: string;
  /**
   * The form has nothing to check before it is sent (a single button): where the app's server
   * owns the page it goes straight to the route's action (issue 44), as an intent's form does.
   */
  direct?: boolean;
  /** The fields and the button. */
  children: ReactNode;
}

/**
 * A journey form that works before and without script (issue 23): a real
 * `<form method="post" action="<this page>">` carrying the CSRF token, which the server's route
 * action handles (see formAction.ts); once the app runs, `onSubmit` takes it over (no reload,
 * the same focus management). Browser validation is off: the spec's messages come from the schema.
 * Where the app's server owns the page (issue 44), an intent's form is sent to the route's action
 * by the router, and the page's main form after its own validation (useJourneyForm).
 */
export const JourneyForm = observer(function JourneyForm({ onSubmit, intent, direct, children }: JourneyFormProps) {
  const { page } = useStores();
  const { pathname, search } = useLocation();
  const server = useServerSubmit();
  // A page's other forms (an intent, no fields) go straight to the server's action where it owns
  // the page (issue 44); the main form's submit validates first (useJourneyForm).
  const handle: FormEventHandler<HTMLFormElement> =
    server.owned && (intent || direct)
      ? (e) => {
          e.preventDefault();
          server.submit(e.currentTarget);
        }
      : onSubmit;
  return (
    <form method="post" action={pathname + search} onSubmit={handle} noValidate>
      <input type="hidden" name={CSRF_FIELD} value={page.csrfToken} />
      <input type="hidden" name={REVISION_FIELD} value={page.revision} />
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      {children}
    </form>
  );
});
