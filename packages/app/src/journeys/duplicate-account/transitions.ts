import { ACTIVE_ACCOUNT_REASON, NOT_ELIGIBLE_TO_COMPLETE_MIGRATION, upliftErrors } from '@nhsl/contract';
import type { ApiError } from '../../api/ApiError.ts';
import { duplicatePaths as d, paths, withErrorCode } from '../../paths.ts';
import type { Next } from '../../shell/next.ts';

const to = (path: string): Next => ({ kind: 'navigate', to: path });

/** The four variants of duplicate-nhs-number. spec 001 §2 (a–d). */
export type DuplicateVariant = 'migrationOff' | 'eligible' | 'notEligible' | 'activeAccount';

/** What decides the variant. */
export interface DuplicateFlags {
  accountMigrationEnabled: boolean;
  eligibleForAccountMigrationJourney: boolean;
  ineligibilityReason: string;
}

/**
 * Which duplicate-nhs-number variant shows: migration off → a; on and eligible → b; ineligible
 * because of active_account → d; on, not eligible, any other reason → c. spec 001 §2.
 * @param f - the stored flags
 */
export function duplicateVariant(f: DuplicateFlags): DuplicateVariant {
  if (!f.accountMigrationEnabled) return 'migrationOff';
  if (f.eligibleForAccountMigrationJourney) return 'eligible';
  if (f.ineligibilityReason === ACTIVE_ACCOUNT_REASON) return 'activeAccount';
  return 'notEligible';
}

/** The choices of duplicate-nhs-number (variants a and b). */
export type DuplicateChoice = 'getHelp' | 'logIn' | 'continueNew';

/**
 * email-hint: email-address-found when a single masked email exists, else multiple-emails-found.
 * spec 001 §4 "Duplicate account".
 * @param maskedEmail - the single masked email ('' when none)
 * @param maskedEmailList - the masked emails
 */
export function afterEmailHint(maskedEmail: string, maskedEmailList: readonly string[]): Next {
  const single = maskedEmail || (maskedEmailList.length === 1 ? maskedEmailList[0] : '');
  return to(single ? d.emailAddressFound : d.multipleEmailsFound);
}

/**
 * A first reminder's failure: 429 → cannot-request-another-reminder; anything else → /error.
 * spec 001 §4 "Reminder send".
 * @param err - the API error
 */
export function afterFirstReminderError(err: ApiError): Next {
  return to(err.status === 429 ? d.cannotRequestAnotherReminder : paths.error);
}

/**
 * A second reminder's failure: the reminder rate limit (429 or 'Reminder limit exceeded') →
 * cannot-request-another-reminder; an expired session → session-timeout; else /error.
 * spec 001 §4 "Reminder send".
 * @param err - the API error
 */
export function afterSecondReminderError(err: ApiError): Next {
  if (err.status === 429 || err.message === upliftErrors.reminderLimitExceeded) {
    return to(d.cannotRequestAnotherReminder);
  }
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  return to(paths.error);
}

/**
 * Account replacement's failure: an expired session → session-timeout; the back end's refusal
 * 'Not eligible to complete account migration' (CID1119) → failed-eligibility carrying the reference
 * CID1119 as `errorCode` (docs/decisions/0026-duplicate-accounts.md);
 * else /error. spec 001 §4 "Account replacement begin", §8.
 * @param err - the API error
 */
export function afterAccountMigrationError(err: ApiError): Next {
  if (err.kind === 'unauthorized') return to(paths.sessionTimeout);
  if (err.errorCode === NOT_ELIGIBLE_TO_COMPLETE_MIGRATION || err.message === upliftErrors.notEligibleToComplete) {
    return to(withErrorCode(paths.failedEligibility, NOT_ELIGIBLE_TO_COMPLETE_MIGRATION));
  }
  return to(paths.error);
}

/**
 * Whether duplicate-nhs-number must reload: it was reached by browser back/forward navigation
 * (a POP) after the app had already moved between pages in this document. The document's first
 * page (a fresh load, or the reload itself) is also a POP, so it never reloads again.
 * spec 001 §2 "The page reloads on browser back navigation".
 * @param navigationType - react-router's navigation type (POP, PUSH, REPLACE)
 * @param navigatedInApp - the app has navigated between pages since the document loaded
 */
export function shouldReloadOnBack(navigationType: string, navigatedInApp: boolean): boolean {
  return navigationType === 'POP' && navigatedInApp;
}
