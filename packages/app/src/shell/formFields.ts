// The hidden fields of every journey form (issue 23; issue 44), apart from the server's form
// actions (formAction.ts) so that page script, which only writes them, does not carry the actions.

/** The hidden field every journey form carries: the CSRF token (checked by the server before any action). */
export const CSRF_FIELD = '_csrf';

/**
 * The hidden field every journey form carries: the journey revision its page shows (the server
 * checks it before any action and answers a post from a page behind with the page as it is now).
 */
export const REVISION_FIELD = '_rev';

/** The hidden field naming which of a page's forms was sent (e.g. "resend"); absent for the page's main form. */
export const INTENT_FIELD = '_action';

/**
 * react-hook-form's validation as GOV.UK's pattern has it (issue 54): on submit only, and again
 * only on the next submit. Its default checked a field again on every keystroke after a failed
 * submit, so the error summary (an assertive alert) changed while the user typed and a screen
 * reader interrupted them. Spread into every `useForm` call; a test keeps every page to it.
 */
export const VALIDATE_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;
