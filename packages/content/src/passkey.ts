import { passkeyTitles } from './passkeyTitles.ts';
import { waitUpTo } from './common.ts';

/** Passkey sign-in pages and messages. spec 000 §2 "Sign-in screens", §4 "Passkey login", §5. */
export const passkey = {
  /** The entry point on log-in-password, enter-mobile-code and the code lockout pages. */
  entryLink: 'Log in with my passkey',
  /** Said where a passkey would be offered but this device cannot use one. spec 000 §2. */
  unsupported: 'This device does not support passkeys. Enter your password to log in.',
  /** Said on the passkey page when JavaScript is off: a passkey's prompt needs it (issue 45). */
  needsJavaScript: 'You need JavaScript turned on to log in with a passkey. Log in with your password instead.',
  enterEmail: {
    title: passkeyTitles.passkey.enterEmail,
    heading: 'Log in with your passkey',
    intro:
      'A passkey lets you log in with your fingerprint, face or screen lock instead of a password and security code.',
    deviceOnly: 'You can only use a passkey on a device where you have set one up for your NHS login.',
    label: 'Email address',
    continue: 'Log in with my passkey',
    usePassword: 'Log in with my password instead',
    busy: 'Waiting for your passkey',
  },
  enterEmailLoginFailed: {
    title: passkeyTitles.passkey.enterEmailLoginFailed,
    heading: 'We could not find a passkey for that email address',
    body: 'You may have entered a different email address to the one you used to set up your passkey.',
    legend: 'What do you want to do?',
    enterEmail: 'Enter my email address again',
    enterPassword: 'Log in with my password',
    continue: 'Continue',
  },
  loginFailed: {
    title: passkeyTitles.passkey.loginFailed,
    heading: 'We could not log you in with your passkey',
    body: 'Your passkey was not recognised, or you stopped the passkey check.',
    legend: 'What do you want to do?',
    tryAgain: 'Try my passkey again',
    usePassword: 'Log in with my password',
    continue: 'Continue',
  },
  attemptsExceeded: {
    title: passkeyTitles.passkey.attemptsExceeded,
    heading: 'You cannot continue',
    body: 'You have tried to log in with a passkey too many times.',
    /** @param minutes - the lockout length (LOCKOUT_MINUTES) */
    wait: waitUpTo,
    link: 'Log in with my password',
  },
  blocked: {
    title: passkeyTitles.passkey.blocked,
    heading: 'You cannot log in with a passkey',
    body: 'Logging in with a passkey is not available to you at the moment.',
    link: 'Log in with my password',
  },
  messages: {
    emailRequired: 'Enter your email address',
    choiceRequired: 'You need to tell us what you want to do',
  },
} as const;
