import { z } from 'zod/mini';
import { checkUkMobile, MAX_PHONE_INPUT_LENGTH } from './phoneNumbers.ts';

/**
 * Wire contract of registration (creating an NHS login, and finishing one that answers
 * UNCONFIRMED or UNREGISTERED): the back-end paths, request and answer schemas, error texts and
 * the UK mobile number rule. spec 000 §2 "register (create-account, create-password,
 * check-email, enter-mobile)", §4 "Account status after email entry" (NOT_FOUND, UNCONFIRMED),
 * "Login authentication_state" (UNREGISTERED), §7 "validate email"; issue 15. The spec shows no
 * paths beyond "validate email (email)"; these are ours (packages/simulator/README.md).
 */

/** Back-end paths of registration. Every call needs the session (Authorization bearer). */
export const registrationApiPaths = {
  /** POST {@link validateEmailRequestSchema}: 204, or 'Invalid email address' / 'Account already exists'. spec 000 §7. */
  validateEmail: '/api/register/validate-email',
  /** POST {@link startRegistrationRequestSchema}: terms agreed; emails a 6-digit code; 204. */
  start: '/api/register/start',
  /** POST, no body: emails a new code (the old one stops working); 204. */
  resendEmailCode: '/api/register/email-code/resend',
  /** POST {@link registrationCodeRequestSchema}: confirms the email address; 204. */
  verifyEmailCode: '/api/register/email-code/verify',
  /** POST {@link createPasswordRequestSchema}: sets the password; 204, or 'Password is too common'. */
  createPassword: '/api/register/password',
  /** POST {@link enterMobileRequestSchema}: keeps the number and texts a code to it; answers {@link enterMobileResponseSchema}. */
  enterMobile: '/api/register/mobile',
  /** POST, no body: texts a new code to the number; 204. */
  resendMobileCode: '/api/register/mobile-code/resend',
  /** POST {@link registrationCodeRequestSchema}: creates the account and signs in; answers {@link accountCreatedResponseSchema}. */
  verifyMobileCode: '/api/register/mobile-code/verify',
} as const;

/** Body of validate email. spec 000 §7 "validate email (email)". */
export const validateEmailRequestSchema = z.object({ email: z.string() });

/** Body of the registration start: the address and the terms of use agreed. */
export const startRegistrationRequestSchema = z.object({ email: z.string(), terms_accepted: z.literal(true) });

/** Body of both code checks (email and mobile): the code as typed, spaces removed. */
export const registrationCodeRequestSchema = z.object({ code: z.string() });

/** Body of create-password: the new password (sent once, never kept by the app). */
export const createPasswordRequestSchema = z.object({ password: z.string() });

/** Body of enter-mobile: the number as typed; the back end normalises it with {@link normaliseUkMobile}. */
export const enterMobileRequestSchema = z.object({ mobile: z.string() });

/** Answer of enter-mobile: the number the code went to, masked (e.g. `*******0123`). */
export const enterMobileResponseSchema = z.object({ phone_number: z.string() });
export type EnterMobileResponse = z.infer<typeof enterMobileResponseSchema>;

/** Answer of the mobile code check: the account exists and this session is signed in to it. */
export const accountCreatedResponseSchema = z
  .object({
    /** The back end's id_token; the app's server takes it out into its HttpOnly cookie (issue 24). */
    id_token: z.optional(z.string()),
    /** Added by the app's server in place of the id_token: the account id (issue 24). */
    account_id: z.optional(z.string()),
  })
  .check(
    // One of the two names the new account; an answer with neither is malformed.
    z.refine((v) => Boolean(v.id_token || v.account_id), 'id_token or account_id required'),
  );
export type AccountCreatedResponse = z.infer<typeof accountCreatedResponseSchema>;

/**
 * Error texts of the registration calls, word for word (ours; the code checks also answer the
 * sign-in code texts of `serverMessages`: 'Invalid OTP', 'OTP has expired', 'Invalid OTP
 * Session', 'OTP attempts exceeded', 'OTP requests exceeded').
 */
export const registrationServerMessages = {
  /** validate email: an NHS login already uses the address. */
  accountExists: 'Account already exists',
  /** create-password: the password is on the back end's common-password deny list. */
  passwordTooCommon: 'Password is too common',
  /** create-password: shorter or longer than the rules allow. */
  passwordInvalid: 'Password does not meet the rules',
  /** enter-mobile: not a UK mobile number. */
  invalidMobile: 'Invalid mobile number',
} as const;

/** An emailed registration code is valid for this many minutes (ours; a text code lasts 5). */
export const EMAIL_CODE_LIFETIME_MINUTES = 15;

/**
 * A UK mobile number in its international form `+447xxxxxxxxx`, or undefined when it is not one
 * (the rule is {@link checkUkMobile}'s, shared with recovery). Issue 15.
 * @param raw - the number as typed
 */
export function normaliseUkMobile(raw: string): string | undefined {
  const r = checkUkMobile(raw);
  return r.ok ? r.e164 : undefined;
}

/** The longest mobile number field accepted before the format is even checked (characters). */
export const MAX_MOBILE_INPUT_LENGTH = MAX_PHONE_INPUT_LENGTH;
