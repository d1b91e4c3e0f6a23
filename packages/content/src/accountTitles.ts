/**
 * The account pages' titles on their own ("Your NHS login", issue 27): the route table (loaded
 * with the first page) needs only these; the pages' other texts (account.ts) load with the pages.
 */
export const accountTitles = {
  home: 'Your NHS login',
  confirmPassword: 'Enter your password to continue',
  changePassword: 'Change your password',
  changeEmail: 'Change your email address',
  checkEmail: 'Check your email',
  changeMobile: 'Change your mobile phone number',
  changeLandline: 'Change your landline phone number',
  addLandline: 'Add a landline phone number',
  checkNumberCode: 'Enter the security code',
  removeLandline: 'Are you sure you want to remove your landline phone number?',
  addPasskey: 'Set up a passkey',
  passkeyOffer: 'Set up a passkey',
  removePasskey: 'Are you sure you want to remove this passkey?',
  stopSharing: 'Stop sharing your NHS login with this service?',
  changedElsewhere: 'Your details were changed somewhere else',
  problem: 'Sorry, we could not save your change',
} as const;
