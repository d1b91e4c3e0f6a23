/**
 * The second-factor and session-restart pages' titles on their own: the route table (loaded with
 * the first page) needs only these, and a content object the first page uses is bundled whole into
 * its chunk, so the pages' other texts stay in the pages' own chunks. Keys mirror the content
 * module `secondFactor.ts`, whose `title` fields are these strings (issue 9 "Performance").
 */
export const secondFactorTitles = {
  chooseAuthenticationMethod: 'How do you want to get your security code?',
  getCallLandline: 'Get a security code by calling your landline',
  enterLandlineCode: 'Enter the security code',
  callFailed: 'We could not call your landline',
  landlineCodeExpired: 'This security code has expired',
  sessionRestart: {
    checkAccountStatus: 'Checking your details',
    checkLogin: 'Checking your details',
  },
} as const;
