import { proofingTitles } from './proofingTitles.ts';
import { durationText } from './common.ts';

/**
 * Identity proofing (P5 uplift), duplicate-account and account-replacement wording.
 * Texts quoted in spec 001 §2 and §5 are word for word; the rest is ours.
 */

/** Where the help centre's duplicate-account topic lives. spec 001 §2 "redirect-to-help-centre". */
export const HELP_CENTRE_DUPLICATE_ACCOUNT_URL = 'https://help.login.nhs.uk/duplicateaccount';
/** Help-centre page about a problem with an NHS number. spec 001 §2 "record-invalidated". */
export const HELP_CENTRE_NHS_NUMBER_URL = 'https://help.login.nhs.uk/nhsnumber';

/**
 * The longest first name and last name accepted (characters, after invisible characters are
 * removed and spaces collapsed): the NHS Data Dictionary's 35 for a person's given and family
 * name. docs/decisions/0011-cleaning-and-limiting-typed-input.md.
 */
export const MAX_NAME_LENGTH = 35;
/** The longest middle names accepted (characters): several given names, so more room. Issue 28. */
export const MAX_MIDDLE_NAMES_LENGTH = 100;

/**
 * Validation messages of the proofing forms. spec 001 §5;
 * docs/decisions/0011-cleaning-and-limiting-typed-input.md for the unquoted ones.
 */
export const proofingMessages = {
  knowRequired: 'Select yes, if you know your NHS number',
  nhsNumberRequired: 'Enter your NHS number',
  nhsNumberFormat: 'Your NHS number must be 10 digits',
  nhsNumberInvalid: 'Enter a valid NHS number',
  firstNameRequiredSummary: 'You need to enter your first name',
  firstNameRequiredInline: 'Enter your first name',
  lastNameRequiredSummary: 'You need to enter your last name',
  lastNameRequiredInline: 'Enter your last name',
  firstNameShortSummary: 'You must enter more than one character for your first name',
  firstNameShortInline: 'Incomplete first name',
  middleNameShortSummary: 'You must enter more than one character for your middle name',
  middleNameShortInline: 'Incomplete middle name',
  lastNameShortSummary: 'You must enter more than one character for your last name',
  lastNameShortInline: 'Incomplete last name',
  firstNameTooLong: `First name must be ${MAX_NAME_LENGTH} characters or fewer`,
  middleNamesTooLong: `Middle names must be ${MAX_MIDDLE_NAMES_LENGTH} characters or fewer`,
  lastNameTooLong: `Last name must be ${MAX_NAME_LENGTH} characters or fewer`,
  firstNameCharacters: 'First name must only include letters, spaces, hyphens and apostrophes',
  middleNamesCharacters: 'Middle names must only include letters, spaces, hyphens and apostrophes',
  lastNameCharacters: 'Last name must only include letters, spaces, hyphens and apostrophes',
  dobRequired: 'Enter your date of birth',
  dobMissingDay: 'Date of birth must include a day',
  dobMissingMonth: 'Date of birth must include a month',
  dobMissingYear: 'Date of birth must include a year',
  dobMissingDayMonth: 'Date of birth must include a day and month',
  dobMissingDayYear: 'Date of birth must include a day and year',
  dobMissingMonthYear: 'Date of birth must include a month and year',
  dobYearDigits: 'Year must include 4 numbers',
  dobInvalid: 'Date of birth must be a real date',
  dobFuture: 'Date of birth must be in the past',
  dobTooOld: 'Date of birth must be the same as or after 1 January 1900',
  postcodeRequired: 'You need to enter your postcode',
  postcodeInvalid: 'Check you have entered your postcode correctly',
  noMatchChoiceRequired: 'You need to select what you want to do next.',
  duplicateChoiceMigration: 'Select an option to continue',
  duplicateChoice: 'Select what you want to do',
  multipleEmailsChoice: 'Select what you want to do',
  replacementConfirm: 'Confirm that you want to continue with a new NHS account and delete your existing one',
} as const;

