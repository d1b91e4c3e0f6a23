import { z } from 'zod/mini';
import { newPasswordProblem, type NewPasswordProblem } from '@nhsl/contract';
import { forgottenPasswordMessages as fp, newPasswordMessages as np, perLocale } from '@nhsl/content';
import { emailField, emailFieldWith, passwordField, type FormMessage } from '../../shell/formSchemas.ts';

/**
 * Form error codes of the reset forms and their wording (summary and inline). spec 000 §5
 * "Forgotten password", spec 001 §5, shared spec DECISIONS "new password rules"; docs/decisions/0012-new-passwords.md.
 */
export const resetMessages: Record<string, FormMessage> = perLocale(() => ({
  RESET_EMAIL_REQUIRED: { summary: fp.required, inline: fp.required },
  RESET_EMAIL_MIN_LENGTH: { summary: fp.minLength, inline: fp.minLength },
  RESET_EMAIL_FORMAT: { summary: fp.formatSummary, inline: fp.formatField },
  NEW_PASSWORD_REQUIRED: { summary: np.required, inline: np.required },
  NEW_PASSWORD_ONLY_SPACES: { summary: np.onlySpaces, inline: np.onlySpaces },
  NEW_PASSWORD_TOO_SHORT: { summary: np.tooShort, inline: np.tooShort },
  NEW_PASSWORD_TOO_LONG: { summary: np.tooLong, inline: np.tooLong },
  NEW_PASSWORD_SAME_AS_EMAIL: { summary: np.sameAsEmail, inline: np.sameAsEmail },
  NEW_PASSWORD_COMMON: { summary: np.common, inline: np.common },
}));

/**
 * forgotten-password form: required ('Enter your email address'), at least MIN_EMAIL_LENGTH
 * characters ('Enter an email address with at least {min} characters'), and the email pattern
 * ('Enter an email address in the correct format, like {email}'), on the normalised address.
 * spec 000 §5 "Forgotten password and passkey email", spec 001 §5.
 */
export const forgottenPasswordSchema = z.object({
  email: emailFieldWith({
    required: 'RESET_EMAIL_REQUIRED',
    minLength: 'RESET_EMAIL_MIN_LENGTH',
    format: 'RESET_EMAIL_FORMAT',
  }),
});
export type ForgottenPasswordForm = z.infer<typeof forgottenPasswordSchema>;

const problemCodes: Record<NewPasswordProblem, string> = {
  REQUIRED: 'NEW_PASSWORD_REQUIRED',
  ONLY_SPACES: 'NEW_PASSWORD_ONLY_SPACES',
  TOO_SHORT: 'NEW_PASSWORD_TOO_SHORT',
  TOO_LONG: 'NEW_PASSWORD_TOO_LONG',
  SAME_AS_EMAIL: 'NEW_PASSWORD_SAME_AS_EMAIL',
  COMMON: 'NEW_PASSWORD_COMMON',
};

/**
 * The reset page's form: one 'New password' field checked against shared spec DECISIONS "new
 * password rules" (validated on submit, spec 001 §5).
 * @param username - the link's username (a password equal to an email username is refused)
 */
export function newPasswordSchema(username: string) {
  return z.object({
    password: z.string().check(
      z.superRefine((password, ctx) => {
        const problem = newPasswordProblem(password, username);
        if (problem) ctx.addIssue({ code: 'custom', message: problemCodes[problem] });
      }),
    ),
  });
}
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordSchema>>;

/**
 * login form (email and password together): the email rules of enter-email and log-in-password's
 * password rule (required, at most MAX_PASSWORD_LENGTH characters). spec 000 §5 "Email
 * (enter-email and login)", "Password". Codes are those of the sign-in journey's `signInMessages`.
 */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginForm = z.infer<typeof loginSchema>;
