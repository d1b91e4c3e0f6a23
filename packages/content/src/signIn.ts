import { signInTitles } from './signInTitles.ts';
import { codeValidFor, countText, durationText, waitUpTo } from './common.ts';
import { passwordMessages, securityCodeMessages } from './signInMessages.ts';

/** log-in-password page. spec 000 §2. */
export const logInPassword = {
  title: signInTitles.logInPassword,
  heading: 'Enter your password',
  label: 'Password',
  continue: 'Continue',
  resetLink: 'Reset your password',
  cannotRemember: 'I cannot remember my password',
  passkeyLink: 'Log in with my passkey',
  resetMyPassword: 'Reset my password',
  passkeyUnsupported: 'This device does not support passkeys. Enter your password to log in.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  messages: passwordMessages,
} as const;

/** enter-mobile-code (security code) page. spec 000 §2. */
export const enterMobileCode = {
  title: signInTitles.enterMobileCode,
  heading: 'Enter the security code',
  sentTo: 'We have sent a 6 digit security code to your mobile phone number',
  /** Spoken form of a masked mobile number. */
  spokenNumber: (lastDigits: string) => `mobile number ending in ${lastDigits}`,
  /** @param minutes - the contract's SECURITY_CODE_LIFETIME_MINUTES */
  validFor: codeValidFor,
  label: 'Security code',
  hint: 'For example, 123456',
  notReceived: 'Not received a text?',
  notReceivedBody: 'Texts can take a few minutes to arrive. If you have not received it, we can send you a new one.',
  sendAgain: 'Send the security code again',
  resent: 'You have been sent a new security code.',
  resentTitle: 'Success',
  rememberDevice: 'Remember this device and stop sending security codes',
  /** @param days - the contract's RMD_COOKIE_DAYS */
  rememberDeviceHint: (days: number) =>
    `We will not ask you for a security code on this device for ${countText(days, 'day')}. Only use this on a device you do not share with other people.`,
  cannotUseMobile: 'I cannot log in using my mobile phone',
  cannotUseMobileBody: 'You can:',
  passkeyLink: 'Log in with my passkey',
  callLandline: 'Get a security code by calling my landline',
  changeMobile: 'Change my mobile phone number',
  /** While a new number (recovery, issue 15) waits for its code. */
  sentToNewNumber: 'We have sent a 6 digit security code to your new mobile phone number',
  changesOnceEntered: 'Your mobile phone number changes once you enter this code.',
  continue: 'Continue',
  messages: securityCodeMessages,
} as const;

/** authcode (spinner) page. spec 000 §2. */
export const authcode = {
  title: signInTitles.authcode,
  heading: 'Logging you in',
  spinner: 'Please wait while we log you in',
  /** Shown without JavaScript, until the button is pressed (issue 55 item 5). */
  body: 'Select continue to finish logging in.',
} as const;

/** Lockout and problem pages reached from sign-in. spec 000 §2. */
export const signInProblems = {
  mobileCodeExpired: {
    title: signInTitles.signInProblems.mobileCodeExpired,
    heading: 'This security code has expired',
    /** @param minutes - the contract's SECURITY_CODE_LIFETIME_MINUTES */
    body: (minutes: number) => `It has been more than ${durationText(minutes)} since we sent the security code.`,
    textAgain: 'Text me again',
  },
  otpAttemptsExceeded: {
    title: signInTitles.signInProblems.otpAttemptsExceeded,
    heading: 'You cannot continue',
    body: 'You have entered the wrong security code too many times.',
    /** @param minutes - the lockout length (LOCKOUT_MINUTES) */
    wait: waitUpTo,
  },
  otpRequestsExceeded: {
    title: signInTitles.signInProblems.otpRequestsExceeded,
    heading: 'You cannot continue',
    body: 'You have asked for a security code too many times.',
    /** @param minutes - the lockout length (LOCKOUT_MINUTES) */
    wait: waitUpTo,
  },
  passwordAttemptsExceeded: {
    title: signInTitles.signInProblems.passwordAttemptsExceeded,
    heading: 'You cannot continue',
    body: 'You have entered the wrong password too many times.',
    /** @param minutes - the lockout length (LOCKOUT_MINUTES) */
    wait: waitUpTo,
  },
  notRegistered: {
    title: signInTitles.signInProblems.notRegistered,
    heading: 'We cannot log you in',
    body: 'You are not registered for NHS login, or you entered the wrong email address.',
    tryAgain: 'Try again',
  },
  restoreMessage: {
    title: signInTitles.signInProblems.restoreMessage,
    heading: 'Something went wrong',
    body: 'You need to reset your password. We have sent you an email with a link to do this.',
    link: 'Log in',
  },
} as const;