/** Proofing pages. spec 001 §2 "Proofing". */
export const proofing = {
  findNhsRecord: {
    title: proofingTitles.proofing.findNhsRecord,
    heading: 'Help us find your NHS record',
    accountCreated: 'You have created an account',
    accountCreatedTick: 'Completed',
    body: 'We need to match you to your NHS record. We will ask for your NHS number, or your name, and your date of birth and postcode.',
    gpConnectHeading: 'Next: prove who you are',
    gpConnectBody:
      'After we find your NHS record, we will ask you some questions about your GP surgery to confirm your identity.',
    continue: 'Continue',
  },
  knowNhsNumber: {
    title: proofingTitles.proofing.knowNhsNumber,
    legend: 'Do you know your NHS number?',
    hint: 'Your NHS number is a 10 digit number, like 485 777 3456. You can find it on any letter the NHS has sent you, on a prescription, or by logging in to a GP practice online service.',
    yes: 'Yes',
    no: 'No',
    nhsNumberLabel: 'NHS number',
    nhsNumberHint: 'This is a 10 digit number, like 485 777 3456',
    continue: 'Continue',
  },
  enterName: {
    title: proofingTitles.proofing.enterName,
    legend: 'What is your full name?',
    firstName: 'First name',
    middleNames: 'Middle names (optional)',
    lastName: 'Last name',
    continue: 'Continue',
  },
  enterDob: {
    title: proofingTitles.proofing.enterDob,
    legend: 'What is your date of birth?',
    hint: 'For example, 15 3 1984',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    continue: 'Continue',
  },
  enterPostcode: {
    title: proofingTitles.proofing.enterPostcode,
    label: 'What is your postcode?',
    hint: 'Your postcode must be in England, Wales or the Isle of Man and must match the one your GP surgery holds on record.',
    continue: 'Continue',
  },
  summary: {
    nhsNumber: 'NHS number',
    name: 'Full name',
    dob: 'Date of birth',
    postcode: 'Postcode',
    change: 'Change',
  },
  checkYourDetails: {
    title: proofingTitles.proofing.checkYourDetails,
    heading: 'Check your details',
    body: 'We will use these details to find your NHS record.',
    submit: 'Submit',
  },
  submit: {
    title: proofingTitles.proofing.submit,
    heading: 'Finding your NHS record',
    spinner: 'Please wait while we find your NHS record',
    /** Shown without JavaScript, until the button is pressed (issue 55 item 5). */
    body: 'We will use the details you gave us to find your NHS record.',
    continue: 'Find my NHS record',
  },
  confirmYourDetails: {
    title: proofingTitles.proofing.confirmYourDetails,
    heading: 'Confirm your details',
    body: 'We will keep these details so that we can confirm who you are in another way.',
    continue: 'Continue',
  },
  noMatch: {
    title: proofingTitles.proofing.noMatch,
    heading: 'We cannot find a match',
    body: 'We could not match the details you entered to an NHS record.',
    legend: 'What do you want to do next?',
    check: 'Check my details again',
    nhsNumber: 'Try again using my NHS number',
    fullName: 'Try again using my full name',
    anotherWay: 'Prove who I am another way',
    continue: 'Continue',
  },
  multipleMatches: {
    title: proofingTitles.proofing.multipleMatches,
    heading: 'We could not find a user with these details.',
    body: 'Check your details and try again.',
    link: 'Check your details',
  },
  nhsNumberNotVerified: {
    title: proofingTitles.proofing.nhsNumberNotVerified,
    heading: 'We could not verify your NHS number with your date of birth.',
    body: 'Check your NHS number and date of birth and try again.',
    link: 'Try again',
  },
  recordInvalidated: {
    title: proofingTitles.proofing.recordInvalidated,
    heading: 'There is a problem with your NHS number',
    body: 'You cannot continue because there is a problem with the NHS number on your record.',
    link: 'Get help with your NHS number',
    reference: 'CID2011',
  },
  errorGeneric: {
    title: proofingTitles.proofing.errorGeneric,
    heading: 'There was a technical problem.',
    body: 'You can try again later.',
  },
  registerAttempt: {
    title: proofingTitles.proofing.registerAttempt,
    heading: 'You have tried too many times',
  },
  reattemptLock: {
    title: proofingTitles.proofing.reattemptLock,
    heading: 'You have previously tried too many times',
  },
  /** The wait sentence of both lockout pages. */
  lockoutWait: (minutes: number) =>
    `You need to wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before you can try again.`,
  pdsLimit: {
    title: proofingTitles.proofing.pdsLimit,
    heading: 'We are really busy at the moment',
    body: 'Try again in a few minutes.',
  },
  alreadyCompleted: {
    title: proofingTitles.proofing.alreadyCompleted,
    heading: 'We have already matched you to your NHS record',
    body: 'You only need to match your NHS login to your NHS record once.',
    helpSummary: 'I want to match a different person to their NHS record',
    helpBody:
      'Log out of the website or app you are using, then set up a new NHS login for that person with their own email address.',
    continue: 'Continue',
  },
  unableToSave: {
    title: proofingTitles.proofing.unableToSave,
    heading: 'Sorry, we are unable to save the details you entered',
    body: 'You can still prove who you are using your GP surgery details.',
    continue: 'Continue',
  },
  over11: {
    title: proofingTitles.proofing.over11,
    heading: 'Sorry, to use NHS login you need to be over 11 years old',
    link: 'Check your date of birth',
  },
  notAvailable: {
    title: proofingTitles.proofing.notAvailable,
    heading: 'NHS login is not available in your area',
    postcode: (postcode: string) => `You entered the postcode ${postcode}.`,
    body: 'We do not have access to patient data in that area, so we cannot match you to an NHS record.',
    link: 'Enter a different postcode',
  },
} as const;

