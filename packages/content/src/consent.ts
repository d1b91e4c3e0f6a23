import { consentTitles } from './consentTitles.ts';

/** Consent screens. spec 000 §2 "Consent screens". */

export const consent = {
  title: consentTitles.consent,
  heading: (clientName: string) => `Do you agree to share your information with ${clientName}?`,
  intro: (clientName: string) => `${clientName} is asking for the following information from your NHS login:`,
  whyBody: (clientName: string) =>
    `NHS login will share this information with ${clientName} so that it can give you access to its services.`,
  healthRecords:
    'This service is provided by the Department of Health and Social Care. Your information will be used to show you your health records.',
  termsLink: (clientName: string) => `Read the terms of use for ${clientName}`,
  agree: 'I agree',
  disagree: 'I do not agree to share this information',
  progress: {
    accountCreated: 'You have created an account',
    recordMatched: 'We have matched you to your record',
    gpChecked: 'We have checked your GP record',
  },
  progressLabel: 'Completed',
} as const;

export const consentConfirmation = {
  title: consentTitles.consentConfirmation,
  heading: 'You did not agree to share your information',
  body: (clientName: string) =>
    `If you do not share your information, you cannot use ${clientName} with your NHS login.`,
  legend: 'What do you want to do?',
  goBack: 'Go back and agree to share my information',
  goToClient: (clientName: string) => `Go to ${clientName} without sharing my information`,
  continue: 'Continue',
  messages: {
    required: 'You need to tell us what you want to do',
  },
} as const;

/** terms-update. spec 001 §2 "Session, error and blocked pages". */
export const termsUpdate = {
  title: consentTitles.termsUpdate,
  heading: 'NHS login terms of use update',
  intro: 'We have updated the NHS login terms of use. You need to agree to them to keep using NHS login.',
  readIntro: 'Please read:',
  termsLink: 'NHS login terms of use',
  privacyLink: 'NHS login privacy notice',
  cookiesLink: 'NHS login cookie policy',
  agree: 'Agree and continue',
  disagree: 'I do not agree',
} as const;
