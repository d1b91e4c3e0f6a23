/**
 * The passkey pages' titles on their own: the route table (loaded with the first page) needs only
 * these, and a content object the first page uses is bundled whole into its chunk, so the pages'
 * other texts stay in the pages' own chunks. Keys mirror the content module `passkey.ts`, whose
 * `title` fields are these strings (issue 9 "Performance").
 */
export const passkeyTitles = {
  passkey: {
    enterEmail: 'Log in with your passkey',
    enterEmailLoginFailed: 'We could not find a passkey for that email address',
    loginFailed: 'We could not log you in with your passkey',
    attemptsExceeded: 'You cannot continue',
    blocked: 'You cannot log in with a passkey',
  },
} as const;
