import { z } from 'zod/mini';
import { emailMessages, passkey, perLocale } from '@nhsl/content';
import { emailFieldWith, type FormMessage } from '../../shell/formSchemas.ts';

/** Form error codes of the passkey forms and their wording. spec 000 §5 "passkey email", radios. */
export const passkeyMessages: Record<string, FormMessage> = perLocale(() => ({
  PASSKEY_EMAIL_REQUIRED: { summary: passkey.messages.emailRequired, inline: passkey.messages.emailRequired },
  EMAIL_MIN_LENGTH: { summary: emailMessages.minLength, inline: emailMessages.minLength },
  EMAIL_FORMAT: { summary: emailMessages.formatSummary, inline: emailMessages.formatField },
  CHOICE_REQUIRED: { summary: passkey.messages.choiceRequired, inline: passkey.messages.choiceRequired },
}));

/**
 * passkey-enter-email form: required ('Enter your email address'), at least MIN_EMAIL_LENGTH
 * characters ('Enter an email address with at least {min} characters') and the email pattern,
 * on the normalised address. spec 000 §5 "Forgotten password and passkey email".
 */
export const passkeyEmailSchema = z.object({
  email: emailFieldWith({ required: 'PASSKEY_EMAIL_REQUIRED', minLength: 'EMAIL_MIN_LENGTH', format: 'EMAIL_FORMAT' }),
});
export type PasskeyEmailForm = z.infer<typeof passkeyEmailSchema>;

/** passkey-login-failed radios: required. spec 000 §5. */
export const loginFailedSchema = z.object({
  choice: z.enum(['tryAgain', 'usePassword'], { error: 'CHOICE_REQUIRED' }),
});

/** passkey-enter-email-login-failed radios: required. spec 000 §5. */
export const enterEmailFailedSchema = z.object({
  choice: z.enum(['enterEmail', 'enterPassword'], { error: 'CHOICE_REQUIRED' }),
});
