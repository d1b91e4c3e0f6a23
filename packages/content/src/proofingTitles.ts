/**
 * The proofing and duplicate-account pages' titles on their own: the route table (loaded with the
 * first page) needs only these, and a content object the first page uses is bundled whole into its
 * chunk, so the pages' other texts stay in the pages' own chunks. Keys mirror the content module
 * `proofing.ts`, whose `title` fields are these strings (issue 9 "Performance").
 */
export const proofingTitles = {
  proofing: {
    findNhsRecord: 'Help us find your NHS record',
    knowNhsNumber: 'Do you know your NHS number?',
    enterName: 'What is your full name?',
    enterDob: 'What is your date of birth?',
    enterPostcode: 'What is your postcode?',
    checkYourDetails: 'Check your details',
    submit: 'Finding your NHS record',
    confirmYourDetails: 'Confirm your details',
    noMatch: 'We cannot find a match',
    multipleMatches: 'We could not find a user with these details',
    nhsNumberNotVerified: 'We could not verify your NHS number',
    recordInvalidated: 'There is a problem with your NHS number',
    errorGeneric: 'There was a technical problem',
    registerAttempt: 'You have tried too many times',
    reattemptLock: 'You have previously tried too many times',
    pdsLimit: 'We are really busy at the moment',
    alreadyCompleted: 'We have already matched you to your NHS record',
    unableToSave: 'Sorry, we are unable to save the details you entered',
    over11: 'Sorry, to use NHS login you need to be over 11 years old',
    notAvailable: 'NHS login is not available in your area',
  },
  duplicateAccount: {
    duplicate: 'You already have an NHS account',
    emailFound: 'We found your email address',
    multipleEmails: 'We found more than one email address',
    confirmReplacement: 'Continue with a new NHS account',
    reminderSent: 'We have sent you an email reminder',
    anotherReminderSent: 'We have sent you another email reminder',
    cannotRequestAnother: 'You cannot request another reminder',
    redirectToHelpCentre: 'Taking you to the NHS login help centre',
  },
} as const;
