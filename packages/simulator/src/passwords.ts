import { dictionary } from '@zxcvbn-ts/language-common';
import { newPasswordProblem, type NewPasswordProblem } from '@nhsl/contract';

/** The common-password deny list the back end refuses (zxcvbn-ts's, about 49,000 passwords, lower case). */
const COMMON_PASSWORD_SET: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as readonly string[]).map((p) => p.toLowerCase()),
);

/**
 * Whether a password is on the back end's common-password deny list (zxcvbn-ts's common
 * passwords, compared without regard to case), or on the contract's short list. Never shipped
 * to the browser. issue 15 "create-password".
 * @param password - the password as typed
 */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORD_SET.has(password.toLowerCase()) || newPasswordProblem(password) === 'COMMON';
}

/**
 * The back end's one rule for a new password, on registration's create-password and on the
 * reset's confirm-change-password alike (issue 29, item 8): the browser's rule
 * ({@link newPasswordProblem}: length, not the email, the short common list), then the full
 * common-password deny list, which only the back end holds.
 * @param password - the new password as typed (never trimmed)
 * @param email - the account's email address, when known
 * @returns the first problem, or undefined when the password is acceptable
 */
export function passwordProblem(password: string, email?: string): NewPasswordProblem | undefined {
  return newPasswordProblem(password, email) ?? (isCommonPassword(password) ? 'COMMON' : undefined);
}
