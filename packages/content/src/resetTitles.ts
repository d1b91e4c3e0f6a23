/**
 * The password-reset pages' titles on their own: the route table (loaded with the first page)
 * needs only these, and a content object the first page uses is bundled whole into its chunk, so
 * the pages' other texts stay in the pages' own chunks. Keys mirror the content module `reset.ts`,
 * whose `title` fields are these strings (issue 9 "Performance").
 */
export const resetTitles = {
  login: 'Log in',
  forgottenPassword: 'Reset your password',
  resetCheckEmail: 'Check your email',
  resetPassword: 'Create a new password',
  resetOutcomes: {
    success: 'You have reset your password',
    linkNotWorking: 'This link does not work',
    linkExpired: 'This link has expired',
    linkUsed: 'You have already reset your password',
    attemptsExceeded: 'You cannot continue',
  },
} as const;
