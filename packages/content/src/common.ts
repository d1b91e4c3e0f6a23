import { localized } from './locale.ts';

/** Product-wide constants and shared wording. */

/** The product name: the default page title. shared spec DECISIONS "product name". */
export const PRODUCT_NAME = 'NHS login';

/** Minimum email length N. shared spec DECISIONS "minimum email length". */
export const MIN_EMAIL_LENGTH = 6;

/**
 * The longest email address accepted: 254 characters, the most a mail path allows (RFC 5321 with
 * its erratum 1690). A longer one is not in the correct format (issue 44 "Size": every field has a
 * length limit, and the journey's sealed cookie must hold the largest state).
 */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The longest password accepted, in characters: a new one (shared spec DECISIONS "new password rules", NCSC
 * guidance: allow long passphrases, but not without end) and so any the sign-in and the account's
 * password checks are given (issue 44 "Size": every field has a length limit). The contract's
 * MAX_NEW_PASSWORD_LENGTH is this one.
 */
export const MAX_PASSWORD_LENGTH = 256;

/** Example address used in the email format message. */
export const EXAMPLE_EMAIL = 'name@example.com';

/**
 * A duration as the texts say it: whole hours in hours ("2 hours"), anything else in minutes
 * ("1 minute", "90 minutes"). The numbers come from the contract's constants, so
 * each value is written once (shared spec DECISIONS.md).
 * @param minutes - the duration in minutes (a positive whole number)
 */
export function durationText(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A count with its unit, singular for 1: `countText(1, 'year')` reads "1 year",
 * `countText(6, 'month')` "6 months". For cookie lifetimes
 * written once as contract constants (issue 28 item 11).
 * @param count - a positive whole number
 * @param unit - the singular unit
 */
export function countText(count: number, unit: 'day' | 'month' | 'year'): string {
  return `${count} ${count === 1 ? unit : `${unit}s`}`;
}

/**
 * A number of years as a sentence says it: "a year" for 1, otherwise "2 years". For the cookie
 * preference's lifetime, written once as the contract's COOKIE_PREFERENCE_LIFETIME_YEARS.
 * @param years - a positive whole number
 */
export function yearsText(years: number): string {
  return years === 1 ? 'a year' : countText(years, 'year');
}

/**
 * The security code lifetime sentence, e.g. for 5 it reads "The code is valid for" and "5 minutes".
 * @param minutes - the code's lifetime in minutes (the contract's SECURITY_CODE_LIFETIME_MINUTES)
 */
export const codeValidFor = (minutes: number) => `The code is valid for ${durationText(minutes)}.`;

/**
 * "You need to wait up to … before you can try again." for a lockout.
 * @param minutes - the lockout length in minutes (the contract's LOCKOUT_MINUTES)
 */
export const waitUpTo = (minutes: number) =>
  `You need to wait up to ${durationText(minutes)} before you can try again.`;

/** Words shared by many pages. */
export const common = {
  continue: 'Continue',
  back: 'Back',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  titleErrorPrefix: 'Error: ',
  loading: 'Loading',
  opensInNewTab: '(opens in a new tab)',
  reference: 'Reference:',
  yes: 'Yes',
  no: 'No',
} as const;

/**
 * Builds a page title: "<page> - NHS login", or just "NHS login" when the page has no title,
 * prefixed with "Error: " while a form error shows ("Gwall: " in Welsh, issue 46). spec 000 §1.
 * @param pageTitle - the route's title, if any
 * @param hasError - whether a form error is showing
 */
export function pageTitle(pageTitle: string | undefined, hasError: boolean): string {
  const base = pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  return hasError ? `${localized('common', common).titleErrorPrefix}${base}` : base;
}

/** The client's name, or "the service provider" when unknown. spec 000 §1. */
export const UNKNOWN_CLIENT_NAME = 'the service provider';
