import { z } from 'zod/mini';
import { MAX_MOBILE_INPUT_LENGTH, newPasswordProblem, normaliseUkMobile, stripInvisible } from '@nhsl/contract';
import { MAX_EMAIL_LENGTH, registrationMessages as r, perLocale } from '@nhsl/content';
import { codeField, emailFieldWith, normaliseEmail, type FormMessage } from './formSchemas.ts';

/** Form error codes of the registration forms and their wording (summary and inline). issue 15. */
export const registrationFormMessages: Record<string, FormMessage> = perLocale(() => ({
  EMAIL_REQUIRED: { summary: r.emailRequired, inline: r.emailRequired },
  EMAIL_MIN_LENGTH: { summary: r.emailMinLength, inline: r.emailMinLength },
  EMAIL_FORMAT: { summary: r.emailFormatSummary, inline: r.emailFormatField },
  EMAIL_TOO_LONG: { summary: r.emailTooLong, inline: r.emailTooLong },
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
  MOBILE_FORMAT: { summary: r.mobileFormat, inline: r.mobileFormat },
  MOBILE_TOO_LONG: { summary: r.mobileTooLong, inline: r.mobileTooLong },
}));

const emailRule = emailFieldWith({ required: 'EMAIL_REQUIRED', minLength: 'EMAIL_MIN_LENGTH', format: 'EMAIL_FORMAT' });

/**
 * register/create-account: the enter-email rules (required, at least MIN_EMAIL_LENGTH, the
 * pattern, on the normalised address: spaces pasted in are removed) and at most 254 characters.
 */
export const registerEmailSchema = z.object({
  email: z.string().check(
    z.superRefine((raw, ctx) => {
      if (normaliseEmail(raw).length > MAX_EMAIL_LENGTH) ctx.addIssue({ code: 'custom', message: 'EMAIL_TOO_LONG' });
      else {
        const result = emailRule.safeParse(raw);
        if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message });
      }
    }),
  ),
});
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
 * enter-mobile: required, at most 25 characters, and a UK mobile number in the national or
 * international form (spaces, dashes and brackets allowed; full-width digits and invisible
 * characters cleaned first, issue 28; normalised by `normaliseUkMobile`).
 */
export const enterMobileSchema = z.object({
  mobile: z.string().check(
    z.superRefine((raw, ctx) => {
      const typed = stripInvisible(raw.normalize('NFKC')).trim();
      if (typed.length === 0) ctx.addIssue({ code: 'custom', message: 'MOBILE_REQUIRED' });
      else if (typed.length > MAX_MOBILE_INPUT_LENGTH) ctx.addIssue({ code: 'custom', message: 'MOBILE_TOO_LONG' });
      else if (!normaliseUkMobile(typed)) ctx.addIssue({ code: 'custom', message: 'MOBILE_FORMAT' });
    }),
  ),
});
export type EnterMobileForm = z.infer<typeof enterMobileSchema>;
