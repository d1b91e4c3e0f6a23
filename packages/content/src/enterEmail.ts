import { signInTitles } from './signInTitles.ts';
import { EXAMPLE_EMAIL, MIN_EMAIL_LENGTH } from './common.ts';

/**
 * The enter-email page and the email messages, in a module of their own: the first page needs
 * them, and a module the first page uses is bundled whole into its chunk, so the other sign-in
 * pages' texts (signIn.ts) load with those pages (issue 9 "Performance").
 */

/**
 * Email validation messages. spec 000 §5 "Email". The minimum length has one text, in the error
 * summary and under the field alike (GOV.UK: the same words in both places; issue 54): the spec's
 * field text, which it also gives for the forgotten-password and passkey email
 * (docs/decisions/0069-one-message-per-rule.md).
 */
export const emailMessages = {
  required: 'You need to enter your email address',
  formatField: `Enter an email address in the correct format, like ${EXAMPLE_EMAIL}`,
  formatSummary: 'Enter an email address in the correct format',
  minLength: `Enter an email address with at least ${MIN_EMAIL_LENGTH} characters`,
} as const;

/** enter-email page. spec 000 §2. */
export const enterEmail = {
  title: signInTitles.enterEmail,
  heading: 'Enter your email address',
  label: 'Email address',
  hint: 'You can use this to log in or create an NHS login.',
  continue: 'Continue',
} as const;
