import { z } from 'zod/mini';
import { checkUkMobile, newPasswordProblem } from '@nhsl/contract';
import { changeMobile, registrationMessages as r, perLocale } from '@nhsl/content';
import { codeField, emailFieldWith, type FormMessage } from './formSchemas.ts';

/**
 * Form error codes of the registration forms and their wording (summary and inline). issue 15.
 * The email's are enter-email's, the mobile number's format and length are recovery's: one message
 * per rule on every form (issue 54).
 */
export const registrationFormMessages: Record<string, FormMessage> = perLocale(() => ({
  EMAIL_REQUIRED: { summary: r.emailRequired, inline: r.emailRequired },
  EMAIL_MIN_LENGTH: { summary: r.emailMinLength, inline: r.emailMinLength },
  EMAIL_FORMAT: { summary: r.emailFormatSummary, inline: r.emailFormatField },
  EMAIL_TAKEN: { summary: r.emailTaken, inline: r.emailTaken },
  TERMS_REQUIRED: { summary: r.termsRequired, inline: r.termsRequired },
  CODE_REQUIRED: { summary: r.codeRequired, inline: r.codeRequired },
  CODE_INVALID: { summary: r.codeInvalid, inline: r.codeInvalid },
  CODE_WRONG: { summary: r.codeWrong, inline: r.codeWrong },
  CODE_EXPIRED: { summary: r.codeExpired, inline: r.codeExpired },
  PASSWORD_REQUIRED: { summary: r.passwordRequired, inline: r.passwordRequired },
  PASSWORD_ONLY_SPACES: { summary: r.passwordOnlySpaces, inline: r.passwordOnlySpaces },
  PASSWORD_TOO_SHORT: { summary: r.passwordTooShort, inline: r.passwordTooShort },
  PASSWORD_TOO_LONG: { summary: r.passwordTooLong, inline: r.passwordTooLong },
  PASSWORD_SAME_AS_EMAIL: { summary: r.passwordSameAsEmail, inline: r.passwordSameAsEmail },
  PASSWORD_COMMON: { summary: r.passwordCommon, inline: r.passwordCommon },
  CONFIRM_REQUIRED: { summary: r.confirmRequired, inline: r.confirmRequired },
  CONFIRM_MISMATCH: { summary: r.confirmMismatch, inline: r.confirmMismatch },
  MOBILE_REQUIRED: { summary: r.mobileRequired, inline: r.mobileRequired },
  MOBILE_FORMAT: changeMobile.messages.format,
  MOBILE_TOO_LONG: changeMobile.messages.tooLong,
}));

const emailRule = emailFieldWith({ required: 'EMAIL_REQUIRED', minLength: 'EMAIL_MIN_LENGTH', format: 'EMAIL_FORMAT' });

/**
 * register/create-account: the enter-email rules (required, at least MIN_EMAIL_LENGTH, the
 * pattern and at most 254 characters, on the normalised address: spaces and invisible characters
 * pasted in are removed), with enter-email's messages (issue 54: one message per rule).
 */
export const registerEmailSchema = z.object({ email: emailRule });
export type RegisterEmailForm = z.infer<typeof registerEmailSchema>;

/** register/terms-of-use: the agreement must be ticked. */
export const termsOfUseSchema = z.object({
  agree: z.boolean().check(z.refine((v) => v, 'TERMS_REQUIRED')),
});
export type TermsOfUseForm = z.infer<typeof termsOfUseSchema>;

/** check-email and the mobile code page: 6 digits once normalised (a longer paste is CODE_INVALID). */
export const registrationCodeSchema = z.object({ code: codeField() });
export type RegistrationCodeForm = z.infer<typeof registrationCodeSchema>;

const passwordCodes = {
  REQUIRED: 'PASSWORD_REQUIRED',
  ONLY_SPACES: 'PASSWORD_ONLY_SPACES',
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  TOO_LONG: 'PASSWORD_TOO_LONG',
  SAME_AS_EMAIL: 'PASSWORD_SAME_AS_EMAIL',
  COMMON: 'PASSWORD_COMMON',
} as const;

/**
 * create-password: the password by the NCSC rules already decided (not only spaces, at least 8, at
 * most 256 characters, not the email, no composition rules; shared spec DECISIONS "new password
 * rules"; the back end checks its common-password deny list, docs/decisions/0012-new-passwords.md)
 * and the confirmation, which must match.
 * @param email - the address being registered
 */
export function createPasswordSchema(email: string) {
  return z.object({ password: z.string(), confirm: z.string() }).check(
    z.superRefine((v, ctx) => {
      const problem = newPasswordProblem(v.password, email);
      if (problem) ctx.addIssue({ code: 'custom', message: passwordCodes[problem], path: ['password'] });
      if (v.confirm.length === 0) ctx.addIssue({ code: 'custom', message: 'CONFIRM_REQUIRED', path: ['confirm'] });
      else if (!problem && v.confirm !== v.password) {
        ctx.addIssue({ code: 'custom', message: 'CONFIRM_MISMATCH', path: ['confirm'] });
      }
    }),
  );
}
export type CreatePasswordForm = z.infer<ReturnType<typeof createPasswordSchema>>;

/**
 * enter-mobile: the contract's UK mobile rule (`checkUkMobile`, the one recovery and the account
 * pages use; issue 54): required, a UK mobile number in the national or international form
 * (spaces, dashes and brackets allowed; full-width digits and invisible characters cleaned first,
 * issue 28), too long past 25 characters or a UK number's digits. Anything but digits and
 * separators is the format problem, however long.
 */
export const enterMobileSchema = z.object({
  mobile: z.string().check(
    z.superRefine((raw, ctx) => {
      const r = checkUkMobile(raw);
      if (r.ok) return;
      const code =
        r.problem === 'required' ? 'MOBILE_REQUIRED' : r.problem === 'tooLong' ? 'MOBILE_TOO_LONG' : 'MOBILE_FORMAT';
      ctx.addIssue({ code: 'custom', message: code });
    }),
  ),
});
export type EnterMobileForm = z.infer<typeof enterMobileSchema>;
