import { secondFactorTitles } from './secondFactorTitles.ts';
import { codeValidFor, durationText } from './common.ts';

/**
 * Second-factor pages of sign-in beyond the text code: choosing a method, the landline call and
 * its code, the call-failed and expired-code choices, and the session-restart pages.
 * spec 000 §2 "Sign-in screens", §4 "Security code (mobile)", "Security code (landline)", §5.
 */

/** Radio labels offered after a failed or expired code. */
export const secondFactorChoices = {
  textMe: 'Text a security code to my mobile phone',
  textMeAgain: 'Text me again with a new security code',
  callMe: 'Call my landline with a security code',
  callMeAgain: 'Call my landline again for a new security code',
  passkey: 'Log in with my passkey',
} as const;

/** choose-authentication-method. spec 000 §2. */
export const chooseAuthenticationMethod = {
  title: secondFactorTitles.chooseAuthenticationMethod,
  heading: 'How do you want to get your security code?',
  body: 'We need to check it is you. We can text a security code to your mobile phone or call your landline and read one out.',
  legend: 'Choose how to get your security code',
  mobile: 'Text a security code to my mobile phone',
  landline: 'Call my landline with a security code',
  spokenMobile: (lastDigits: string) => `mobile number ending in ${lastDigits}`,
  spokenLandline: (lastDigits: string) => `landline number ending in ${lastDigits}`,
  continue: 'Continue',
} as const;

/** get-call-landline. spec 000 §2. */
export const getCallLandline = {
  title: secondFactorTitles.getCallLandline,
  heading: 'Get a security code by calling your landline',
  callingNumber: 'We will call your landline number',
  spokenNumber: (lastDigits: string) => `landline number ending in ${lastDigits}`,
  atHome: 'You need to be at home to answer the call.',
  callScreening:
    'If your phone has call screening or call blocking, turn it off or allow calls from unknown numbers before we call you.',
  callNow: 'Call my landline now',
  passkeyHelpTitle: 'I have a passkey',
  passkeyHelpBody: 'You can log in with your passkey instead of getting a security code.',
  passkeyLink: 'Log in with my passkey',
  textInstead: 'Text a security code to my mobile phone instead',
  changeLandline: 'Change my landline phone number',
  /** While a new number (recovery, issue 15) waits for its code. */
  callingNewNumber: 'We will call your new landline number',
  changesOnceEntered: 'Your landline phone number changes once you enter the code we call you with.',
} as const;

/** enter-landline-code. spec 000 §2, §4 "Security code (landline)". */
export const enterLandlineCode = {
  title: secondFactorTitles.enterLandlineCode,
  heading: 'Enter the security code',
  calledNumber: 'We are calling your landline number',
  /** @param minutes - the contract's SECURITY_CODE_LIFETIME_MINUTES */
  validFor: codeValidFor,
  label: 'Security code',
  hint: 'For example, 123456',
  notReceived: 'Not received a call?',
  notReceivedBody:
    'Check your phone does not screen or block calls from unknown numbers. We can call you again with a new security code.',
  callAgain: 'Call my landline again',
  calledAgainTitle: 'Success',
  calledAgain: 'We are calling your landline again with a new security code.',
  continue: 'Continue',
} as const;

/** call-failed. spec 000 §2. */
export const callFailed = {
  title: secondFactorTitles.callFailed,
  heading: 'We could not call your landline',
  body: 'Something went wrong when we tried to call you with a security code.',
  legend: 'What do you want to do?',
  continue: 'Continue',
} as const;

/** landline-code-expired. spec 000 §2. */
export const landlineCodeExpired = {
  title: secondFactorTitles.landlineCodeExpired,
  heading: 'This security code has expired',
  /** @param minutes - the contract's SECURITY_CODE_LIFETIME_MINUTES */
  body: (minutes: number) =>
    `It has been more than ${durationText(minutes)} since we called you with the security code.`,
  legend: 'What do you want to do?',
  continue: 'Continue',
} as const;

/** mobile-code-expired radios (heading and body are in signInProblems.mobileCodeExpired). spec 000 §2. */
export const mobileCodeExpiredChoice = {
  legend: 'What do you want to do?',
  continue: 'Continue',
} as const;

/** check-account-status and check-login: spinners while the journey restarts. spec 000 §2, §4. */
export const sessionRestart = {
  checkAccountStatus: {
    title: secondFactorTitles.sessionRestart.checkAccountStatus,
    heading: 'Checking your details',
    spinner: 'Please wait while we check your details',
  },
  checkLogin: {
    title: secondFactorTitles.sessionRestart.checkLogin,
    heading: 'Checking your details',
    spinner: 'Please wait while we check your details',
  },
} as const;
