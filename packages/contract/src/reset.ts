import { z } from 'zod/mini';
import { serverMessages } from './errors.ts';
import { MAX_PASSWORD_LENGTH } from '@nhsl/content';

/**
 * Wire contract of the forgotten-password reset: the request for a reset link and
 * confirm-change-password, the link's query parameters and patterns, the new-password rules and
 * the simulator's tester controls for reset emails. spec 000 §2 "forgotten-password", spec 001
 * §2 "Forgotten-password reset", §3 "Reset link query params", §4 "Password reset", §7, §8, §9.
 */

/** Back-end paths of the reset (spec 001 §7 shows none; these are ours). */
export const resetApiPaths = {
  /** POST {@link forgotPasswordRequestSchema}: emails a reset link; 204 whether or not the account exists. */
  forgotPassword: '/api/auth/forgot-password',
  /** POST {@link confirmChangePasswordRequestSchema}: sets the new password; 204, or an error of {@link resetServerMessages}. */
  confirmChangePassword: '/api/auth/confirm-change-password',
} as const;

/** Body of the forgot-password call. spec 000 §7 "forgot password". */
export const forgotPasswordRequestSchema = z.object({ email: z.string() });

/** Body of confirm-change-password: username, code and the new password. spec 001 §7. */
export const confirmChangePasswordRequestSchema = z.object({
  username: z.string(),
  code: z.string(),
  new_password: z.string(),
});
export type ConfirmChangePasswordRequest = z.infer<typeof confirmChangePasswordRequestSchema>;

/** Error texts of confirm-change-password, word for word. spec 001 §8 "Reset errors", spec 000 §8. */
export const resetServerMessages = {
  userNotFound: 'User not found',
  mismatchedCode: 'Mismatched code',
  resetAttemptsExceeded: serverMessages.resetAttemptsExceeded,
  expiredCode: 'Expired code',
  /**
   * The new password is on the back end's common-password deny list (the same rule and message as
   * registration's create-password; issue 29, item 8). Shown on the reset page as the
   * common-password message.
   */
  passwordTooCommon: 'Password is too common',
} as const;

/** A reset link is valid for this many minutes after it is sent. spec 000 §9, spec 001 §9. */
export const RESET_LINK_LIFETIME_MINUTES = 60;
/**
 * Wrong reset codes allowed before 'Reset attempts exceeded' (simulator's rule,
 * docs/decisions/0018-attempt-limits-and-lockouts.md).
 */
export const MAX_RESET_ATTEMPTS = 5;

/**
 * Patterns of the reset link's query parameters. spec 001 §4 "Link guard": the username is
 * email-like or the account's opaque id (a UUID); the code is 6 digits; the expiry is epoch
 * milliseconds written as 13 digits. docs/decisions/0023-password-reset.md.
 */
export const resetLinkPatterns = {
  /** The second accepted username format: the account's opaque id, a UUID. */
  usernameId: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  code: /^\d{6}$/,
  expiry: /^\d{13}$/,
} as const;

/** Query parameter names of the reset link. spec 001 §3 "Reset link query params". */
export const resetLinkParams = { username: 'username', code: 'code', expiry: 'expiry' } as const;

/**
 * New password: at least this many characters, counted in Unicode code points (issue 54: four
 * astral characters are 8 UTF-16 units but 4 characters). shared spec DECISIONS "new password rules".
 */
export const MIN_NEW_PASSWORD_LENGTH = 8;
/**
 * New password: at most this many characters (256). shared spec DECISIONS "new password rules"; the
 * content package's MAX_PASSWORD_LENGTH, which its messages quote.
 */
export const MAX_NEW_PASSWORD_LENGTH = MAX_PASSWORD_LENGTH;

