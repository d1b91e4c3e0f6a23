import { z } from 'zod/mini';
import { account, perLocale } from '@nhsl/content';
import type { FormMessage } from '../../shell/useFormErrors.ts';
import { createPasswordSchema, registrationFormMessages } from '../../shell/registrationSchemas.ts';
import { phoneMessages } from '../../shell/phoneSchemas.ts';
import { passwordFieldWith } from '../../shell/formSchemas.ts';
import { changeLandline, changeMobile } from '@nhsl/content';

/**
 * Form error codes of the account pages and their wording: registration's (email, code, new
 * password) plus the account's own (current password, the same address, the password check).
 * Issue 27 "Validation and messages are the same as in registration and recovery".
 */
export const accountFormMessages: Record<string, FormMessage> = perLocale(() => ({
  ...registrationFormMessages,
  CURRENT_REQUIRED: { summary: account.changePassword.currentRequired, inline: account.changePassword.currentRequired },
  CURRENT_WRONG: { summary: account.changePassword.currentWrong, inline: account.changePassword.currentWrong },
  EMAIL_SAME: { summary: account.changeEmail.same, inline: account.changeEmail.same },
  PASSWORD_WRONG: { summary: account.confirmPassword.wrong, inline: account.confirmPassword.wrong },
  PASSWORD_CHECK_REQUIRED: { summary: account.confirmPassword.required, inline: account.confirmPassword.required },
  PASSWORD_CHECK_TOO_LONG: { summary: account.confirmPassword.tooLong, inline: account.confirmPassword.tooLong },
  CURRENT_TOO_LONG: { summary: account.changePassword.currentTooLong, inline: account.changePassword.currentTooLong },
}));

/** The phone fields' messages: recovery's. */
export const accountPhoneMessages = perLocale(() => ({
  mobile: phoneMessages(changeMobile.messages),
  landline: phoneMessages(changeLandline.messages),
}));

/** account/confirm-password: the password must be given, and at most MAX_PASSWORD_LENGTH characters. */
export const confirmPasswordSchema = z.object({
  password: passwordFieldWith({ required: 'PASSWORD_CHECK_REQUIRED', tooLong: 'PASSWORD_CHECK_TOO_LONG' }),
});
export type ConfirmPasswordForm = z.infer<typeof confirmPasswordSchema>;

/**
 * account/change-password: the current password (required, at most MAX_PASSWORD_LENGTH characters)
 * and the new one with its confirmation, by registration's rules (createPasswordSchema).
 * @param email - the account's address (the new password may not be it)
 */
export function changePasswordSchema(email: string) {
  const rules = createPasswordSchema(email);
  const current = passwordFieldWith({ required: 'CURRENT_REQUIRED', tooLong: 'CURRENT_TOO_LONG' });
  return z.object({ current: z.string(), password: z.string(), confirm: z.string() }).check(
    z.superRefine((v, ctx) => {
      const c = current.safeParse(v.current);
      if (!c.success) ctx.addIssue({ code: 'custom', message: c.error.issues[0]!.message, path: ['current'] });
      const r = rules.safeParse({ password: v.password, confirm: v.confirm });
      if (!r.success)
        for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    }),
  );
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordSchema>>;
