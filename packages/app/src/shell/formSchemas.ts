import { z } from 'zod/mini';
import { normaliseEmailInput, normaliseNumericInput } from '@nhsl/contract';
import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_EMAIL_LENGTH,
  emailMessages,
  passwordMessages,
  secondFactorMessages,
  securityCodeMessages,
  perLocale,
} from '@nhsl/content';

/**
 * The email pattern: the WHATWG HTML "valid e-mail address" pattern with at least one dot in the
 * domain. shared spec DECISIONS "email pattern".
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Normalises an email before it is checked and sent: invisible characters removed, trimmed,
 * lower-cased, every space removed (the contract's {@link normaliseEmailInput}). spec 000 §5; issue 54.
 * @param raw - what the user typed
 */
export function normaliseEmail(raw: string): string {
  return normaliseEmailInput(raw);
}

/** A form error: the error summary's wording and the inline wording. */
export interface FormMessage {
  /** Shown in the error summary. */
  summary: string;
  /** Shown under the field. */
  inline: string;
}

/** Form error codes of the sign-in forms and their wording. spec 000 §5. */
export const signInMessages: Record<string, FormMessage> = perLocale(() => ({
  EMAIL_REQUIRED: { summary: emailMessages.required, inline: emailMessages.required },
  EMAIL_MIN_LENGTH: { summary: emailMessages.minLength, inline: emailMessages.minLength },
  EMAIL_FORMAT: { summary: emailMessages.formatSummary, inline: emailMessages.formatField },
  PASSWORD_REQUIRED: { summary: passwordMessages.required, inline: passwordMessages.required },
  PASSWORD_WRONG: { summary: passwordMessages.wrong, inline: passwordMessages.wrong },
  PASSWORD_TOO_LONG: { summary: passwordMessages.tooLong, inline: passwordMessages.tooLong },
  CODE_REQUIRED: { summary: securityCodeMessages.required, inline: securityCodeMessages.required },
  CODE_INVALID: { summary: securityCodeMessages.invalid, inline: securityCodeMessages.invalid },
  CODE_WRONG: { summary: securityCodeMessages.wrong, inline: securityCodeMessages.wrong },
}));

/** The error codes an email field rule raises, one per check (each form maps them to its own texts). */
export interface EmailFieldCodes {
  /** Nothing entered. */
  required: string;
  /** Fewer than MIN_EMAIL_LENGTH characters. */
  minLength: string;
  /** Not the email pattern. */
  format: string;
}

/**
 * An email field rule: required, at least MIN_EMAIL_LENGTH characters, and the email pattern,
 * checked in that order on the normalised address, raising the form's own error codes.
 * spec 000 §5 "Email", "Forgotten password and passkey email"; spec 001 §5.
 * @param codes - the error code of each check
 */
export function emailFieldWith(codes: EmailFieldCodes) {
  return z.string().check(
    z.superRefine((raw, ctx) => {
      const email = normaliseEmail(raw);
      if (email.length === 0) ctx.addIssue({ code: 'custom', message: codes.required });
      else if (email.length < MIN_EMAIL_LENGTH) ctx.addIssue({ code: 'custom', message: codes.minLength });
      else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email))
        ctx.addIssue({ code: 'custom', message: codes.format });
    }),
  );
}

/**
 * Email field rule of enter-email and login, raising the error codes of {@link signInMessages}.
 */
export const emailField = emailFieldWith({
  required: 'EMAIL_REQUIRED',
  minLength: 'EMAIL_MIN_LENGTH',
  format: 'EMAIL_FORMAT',
});

/** enter-email form. */
export const enterEmailSchema = z.object({ email: emailField });
export type EnterEmailForm = z.infer<typeof enterEmailSchema>;

/** The error codes a password field of a check raises (see {@link passwordFieldWith}). */
export interface PasswordFieldCodes {
  /** Nothing entered. */
  required: string;
  /** More than MAX_PASSWORD_LENGTH characters. */
  tooLong: string;
}

/**
 * A password field that is checked, not chosen (sign-in, the account's password check and current
 * password): required, and at most MAX_PASSWORD_LENGTH (256) characters, as no password can be
 * longer (shared spec DECISIONS "new password rules"; issue 44 "Size": every field has a length limit).
 * Never trimmed: spaces count. Whether it is right is the back end's to say.
 * @param codes - the error code of each check
 */
export function passwordFieldWith(codes: PasswordFieldCodes) {
  return z.string().check(z.minLength(1, codes.required), z.maxLength(MAX_PASSWORD_LENGTH, codes.tooLong));
}

/** Password field rule of log-in-password and login, raising the error codes of {@link signInMessages}. */
export const passwordField = passwordFieldWith({ required: 'PASSWORD_REQUIRED', tooLong: 'PASSWORD_TOO_LONG' });

/** log-in-password form: the password is required and at most MAX_PASSWORD_LENGTH characters. */
export const passwordSchema = z.object({ password: passwordField });
export type PasswordForm = z.infer<typeof passwordSchema>;

/**
 * Normalises a security code: full-width digits made ASCII (NFKC), invisible characters, spaces
 * and dashes removed (`123-456` → `123456`, as an NHS number's separators are; issue 45).
 * shared spec DECISIONS "security code"; issue 28.
 * @param raw - what the user typed
 */
export function normaliseCode(raw: string): string {
  return normaliseNumericInput(raw).replace(/\p{Pd}+/gu, '');
}

/**
 * A 6-digit code field (security code, email and mobile confirmation codes): normalised by
 * {@link normaliseCode} (the parsed value is the normalised code, also on the server side of the
 * form), then CODE_REQUIRED when empty, CODE_INVALID unless 6 digits (a longer paste too).
 */
export function codeField() {
  return z.string().check(
    z.overwrite(normaliseCode),
    z.superRefine((code, ctx) => {
      if (code.length === 0) ctx.addIssue({ code: 'custom', message: 'CODE_REQUIRED' });
      else if (!/^\d{6}$/.test(code)) ctx.addIssue({ code: 'custom', message: 'CODE_INVALID' });
    }),
  );
}

/** Security-code form: 6 digits once normalised; remember-device tick box. */
export const securityCodeSchema = z.object({
  code: codeField(),
  rememberDevice: z.boolean(),
});
export type SecurityCodeForm = z.infer<typeof securityCodeSchema>;

// ---- second factor (signin-2fa) ----

/** Form error codes of the second-factor radios and their wording. spec 000 §5. */
export const secondFactorFormMessages: Record<string, FormMessage> = perLocale(() => ({
  METHOD_REQUIRED: { summary: secondFactorMessages.methodRequired, inline: secondFactorMessages.methodRequired },
  CHOICE_REQUIRED: { summary: secondFactorMessages.choiceRequired, inline: secondFactorMessages.choiceRequired },
}));

/** choose-authentication-method: required ('You need to tell us which authentication method you want to use'). */
export const chooseMethodSchema = z.object({
  choice: z.enum(['mobile', 'landline'], { error: 'METHOD_REQUIRED' }),
});

/**
 * mobile-code-expired, landline-code-expired and call-failed radios: required ('You need to tell
 * us what you want to do'). spec 000 §5.
 */
export const codeChoiceSchema = z.object({
  choice: z.enum(['text', 'call', 'passkey'], { error: 'CHOICE_REQUIRED' }),
});
// ---- end second factor ----