/** Duplicate-account and account-replacement pages. spec 001 §2 "Duplicate-account and replacement screens". */
export const duplicateAccount = {
  duplicate: {
    title: proofingTitles.duplicateAccount.duplicate,
    heading: 'You already have an NHS account',
    off: {
      body: 'Your NHS number is already linked to another NHS login account. You can only have one account.',
      helpLink: 'Visit the NHS login help centre',
      legend: 'What do you want to do?',
      getHelp: 'Get help finding the email address linked to this account',
      logIn: 'Log in with the email address linked to this account',
    },
    eligible: {
      oneEmail: 'Your NHS number is already linked to an NHS login account with this email address:',
      manyEmails: 'Your NHS number is already linked to NHS login accounts with these email addresses:',
      legend: 'What do you want to do?',
      /** "account" or "accounts", as many as the masked emails shown. */
      logIn: (many: boolean) => `Log in to your existing ${many ? 'accounts' : 'account'}`,
      /** "account" or "accounts", as many as the masked emails shown, like `logIn` (spec 001 §2 word for word; issue 28 item 9). */
      continueNew: (many: boolean) => `Continue with your new ${many ? 'accounts' : 'account'}`,
      continueNewHint: 'Only use this if you have lost access to the email address.',
    },
    notEligible: {
      body: 'Your NHS number is already linked to another NHS login account. You are not eligible to continue with a new account at this time.',
      contact: 'Contact us',
      urgent: 'If you need medical help, go to 111.nhs.uk or call 111.',
      emergency: 'In an emergency, call 999.',
    },
    activeAccount: {
      body: 'Your NHS number is already linked to an NHS login account with this email address:',
      recent: "As you've recently used this account, you cannot create a new one.",
      logIn: 'Log in to your existing account',
      helpLink: 'Visit the NHS login help centre',
    },
    continue: 'Continue',
  },
  emailFound: {
    title: proofingTitles.duplicateAccount.emailFound,
    heading: 'We found your email address',
    body: 'Your NHS login account uses this email address:',
    continue: 'Continue to log in',
    noAccess: 'I do not have access to this email address',
  },
  multipleEmails: {
    title: proofingTitles.duplicateAccount.multipleEmails,
    heading: 'We found more than one email address',
    legend: 'What do you want to do?',
    reminder: 'Get an email reminder sent to the email addresses linked to your details',
    helpCentre: 'Visit the NHS login help centre for further help',
    continue: 'Continue',
  },
  confirmReplacement: {
    title: proofingTitles.duplicateAccount.confirmReplacement,
    heading: 'Continue with a new NHS account',
    prove: 'You will need to prove who you are using photo ID and a face recording, or your GP surgery details.',
    wait: (sla: string) => `We then need to do some security checks. This can take up to ${sla}.`,
    warningTitle: 'Important',
    warningDeleted: 'Your existing account will be deleted after your ID checks are complete and you log in.',
    warningEmails: 'We will email your old email address before and after it is deleted.',
    warningTransfer: 'Your health records, letters and prescriptions will move to your new account.',
    warningLost: 'Your messages and saved settings will be lost.',
    checkbox: 'I understand that continuing with my new NHS account means my old account will be deleted',
    continue: 'Continue',
  },
  reminderSent: {
    title: proofingTitles.duplicateAccount.reminderSent,
    heading: 'We have sent you an email reminder',
    steps: [
      'Open the email from NHS login.',
      'Find the email address your account uses.',
      'Log in with that email address.',
    ],
    spam: 'If you cannot find the email, check your spam or junk folder.',
    logIn: 'Log in',
    again: 'Send another reminder',
  },
  anotherReminderSent: {
    title: proofingTitles.duplicateAccount.anotherReminderSent,
    heading: 'We have sent you another email reminder',
    body: 'Check your inbox and your spam or junk folder.',
    logIn: 'Log in',
  },
  cannotRequestAnother: {
    title: proofingTitles.duplicateAccount.cannotRequestAnother,
    heading: 'You cannot request another reminder',
    /** @param minutes - the reminder lock (REMINDER_LOCK_MINUTES) */
    body: (minutes: number) =>
      `You have asked for too many reminders. Wait ${durationText(minutes)} before you try again.`,
  },
  redirectToHelpCentre: {
    title: proofingTitles.duplicateAccount.redirectToHelpCentre,
    heading: 'Taking you to the NHS login help centre',
    spinner: 'Please wait while we take you to the help centre',
  },
} as const;
