import { paths } from '../../paths.ts';
import { PASSKEY_OFFER_PATH } from '../../shell/passkeyOffer.ts';
import { isSafeReturnPath } from '../../shell/returnPath.ts';

/** Route paths of the account settings ("Your NHS login", issue 27). */
export const accountPaths = {
  home: paths.account,
  confirmPassword: '/account/confirm-password',
  changePassword: '/account/change-password',
  changeEmail: '/account/change-email',
  checkEmail: '/account/change-email/check-email',
  changeMobile: '/account/change-mobile',
  changeLandline: '/account/change-landline',
  checkNumberCode: '/account/check-security-code',
  removeLandline: '/account/remove-landline',
  addPasskey: '/account/passkeys/add',
  removePasskey: '/account/passkeys/remove',
  passkeyOffer: PASSKEY_OFFER_PATH,
  stopSharing: '/account/services/stop-sharing',
  changedElsewhere: '/account/changed-elsewhere',
  problem: '/account/problem',
} as const;

/**
 * The page to go back to after the password check: a safe return path (shell/returnPath.ts, the
 * check every return path meets) that is an account page (never another site or an unknown path),
 * else the account home.
 * @param raw - the `return` query parameter
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!isSafeReturnPath(raw) || !raw.startsWith('/account/')) return accountPaths.home;
  const path = raw.split(/[?#]/)[0];
  return Object.values(accountPaths).includes(path as (typeof accountPaths)[keyof typeof accountPaths])
    ? raw
    : accountPaths.home;
}

/**
 * The password check's address, keeping the page to return to.
 * @param returnTo - the account page that asked for it
 */
export function confirmPasswordPath(returnTo: string): string {
  return `${accountPaths.confirmPassword}?return=${encodeURIComponent(returnTo)}`;
}
