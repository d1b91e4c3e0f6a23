/**
 * The sign-in forms' error messages (password, security code, second-factor radios), in a module
 * of their own: the sign-in form rules load with the first page, and a module the first page uses
 * is bundled whole into its chunk, so the pages' other texts load with those pages. The pages'
 * content objects (logInPassword.messages, enterMobileCode.messages) are these same objects
 * (issue 9 "Performance").
 */
import { MAX_PASSWORD_LENGTH } from './common.ts';

/** log-in-password messages. spec 000 §5. */
export const passwordMessages = {
  required: 'Enter your password',
  wrong: 'Enter the correct password',
  /** Longer than any password can be (MAX_PASSWORD_LENGTH; issue 44 "Size"). Our wording. */
  tooLong: `Your password must be ${MAX_PASSWORD_LENGTH} characters or fewer`,
} as const;

/** Security-code messages (enter-mobile-code, enter-landline-code). spec 000 §5. */
export const securityCodeMessages = {
  required: 'Enter the security code',
  invalid: 'Enter the 6 digit security code',
  wrong: 'The security code is not correct. Check you have entered it correctly',
} as const;

/** Shared wording of the second-factor radios. spec 000 §5. */
export const secondFactorMessages = {
  /** choose-authentication-method with no choice. spec 000 §5. */
  methodRequired: 'You need to tell us which authentication method you want to use',
  /** call-failed, landline-code-expired and mobile-code-expired with no choice. spec 000 §5. */
  choiceRequired: 'You need to tell us what you want to do',
} as const;
