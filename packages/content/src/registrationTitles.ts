/**
 * The registration pages' titles on their own: the route table (loaded with the first page)
 * needs only these, so the pages' other texts (registration.ts) load with the pages. issue 15.
 */
export const registrationTitles = {
  createAccountSteps: 'Create your NHS login',
  createAccount: 'Enter your email address',
  termsOfUse: 'Agree to the terms of use',
  checkEmail: 'Check your email',
  createPassword: 'Create a password',
  enterMobile: 'Enter your mobile phone number',
  enterMobileCode: 'Check your phone',
} as const;
