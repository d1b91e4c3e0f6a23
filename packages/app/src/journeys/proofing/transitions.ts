import { LOCKOUT_MINUTES, type UpliftErrorBody, upliftErrors } from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { paths, proofingPaths as p, duplicatePaths } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';
import type { NoMatchChoice } from './schemas.ts';

const to = (path: string): Next => ({ kind: 'navigate', to: path });

/** Default lockout minutes shown when no lockout time is set. spec 001 §9. */
export const DEFAULT_LOCKOUT_MINUTES = LOCKOUT_MINUTES;

/**
 * know-nhs-number: yes → confirm-your-details on the photo-ID route, else enter-dob; no →
 * enter-name. spec 001 §4 "Proofing entry steps".
 * @param know - the answer
 * @param selectedPYI - the photo-ID route was chosen
 */
export function afterKnowNhsNumber(know: 'yes' | 'no', selectedPYI: boolean): Next {
  if (know === 'no') return to(p.enterName);
  return to(selectedPYI ? p.confirmYourDetails : p.enterDob);
}

/**
 * enter-name → confirm-your-details (photo-ID route) or enter-dob. spec 001 §4.
 * @param selectedPYI - the photo-ID route was chosen
 */
export function afterEnterName(selectedPYI: boolean): Next {
  return to(selectedPYI ? p.confirmYourDetails : p.enterDob);
}

/**
 * enter-dob: under 11 → you-need-to-be-over-11; else confirm-your-details (photo-ID route) or
 * enter-postcode. spec 001 §4.
 * @param underMinAge - the date of birth is less than 11 years ago (DOB_UNDER_MIN_AGE)
 * @param selectedPYI - the photo-ID route was chosen
 */
export function afterEnterDob(underMinAge: boolean, selectedPYI: boolean): Next {
  if (underMinAge) return to(p.over11);
  return to(selectedPYI ? p.confirmYourDetails : p.enterPostcode);
}

/**
 * enter-postcode: blocked area → nhs-login-not-available-your-area; else confirm-your-details
 * (photo-ID route) or check-your-details. spec 001 §4.
 * @param blockedArea - the postcode is in BT, SC, JE or GY
 * @param selectedPYI - the photo-ID route was chosen
 */
export function afterEnterPostcode(blockedArea: boolean, selectedPYI: boolean): Next {
  if (blockedArea) return to(p.notAvailable);
  return to(selectedPYI ? p.confirmYourDetails : p.checkYourDetails);
}

/**
 * no-match choices: check details again (check-your-details with noMatch), try NHS number, try
 * full name, another way (confirm-your-details; the store sets selectedPYI). spec 001 §2.
 * @param choice - the chosen option
 */
export function afterNoMatchChoice(choice: NoMatchChoice): Next {
  switch (choice) {
    case 'check':
      return to(p.checkYourDetailsNoMatch);
    case 'nhsNumber':
      return to(p.knowNhsNumber);
    case 'fullName':
      return to(p.enterName);
    case 'anotherWay':
      return to(p.confirmYourDetails);
  }
}

/**
 * Where a failed uplift leads. spec 001 §4 "Uplift outcome": 429 or 504 → p5-pds-limit; 409
 * 'User not uplifted' → duplicate-nhs-number; any other 409 → p5-already-completed; then the
 * error text: No match found / Multiple matches found → no-match; NHS number not verified →
 * nhs-number-not-verified; Record has been invalidated → record-invalidated; PDS rate limit
 * exceeded → p5-register-attempt; PDS rate limit has already been exceeded →
 * confirm-your-details; Unauthorized (or an expired session) → session-timeout; anything else →
 * p5-error-generic.
 * @param err - the API error
 * @param body - the uplift error body, when the server sent one
 */
export function afterUpliftError(err: ApiError, body: UpliftErrorBody | undefined): Next {
  if (err.status === 429 || err.status === 504) return to(p.pdsLimit);
  const text = body?.error || body?.message || err.message;
  if (err.status === 409) {
    return to(
      body?.message === upliftErrors.userNotUplifted || text === upliftErrors.userNotUplifted
        ? duplicatePaths.duplicateNhsNumber
        : p.alreadyCompleted,
    );
  }
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  switch (text) {
    case upliftErrors.noMatch:
    case upliftErrors.multipleMatches:
      return to(p.noMatch);
    case upliftErrors.nhsNumberNotVerified:
      return to(p.nhsNumberNotVerified);
    case upliftErrors.recordInvalidated:
      return to(p.recordInvalidated);
    case upliftErrors.pdsRateLimitExceeded:
      return to(p.registerAttempt);
    case upliftErrors.pdsRateLimitAlreadyExceeded:
      return to(p.confirmYourDetails);
    case upliftErrors.unauthorized:
      return to(paths.sessionTimeout);
    default:
      return to(p.errorGeneric);
  }
}

/**
 * Minutes to wait shown on the lockout pages: from lockOutTime (epoch seconds), rounded up, at
 * least 1; 15 when no lockout time is set. spec 001 §2, §9; shared spec DECISIONS "lockout wait shown".
 * @param lockOutTime - end of the lockout, epoch seconds, or null
 * @param nowMs - the current time, epoch ms
 */
export function lockoutMinutes(lockOutTime: number | null, nowMs: number): number {
  if (lockOutTime === null) return DEFAULT_LOCKOUT_MINUTES;
  return Math.max(1, Math.ceil((lockOutTime * 1000 - nowMs) / 60_000));
}

/**
 * The PDS rate-limit check before a new uplift: a lockout still running leads to
 * p5-register-reattempt-lock. spec 001 §7 "The PDS rate-limit check is a store action".
 * @param lockOutTime - end of the lockout, epoch seconds, or null
 * @param nowMs - the current time, epoch ms
 */
export function stillLockedOut(lockOutTime: number | null, nowMs: number): boolean {
  return lockOutTime !== null && lockOutTime * 1000 > nowMs;
}
