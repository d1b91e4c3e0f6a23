/**
 * The consent and terms-update pages' titles on their own: the route table (loaded with the first
 * page) needs only these, and a content object the first page uses is bundled whole into its
 * chunk, so the pages' other texts stay in the pages' own chunks. Keys mirror the content module
 * `consent.ts`, whose `title` fields are these strings (issue 9 "Performance").
 */
export const consentTitles = {
  consent: 'Do you agree to share your information?',
  consentConfirmation: 'You did not agree to share your information',
  termsUpdate: 'NHS login terms of use update',
} as const;
