/**
 * The sign-in pages' titles on their own: the route table (loaded with the first page) needs only
 * these, and a content object the first page uses is bundled whole into its chunk, so the pages'
 * other texts stay in the pages' own chunks. Keys mirror the content module `signIn.ts`, whose
 * `title` fields are these strings (issue 9 "Performance").
 */
export const signInTitles = {
  enterEmail: 'Enter your email address',
  logInPassword: 'Enter your password',
  enterMobileCode: 'Enter the security code',
  authcode: 'Logging you in',
  signInProblems: {
    mobileCodeExpired: 'This security code has expired',
    otpAttemptsExceeded: 'You cannot continue',
    otpRequestsExceeded: 'You cannot continue',
    passwordAttemptsExceeded: 'You cannot continue',
    notRegistered: 'We cannot log you in',
    restoreMessage: 'Something went wrong',
  },
} as const;
