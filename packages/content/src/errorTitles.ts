/**
 * The error and blocked pages' titles on their own: the route table (loaded with the first page)
 * needs only these, and a content object the first page uses is bundled whole into its chunk, so
 * the pages' other texts stay in the pages' own chunks. Keys mirror the content modules
 * `errorPages.ts` and `errors.ts`, whose `title` fields are these strings (issue 9 "Performance").
 */
export const errorTitles = {
  errorPages: {
    error: 'Something went wrong',
    notFound: 'We cannot find that page',
    noClientInfo: 'Something went wrong',
    signInFinished: 'You have finished logging in',
    sessionTimeout: 'We have logged you out',
    serviceBusy: 'We are very busy',
  },
  blockedPages: {
    accountDisabled: 'You cannot use your account',
    errorAccount: 'You cannot use your NHS login',
    loginDisabled: 'There is a problem',
    loginProblemNhsNumber: 'There is a problem with your NHS number',
    failedEligibility: 'You cannot use this NHS account',
    sessionInvalid: 'Something went wrong',
  },
} as const;
