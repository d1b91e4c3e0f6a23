import { HELP_CENTRE_CONTACT_URL } from './errors.ts';
import { recoveryTitles } from './recoveryTitles.ts';

/**
 * Recovery: a user who has lost or changed the phone their security codes go to gives a new
 * number after the password and proves it with a code sent to it (issue 15 "Recovery"). spec
 * 000 §2 names the routes only; the texts are ours.
 */

/** A form message: the error summary's wording and the inline wording. */
interface Message {
  summary: string;
  inline: string;
}

/** The messages of a phone number field, by problem. */
export interface PhoneNumberMessages {
  required: Message;
  tooLong: Message;
  format: Message;
  sameNumber: Message;
}

/** recovery/change-mobile/enter-mobile. */
export const changeMobile = {
  title: recoveryTitles.changeMobile,
  heading: 'Enter your new mobile phone number',
  body: 'We will text a security code to your new number to check it is yours. Your number changes once you enter the code.',
  label: 'UK mobile phone number',
  hint: 'For example, 07700 900 982 or +44 7700 900 982',
  continue: 'Continue',
  messages: {
    required: { summary: 'Enter your new mobile phone number', inline: 'Enter your new mobile phone number' },
    tooLong: {
      summary: 'Your mobile phone number has too many digits',
      inline: 'Enter a mobile phone number with 11 digits, like 07700 900 982',
    },
    format: {
      summary: 'Enter a UK mobile phone number in the correct format',
      inline: 'Enter a UK mobile phone number, like 07700 900 982 or +44 7700 900 982',
    },
    sameNumber: {
      summary: 'This is the mobile phone number we already have',
      inline: 'Enter your new mobile phone number, not the one we already have',
    },
  } satisfies PhoneNumberMessages,
} as const;

/** recovery/change-landline/enter-landline. */
export const changeLandline = {
  title: recoveryTitles.changeLandline,
  heading: 'Enter your new landline phone number',
  body: 'We will call your new number and read out a security code to check it is yours. Your number changes once you enter the code.',
  label: 'UK landline phone number',
  hint: 'For example, 01632 960 001 or +44 1632 960 001',
  continue: 'Continue',
  messages: {
    required: { summary: 'Enter your new landline phone number', inline: 'Enter your new landline phone number' },
    tooLong: {
      summary: 'Your landline phone number has too many digits',
      inline: 'Enter a landline phone number with 10 or 11 digits, like 01632 960 001',
    },
    format: {
      summary: 'Enter a UK landline phone number in the correct format',
      inline: 'Enter a UK landline phone number, like 01632 960 001 or +44 1632 960 001',
    },
    sameNumber: {
      summary: 'This is the landline phone number we already have',
      inline: 'Enter your new landline phone number, not the one we already have',
    },
  } satisfies PhoneNumberMessages,
} as const;

/** recovery/cannot-change-number: a P5 or P9 account (docs/decisions/0022-changing-a-phone-number.md). */
export const cannotChangeNumber = {
  title: recoveryTitles.cannotChangeNumber,
  heading: 'You cannot change your phone number online',
  body: 'You have proved who you are with NHS login, so your login can show your health information. To keep it safe, we cannot change your phone number with only your password.',
  contactBefore: 'Contact the NHS login help centre. They will check who you are and then change your number.',
  contactLink: 'Contact the NHS login help centre',
  contactUrl: HELP_CENTRE_CONTACT_URL,
  otherWay: 'If you can still get a security code another way:',
  backToCode: 'Go back and get a security code',
} as const;
