import { cookieTitles } from './cookieTitles.ts';
import { yearsText } from './common.ts';

/**
 * The cookie-settings pages' texts, in a module of their own so they load with those pages, not
 * with the cookie banner the first page shows (issue 9 "Performance").
 */

export const cookieSettings = {
  title: cookieTitles.cookieSettings,
  heading: 'Cookie settings',
  intro: 'We use cookies to make NHS login work and to collect information about how you use it.',
  necessaryHeading: 'Cookies that make NHS login work',
  necessaryBody:
    'These cookies keep you logged in, remember your choices and keep your account secure. They are always on.',
  legend: 'Can we use analytics cookies to help us improve NHS login?',
  hint: 'These cookies tell us how people use NHS login. We do not use them to identify you.',
  yes: 'Use these cookies',
  no: 'Do not use these cookies',
  save: 'Save my cookie settings',
  policyLink: 'Read our cookie policy',
  messages: { required: 'Select whether you want to use analytics cookies' },
} as const;

export const cookieSettingsChanged = {
  title: cookieTitles.cookieSettingsChanged,
  heading: 'Your cookie settings have been saved',
  /**
   * How long the settings are kept.
   * @param years - the contract's COOKIE_PREFERENCE_LIFETIME_YEARS
   */
  body: (years: number) => `We will save your settings for ${yearsText(years)}.`,
  /**
   * When the user is asked again.
   * @param years - the contract's COOKIE_PREFERENCE_LIFETIME_YEARS
   */
  body2: (years: number) =>
    `We will ask you to choose again after ${yearsText(years)}, or if we change the cookies we use.`,
  changeLink: 'Change your cookie settings',
} as const;
