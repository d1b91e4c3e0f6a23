import { resetTitles } from './resetTitles.ts';
import { EXAMPLE_EMAIL, MAX_PASSWORD_LENGTH, MIN_EMAIL_LENGTH, durationText, waitUpTo } from './common.ts';

/**
 * The email-and-password sign-in page (login). spec 000 §2 "login": links to passkey login, to
 * create an account, help links including "not sure which account", and a forgotten-password
 * link. Field messages are those of spec 000 §5 "Email (enter-email and login)" and "Password".
 */
export const login = {
  title: resetTitles.login,
  heading: 'Log in',
  intro: 'Log in with the email address and password you use for NHS login.',
  emailLabel: 'Email address',
  passwordLabel: 'Password',
  continue: 'Continue',
  forgottenPassword: 'Forgotten your password?',
  passkeyLink: 'Log in with my passkey',
  noAccount: 'Do not have an NHS login?',
  createAccount: 'Create an NHS login',
  helpSummary: 'Help with logging in',
  notSureWhichAccount: 'I am not sure which account I used',
  cannotAccessEmail: 'I cannot access the email address I used',
  opensInNewTab: '(opens in a new tab)',
} as const;

/** Help Centre pages the login help links open. */
export const loginHelpLinks = {
  notSureWhichAccount: 'https://help.login.nhs.uk/',
  cannotAccessEmail: 'https://help.login.nhs.uk/',
} as const;

/** Forgotten-password email messages. spec 000 §5, spec 001 §5 "Forgotten-password email". */
export const forgottenPasswordMessages = {
  required: 'Enter your email address',
  formatField: `Enter an email address in the correct format, like ${EXAMPLE_EMAIL}`,
  formatSummary: 'Enter an email address in the correct format',
  minLength: `Enter an email address with at least ${MIN_EMAIL_LENGTH} characters`,
} as const;

/** forgotten-password: request a reset link by email. spec 000 §2, spec 001 §2. */
export const forgottenPassword = {
  title: resetTitles.forgottenPassword,
  heading: 'Reset your password',
  body: 'Enter the email address you use for NHS login. We will send you an email with a link to reset your password.',
  label: 'Email address',
  continue: 'Send me a reset link',
} as const;

/**
 * check-email and reset/check-email (one page). spec 000 §2 "check-email (reset)", spec 001 §2,
 * shared spec DECISIONS "check-email".
 */
export const resetCheckEmail = {
  title: resetTitles.resetCheckEmail,
  heading: 'Check your email',
  body: 'If you have an NHS login, we have sent you an email with a link to reset your password.',
  /** @param minutes - the reset link's lifetime (RESET_LINK_LIFETIME_MINUTES) */
  validFor: (minutes: number) => `The link is valid for ${durationText(minutes)}.`,
  spam: 'If you cannot find the email, check your spam or junk folder.',
  button: 'Return to log in',
} as const;

/** New-password messages: docs/decisions/0012-new-passwords.md; spec 001 §5 (validated on submit). */
export const newPasswordMessages = {
  required: 'Enter a new password',
  tooShort: 'Your password must be at least 8 characters',
  tooLong: `Your password must be ${MAX_PASSWORD_LENGTH} characters or fewer`,
  onlySpaces: 'Your password must not be only spaces',
  sameAsEmail: 'Your password must not be the same as your email address',
  common: 'Your password is too easy to guess. Choose a different password',
} as const;

/** The reset password page. spec 001 §2 "Reset password page". */
export const resetPassword = {
  title: resetTitles.resetPassword,
  heading: 'Create a new password',
  label: 'New password',
  hint: 'Use at least 8 characters. Do not use your email address or a common password, like password123.',
  submit: 'Reset password',
  showPassword: 'Show',
  hidePassword: 'Hide',
} as const;

/** Outcome pages of the reset. spec 001 §2 "Forgotten-password reset", §4 "Password reset". */
export const resetOutcomes = {
  success: {
    title: resetTitles.resetOutcomes.success,
    heading: 'You have reset your password',
    body: 'You can now log in with your new password.',
    noSession: 'Go back to the service you were using and log in with your new password.',
    logIn: 'Log in',
  },
  linkNotWorking: {
    title: resetTitles.resetOutcomes.linkNotWorking,
    heading: 'This link does not work',
    body: 'The link may have been copied incorrectly, or it may be from an older email.',
    newLink: 'Ask for a new link',
  },
  linkExpired: {
    title: resetTitles.resetOutcomes.linkExpired,
    heading: 'This link has expired',
    /** @param minutes - the reset link's lifetime (RESET_LINK_LIFETIME_MINUTES) */
    body: (minutes: number) => `It has been more than ${durationText(minutes)} since we sent you the link.`,
    newLink: 'Ask for a new link',
  },
  linkUsed: {
    title: resetTitles.resetOutcomes.linkUsed,
    heading: 'You have already reset your password',
    body: 'This link has already been used to reset your password.',
    forgotten: 'If you cannot remember your new password, you can ask for a new link.',
    newLink: 'Ask for a new link',
  },
  attemptsExceeded: {
    title: resetTitles.resetOutcomes.attemptsExceeded,
    heading: 'You cannot continue',
    body: 'You have tried to reset your password too many times.',
    /** @param minutes - the lockout length (LOCKOUT_MINUTES) */
    wait: waitUpTo,
  },
} as const;
