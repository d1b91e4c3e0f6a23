import { z } from 'zod/mini';
import { formAction } from '../../shell/formAction.ts';
import { consentChoiceSchema } from './schemas.ts';

// The consent forms posted without script (issue 23): each runs the page's schema and calls the
// store method the page's button or submit calls (routes.ts loads this module only when a form is posted).

/** A form with no fields, only its button. */
const noFields = z.object({});

/** nhs-login-consent "I agree": records consent, then authcode. spec 000 §2 "Consent screens". */
export const consentAction = formAction<Record<string, never>>({
  schema: noFields,
  fields: [],
  submit: (store) => store.consent.agree(),
});

/**
 * consent-confirmation: "agree" goes back to nhs-login-consent; "no-consent" ends the sign-in at
 * the client's redirect_uri with access_denied (ConsentNotGiven). spec 000 §4 "After authcode".
 */
export const consentConfirmationAction = formAction<{ choice: 'agree' | 'no-consent' }>({
  schema: consentChoiceSchema,
  fields: ['choice'],
  submit: (store, { choice }) => store.consent.confirmChoice(choice),
});

/**
 * terms-update "Agree and continue". ("I do not agree" stays a link: its address is the client's
 * redirect_uri with access_denied / TermsNotAgreed, so it works without script.) spec 001 §4.
 */
export const termsUpdateAction = formAction<Record<string, never>>({
  schema: noFields,
  fields: [],
  submit: (store) => store.consent.agreeToTerms(),
  // "I do not agree" with script: the provider ends the sign-in (its link works without script).
  intents: { decline: (store) => store.consent.declineTerms() },
});
