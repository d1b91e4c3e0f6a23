/** Business constants shared by the app and the simulator. spec 000 §9, spec 001 §9. */

/** A security code expires this many minutes after it is sent. spec 000 §9. */
export const SECURITY_CODE_LIFETIME_MINUTES = 5;
/** Lockouts (codes, requests, passwords, passkeys) last up to this many minutes. spec 000 §9. */
export const LOCKOUT_MINUTES = 15;
/** A session lasts this many minutes. spec 001 §9, shared spec DECISIONS "session length". */
export const SESSION_LENGTH_MINUTES = 60;
/** After too many duplicate-account reminders, another may be asked for after this many minutes. spec 001 §9 "Reminder email lock". */
export const REMINDER_LOCK_MINUTES = 60;
/** Remember-my-device cookie lifetime in days. spec 000 §9. */
export const RMD_COOKIE_DAYS = 180;
/** The cookie preference (`cookiePreference`) lasts this many years. spec 000 §9; issue 28 item 11. */
export const COOKIE_PREFERENCE_LIFETIME_YEARS = 1;
/** The language cookie (the reader's choice of English or Welsh) lasts this many years. Issue 46. */
export const LANGUAGE_COOKIE_YEARS = 1;
/** The analytics visitor cookie lasts this many months. spec 000 §9; issue 28 item 11. */
export const ANALYTICS_COOKIE_LIFETIME_MONTHS = 12;
/** Wrong security codes allowed before "OTP attempts exceeded" (simulator's rule). */
export const MAX_OTP_ATTEMPTS = 3;
/** Security codes that may be requested before "OTP requests exceeded" (simulator's rule). */
export const MAX_OTP_REQUESTS = 5;
/** Wrong passwords allowed before "Password attempts exceeded" (simulator's rule). */
export const MAX_PASSWORD_ATTEMPTS = 5;
/**
 * The access scope (spec 000 §6): the session credential that authorises the consent and
 * terms-update calls carries it, and the back end answers 401 Unauthorized to those calls without
 * it (shared spec DECISIONS "access scope value"; issue 28 item 2).
 */
export const ACCESS_SCOPE = 'access';
/** Reference code pattern: `CID` followed by digits. spec 000 §8. */
export const CID_PATTERN = /^CID\d+$/;
