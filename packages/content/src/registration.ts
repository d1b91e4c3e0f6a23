import { codeValidFor, durationText, EXAMPLE_EMAIL, MAX_PASSWORD_LENGTH, MIN_EMAIL_LENGTH } from './common.ts';
import { registrationTitles as t } from './registrationTitles.ts';

/**
 * Texts of registration: creating an NHS login, and finishing one that is UNCONFIRMED (email not
 * confirmed) or UNREGISTERED (no mobile phone number). Our own words, after NHS login's and GOV.UK
 * One Login's public pages. spec 000 §2 "register", §4; issue 15.
 */
export const registration = {
  createAccountSteps: {
    title: t.createAccountSteps,
    heading: 'Create your NHS login',
    body: 'We could not find an NHS login for that email address. You can create one now. It takes about 5 minutes.',
    stepsIntro: 'To create an NHS login you will:',
    steps: [
      'enter your email address and agree to the terms of use',
      'enter the code we email to you',
      'create a password',
      'enter your mobile phone number and the security code we text to it',
    ],
    continue: 'Continue',
    wrongEmail: 'Try a different email address',
  },
  createAccount: {
    title: t.createAccount,
    heading: 'Enter your email address',
    hint: 'We will send a code to this address to check it is yours. You will use it to log in.',
    continue: 'Continue',
  },
  termsOfUse: {
    title: t.termsOfUse,
    heading: 'Agree to the terms of use',
    body: 'To create an NHS login you need to agree to our terms of use. They explain how you can use NHS login and what we do with your information.',
    readTerms: 'Read the NHS login terms of use',
    privacy: 'Read how we use your information (privacy notice)',
    agree: 'I agree to the NHS login terms of use',
    continue: 'Continue',
  },
  checkEmail: {
    title: t.checkEmail,
    heading: 'Check your email',
    sentTo: 'We have sent a code to',
    unconfirmed:
      'You started creating an NHS login but have not confirmed your email address yet. We have sent you a new code.',
    /** @param minutes - the emailed code's lifetime (EMAIL_CODE_LIFETIME_MINUTES) */
    validFor: (minutes: number) => `The code is valid for ${durationText(minutes)}.`,
    label: 'Enter the code',
    hint: 'The code is 6 numbers, for example 123456.',
    continue: 'Continue',
    notReceived: 'Not received an email?',
    notReceivedBody: 'It can take a few minutes to arrive. Check your spam or junk folder. You can ask for a new code.',
    sendAgain: 'Send a new code',
    resentTitle: 'Code sent',
    resent: 'We have sent you a new code. Only the newest code will work.',
    wrongEmail: 'Use a different email address',
  },
  createPassword: {
    title: t.createPassword,
    heading: 'Create a password',
    hint: 'Use at least 8 characters. A longer password, such as 3 random words, is harder to guess. Do not use your email address or a common password.',
    label: 'Password',
    confirmLabel: 'Confirm your password',
    showPassword: 'Show',
    hidePassword: 'Hide',
    continue: 'Continue',
  },
  enterMobile: {
    title: t.enterMobile,
    heading: 'Enter your mobile phone number',
    unregistered:
      'Your NHS login does not have a mobile phone number yet. Add one to finish setting up your NHS login.',
    body: 'We will text a security code to this number now, and each time you log in.',
    label: 'UK mobile phone number',
    hint: 'For example, 07700 900 982 or +44 7700 900 982',
    continue: 'Continue',
  },
  enterMobileCode: {
    title: t.enterMobileCode,
    heading: 'Check your phone',
    sentTo: 'We have texted a security code to',
    spokenNumber: (end: string) => `the mobile number ending ${end}`,
    /** @param minutes - the contract's SECURITY_CODE_LIFETIME_MINUTES */
    validFor: codeValidFor,
    label: 'Security code',
    hint: 'The code is 6 numbers, for example 123456.',
    continue: 'Create my NHS login',
    notReceived: 'Not received a text?',
    notReceivedBody: 'Texts can take a few minutes to arrive. You can ask for a new code, or change the number.',
    sendAgain: 'Send a new code',
    changeNumber: 'Change the mobile phone number',
    resentTitle: 'Code sent',
    resent: 'We have sent you a new security code. Only the newest code will work.',
  },
} as const;

/**
 * Registration form messages (summary and inline), by field. Our wording, in the style of spec
 * 000 §5; the email messages are those of enter-email (an address over 254 characters is not in
 * the correct format there and here). The mobile number's format and length messages are
 * recovery's (`changeMobile.messages`), one message per rule (issue 15; issue 54,
 * docs/decisions/0069-one-message-per-rule.md).
 */
export const registrationMessages = {
  emailRequired: 'Enter your email address',
  emailFormatSummary: 'Enter an email address in the correct format',
  emailFormatField: `Enter an email address in the correct format, like ${EXAMPLE_EMAIL}`,
  emailMinLength: `Enter an email address with at least ${MIN_EMAIL_LENGTH} characters`,
  emailTaken: 'An NHS login already uses this email address. Log in instead, or enter a different email address',
  termsRequired: 'You need to agree to the terms of use to create an NHS login',
  codeRequired: 'Enter the code',
  codeInvalid: 'The code must be 6 numbers',
  codeWrong: 'The code is not correct. Check it and try again',
  codeExpired: 'The code has expired. Ask for a new code',
  passwordRequired: 'Enter a password',
  passwordTooShort: 'Your password must be at least 8 characters',
  passwordTooLong: `Your password must be ${MAX_PASSWORD_LENGTH} characters or fewer`,
  passwordOnlySpaces: 'Your password must not be only spaces',
  passwordSameAsEmail: 'Your password must not be the same as your email address',
  passwordCommon: 'Your password is too easy to guess. Choose a different password',
  confirmRequired: 'Enter your password again',
  confirmMismatch: 'The passwords do not match',
  mobileRequired: 'Enter your mobile phone number',
} as const;
