/**
 * The recovery pages' titles on their own: the route table (loaded with the first page) needs
 * only these; the pages' other texts (recovery.ts) load with the pages. Issue 15 "Recovery".
 */
export const recoveryTitles = {
  changeMobile: 'Enter your new mobile phone number',
  changeLandline: 'Enter your new landline phone number',
  cannotChangeNumber: 'You cannot change your phone number online',
} as const;
