import {
  ANALYTICS_COOKIE_LIFETIME_MONTHS,
  COOKIE_PREFERENCE_LIFETIME_YEARS,
  LANGUAGE_COOKIE_YEARS,
  RMD_COOKIE_DAYS,
  SESSION_LENGTH_MINUTES,
} from '@nhsl/contract';
import type { CookieLifetimes } from '@nhsl/content';

/**
 * The lifetimes the cookie policy states (spec 000 §2 cookie policy; issue 28 item 11), from the
 * contract: the preference and language cookies in years, remember-my-device in days, analytics in
 * months, the session in minutes. The policy page and its tests read the same figures.
 */
export const COOKIE_LIFETIMES: CookieLifetimes = {
  preferenceYears: COOKIE_PREFERENCE_LIFETIME_YEARS,
  rememberDeviceDays: RMD_COOKIE_DAYS,
  analyticsMonths: ANALYTICS_COOKIE_LIFETIME_MONTHS,
  sessionMinutes: SESSION_LENGTH_MINUTES,
  languageYears: LANGUAGE_COOKIE_YEARS,
};