/**
 * A short built-in list of the most common passwords (compared without regard to case), which a
 * new password may not be. shared spec DECISIONS "new password rules" (NCSC guidance: block the most
 * common passwords; no composition rules).
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  'password1',
  'password12',
  'password123',
  'password123!',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  'qwertyuiop',
  'qwerty123',
  '1q2w3e4r',
  'iloveyou',
  'abc12345',
  'abcd1234',
  'letmein1',
  'welcome1',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'superman',
  'starwars',
  'liverpool',
  'chelsea1',
  'arsenal1',
];

/** Why a new password is refused. shared spec DECISIONS "new password rules"; docs/decisions/0012-new-passwords.md. */
export type NewPasswordProblem = 'REQUIRED' | 'ONLY_SPACES' | 'TOO_SHORT' | 'TOO_LONG' | 'SAME_AS_EMAIL' | 'COMMON';

/**
 * How many characters a password has, for the "at least 8" rule: Unicode code points, as NIST SP
 * 800-63B §5.1.1.2 counts them (issue 54 "Bad input": `😀🏥𝔘𝟙` is 8 UTF-16 units but 4
 * characters, and passed). A lone surrogate counts as one.
 * @param password - the password as typed
 * @returns the number of code points
 */
export function passwordCharacterCount(password: string): number {
  return [...password].length;
}

/**
 * Checks a new password against shared spec DECISIONS "new password rules": required, not only spaces
 * (issue 45 "Bad input" 7: white space of any kind, so 8 spaces are not a password), at least
 * {@link MIN_NEW_PASSWORD_LENGTH} (8) characters counted as code points
 * ({@link passwordCharacterCount}, issue 54), at most {@link MAX_NEW_PASSWORD_LENGTH} (256)
 * UTF-16 units (the limit every password field, the input's `maxlength` and sign-in apply, so a
 * password accepted here can always be typed and signed in with), not the email address (ignoring
 * case and surrounding spaces), not one of {@link COMMON_PASSWORDS}. No composition rules.
 * @param password - the new password as typed (never trimmed: spaces count)
 * @param email - the account's email address or username, when known
 * @returns the first problem, or undefined when the password is acceptable
 */
export function newPasswordProblem(password: string, email?: string): NewPasswordProblem | undefined {
  if (password.length === 0) return 'REQUIRED';
  if (password.trim().length === 0) return 'ONLY_SPACES';
  if (passwordCharacterCount(password) < MIN_NEW_PASSWORD_LENGTH) return 'TOO_SHORT';
  if (password.length > MAX_NEW_PASSWORD_LENGTH) return 'TOO_LONG';
  const lower = password.trim().toLowerCase();
  if (email && lower === email.trim().toLowerCase()) return 'SAME_AS_EMAIL';
  if (COMMON_PASSWORDS.includes(lower)) return 'COMMON';
  return undefined;
}

/** Tester controls of the simulator's reset emails (never part of the real product). */
export const resetSimulatorPaths = {
  /** GET: HTML list of the reset emails "sent", newest first, each with its link. */
  emails: '/simulator/reset-emails',
  /** GET, query `email`: JSON list of {@link ResetEmail}, newest first. */
  emailsJson: '/simulator/reset-emails.json',
  /** GET: HTML page of ready-made reset links, one per guard case and error. */
  links: '/simulator/reset-links',
  /** GET: the same links as JSON, `{ [name]: link }`. */
  linksJson: '/simulator/reset-links.json',
} as const;

/** One reset email the simulator "sent". */
export const resetEmailSchema = z.object({
  /** The address it went to. */
  email: z.string(),
  /** The username in the link. */
  username: z.string(),
  /** The 6-digit code in the link. */
  code: z.string(),
  /** The link's expiry, epoch ms by the simulator's clock (sent + 60 minutes). */
  expiry: z.number(),
  /** The whole link, on the app's origin. */
  link: z.string(),
  /** When it was sent, epoch ms by the simulator's clock. */
  sentAt: z.number(),
});
export type ResetEmail = z.infer<typeof resetEmailSchema>;
