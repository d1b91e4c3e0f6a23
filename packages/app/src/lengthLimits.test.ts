// issue 44 "Size": every field has a length limit. Each form's schema (the same one the server's
// action runs on a post without script) answers a value over its limit, and 10,000 characters of
// digits or of letters, with an error code its page words, never a crash or a message about
// something else (10,000 letters are not "too many digits"). Issue 45 "Bad input" 6 and 7 too.
import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH, MAX_MIDDLE_NAMES_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@nhsl/content';
import {
  enterEmailSchema,
  passwordSchema,
  securityCodeSchema,
  signInMessages,
  type FormMessage,
} from './shell/formSchemas.ts';
import { changeLandlineSchema, changeMobileSchema, phoneMessages } from './shell/phoneSchemas.ts';
import {
  createPasswordSchema,
  enterMobileSchema,
  registerEmailSchema,
  registrationCodeSchema,
  registrationFormMessages,
} from './shell/registrationSchemas.ts';
import { changeLandline, changeMobile } from '@nhsl/content';
import {
  forgottenPasswordSchema,
  loginSchema,
  newPasswordSchema,
  resetMessages,
} from './journeys/reset-password/schemas.ts';
import { passkeyEmailSchema, passkeyMessages } from './journeys/passkey/schemas.ts';
import { accountFormMessages, changePasswordSchema, confirmPasswordSchema } from './journeys/account/schemas.ts';
import {
  MAX_POSTCODE_LENGTH,
  dobSchema,
  knowNhsNumberSchema,
  nameSchema,
  postcodeSchema,
  proofingFormMessages,
} from './journeys/proofing/schemas.ts';

interface Schema {
  safeParse(input: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** The first error code on `field`, or 'OK'. */
function codeOf(schema: Schema, input: Record<string, unknown>, field: string): string {
  const r = schema.safeParse(input);
  if (r.success) return 'OK';
  return r.error!.issues.find((i) => i.path[0] === field || i.path.length === 0)?.message ?? 'OK';
}

const HUGE = 10_000;
const digits = '7'.repeat(HUGE);
const letters = 'x'.repeat(HUGE);
const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const recoveryMobile = phoneMessages(changeMobile.messages);
const recoveryLandline = phoneMessages(changeLandline.messages);
const today = () => new Date(2025, 0, 1);

/** [form, schema, input, field, expected code, the page's messages] */
const cases: [string, Schema, Record<string, unknown>, string, string, Record<string, FormMessage>][] = [
  // Email: at most 254 characters (RFC 5321); a longer one is not an address (the spec's format message).
  ['enter-email, 254', enterEmailSchema, { email: longEmail(MAX_EMAIL_LENGTH) }, 'email', 'OK', signInMessages],
  [
    'enter-email, 255',
    enterEmailSchema,
    { email: longEmail(MAX_EMAIL_LENGTH + 1) },
    'email',
    'EMAIL_FORMAT',
    signInMessages,
  ],
  ['enter-email, 10,000', enterEmailSchema, { email: longEmail(HUGE) }, 'email', 'EMAIL_FORMAT', signInMessages],
  ['login, email', loginSchema, { email: longEmail(HUGE), password: 'x' }, 'email', 'EMAIL_FORMAT', signInMessages],
  [
    'forgotten-password',
    forgottenPasswordSchema,
    { email: longEmail(MAX_EMAIL_LENGTH + 1) },
    'email',
    'RESET_EMAIL_FORMAT',
    resetMessages,
  ],
  [
    'forgotten-password, 10,000',
    forgottenPasswordSchema,
    { email: longEmail(HUGE) },
    'email',
    'RESET_EMAIL_FORMAT',
    resetMessages,
  ],
  ['passkey-enter-email', passkeyEmailSchema, { email: longEmail(HUGE) }, 'email', 'EMAIL_FORMAT', passkeyMessages],
  [
    'register email',
    registerEmailSchema,
    { email: longEmail(MAX_EMAIL_LENGTH + 1) },
    'email',
    // issue 54: one message per rule, enter-email's: a longer address is not in the correct format.
    'EMAIL_FORMAT',
    registrationFormMessages,
  ],
  // Passwords: at most 256 (shared spec DECISIONS "new password rules"), checked ones as new ones.
  [
    'log-in-password, 256',
    passwordSchema,
    { password: 'p'.repeat(MAX_PASSWORD_LENGTH) },
    'password',
    'OK',
    signInMessages,
  ],
  [
    'log-in-password, 257',
    passwordSchema,
    { password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1) },
    'password',
    'PASSWORD_TOO_LONG',
    signInMessages,
  ],
  [
    'login, password',
    loginSchema,
    { email: 'a@example.com', password: letters },
    'password',
    'PASSWORD_TOO_LONG',
    signInMessages,
  ],
  [
    'confirm-password',
    confirmPasswordSchema,
    { password: letters },
    'password',
    'PASSWORD_CHECK_TOO_LONG',
    accountFormMessages,
  ],
  [
    'change-password, current',
    changePasswordSchema('a@example.com'),
    { current: letters, password: 'a long new one', confirm: 'a long new one' },
    'current',
    'CURRENT_TOO_LONG',
    accountFormMessages,
  ],
  [
    'change-password, new',
    changePasswordSchema('a@example.com'),
    { current: 'x', password: letters, confirm: letters },
    'password',
    'PASSWORD_TOO_LONG',
    accountFormMessages,
  ],
  [
    'create-password',
    createPasswordSchema('a@example.com'),
    { password: letters, confirm: letters },
    'password',
    'PASSWORD_TOO_LONG',
    registrationFormMessages,
  ],
  [
    'reset password',
    newPasswordSchema('a@example.com'),
    { password: letters },
    'password',
    'NEW_PASSWORD_TOO_LONG',
    resetMessages,
  ],
  // A password of only spaces (issue 45 "Bad input" 7).
  [
    'create-password, 8 spaces',
    createPasswordSchema('a@example.com'),
    { password: ' '.repeat(8), confirm: ' '.repeat(8) },
    'password',
    'PASSWORD_ONLY_SPACES',
    registrationFormMessages,
  ],
  [
    'change-password, tabs and spaces',
    changePasswordSchema('a@example.com'),
    { current: 'x', password: ' \t '.repeat(4), confirm: ' \t '.repeat(4) },
    'password',
    'PASSWORD_ONLY_SPACES',
    accountFormMessages,
  ],
  [
    'reset password, 300 spaces',
    newPasswordSchema('a@example.com'),
    { password: ' '.repeat(300) },
    'password',
    'NEW_PASSWORD_ONLY_SPACES',
    resetMessages,
  ],
  // Phone numbers: at most 25 characters; letters are the format problem however many.
  ['recovery mobile, digits', changeMobileSchema, { mobile: digits }, 'mobile', 'TOO_LONG', recoveryMobile],
  ['recovery mobile, letters', changeMobileSchema, { mobile: letters }, 'mobile', 'FORMAT', recoveryMobile],
  [
    'recovery mobile, markup',
    changeMobileSchema,
    { mobile: '<b>'.repeat(HUGE / 3) },
    'mobile',
    'FORMAT',
    recoveryMobile,
  ],
  ['recovery landline, letters', changeLandlineSchema, { landline: letters }, 'landline', 'FORMAT', recoveryLandline],
  ['recovery landline, digits', changeLandlineSchema, { landline: digits }, 'landline', 'TOO_LONG', recoveryLandline],
  [
    'register mobile, letters',
    enterMobileSchema,
    { mobile: letters },
    'mobile',
    // issue 54: as in recovery, letters are the format problem, however many.
    'MOBILE_FORMAT',
    registrationFormMessages,
  ],
  [
    'register mobile, digits',
    enterMobileSchema,
    { mobile: digits },
    'mobile',
    'MOBILE_TOO_LONG',
    registrationFormMessages,
  ],
  // Codes and NHS numbers: bounded by their format.
  [
    'security code',
    securityCodeSchema,
    { code: digits, rememberDevice: false },
    'code',
    'CODE_INVALID',
    signInMessages,
  ],
  [
    'registration code, letters',
    registrationCodeSchema,
    { code: letters },
    'code',
    'CODE_INVALID',
    registrationFormMessages,
  ],
  [
    'NHS number, digits',
    knowNhsNumberSchema,
    { know: 'yes', nhsNumber: digits },
    'nhsNumber',
    'NHS_NUMBER_FORMAT',
    proofingFormMessages,
  ],
  [
    'NHS number, letters',
    knowNhsNumberSchema,
    { know: 'yes', nhsNumber: letters },
    'nhsNumber',
    'NHS_NUMBER_FORMAT',
    proofingFormMessages,
  ],
  // Names: 35 each, middle names 100 (issue 28).
  [
    'first name, 35',
    nameSchema,
    { firstName: 'A'.repeat(MAX_NAME_LENGTH), middleNames: '', lastName: 'Bo' },
    'firstName',
    'OK',
    proofingFormMessages,
  ],
  [
    'first name, 10,000',
    nameSchema,
    { firstName: letters, middleNames: '', lastName: 'Bo' },
    'firstName',
    'FIRST_NAME_TOO_LONG',
    proofingFormMessages,
  ],
  [
    'middle names, 10,000',
    nameSchema,
    { firstName: 'Al', middleNames: letters, lastName: 'Bo' },
    'middleNames',
    'MIDDLE_NAME_TOO_LONG',
    proofingFormMessages,
  ],
  [
    'middle names, 101',
    nameSchema,
    { firstName: 'Al', middleNames: 'm'.repeat(MAX_MIDDLE_NAMES_LENGTH + 1), lastName: 'Bo' },
    'middleNames',
    'MIDDLE_NAME_TOO_LONG',
    proofingFormMessages,
  ],
  [
    'last name, 10,000',
    nameSchema,
    { firstName: 'Al', middleNames: '', lastName: letters },
    'lastName',
    'LAST_NAME_TOO_LONG',
    proofingFormMessages,
  ],
  // Postcode: 8 once normalised; dates: four-digit years.
  ['postcode, 8', postcodeSchema, { postcode: 'sw1a1aa' }, 'postcode', 'OK', proofingFormMessages],
  ['postcode, 9', postcodeSchema, { postcode: 'SW1AA 1AA' }, 'postcode', 'POSTCODE_INVALID', proofingFormMessages],
  ['postcode, 10,000', postcodeSchema, { postcode: letters }, 'postcode', 'POSTCODE_INVALID', proofingFormMessages],
  [
    'date of birth, year',
    dobSchema(today),
    { dob: { day: '1', month: '1', year: digits } },
    'dob-year',
    'DOB_YEAR_DIGITS',
    proofingFormMessages,
  ],
  [
    'date of birth, day',
    dobSchema(today),
    { dob: { day: letters, month: '1', year: '1980' } },
    'dob-day',
    'DOB_INVALID_DAY',
    proofingFormMessages,
  ],
];

describe('issue 44 "Size": every field has a length limit, and a long value gets its own message', () => {
  it.each(cases)('%s', (_name, schema, input, field, expected, messages) => {
    const code = codeOf(schema, input, field);
    expect(code).toBe(expected);
    if (code !== 'OK') expect(messages[code], `${code} has wording`).toBeDefined();
  });

  it('says each limit in its message, in the GOV.UK style ("… must be N characters or fewer")', () => {
    expect(signInMessages.PASSWORD_TOO_LONG!.summary).toBe('Your password must be 256 characters or fewer');
    expect(accountFormMessages.CURRENT_TOO_LONG!.summary).toBe('Your current password must be 256 characters or fewer');
    expect(proofingFormMessages.FIRST_NAME_TOO_LONG!.summary).toBe('First name must be 35 characters or fewer');
    expect(registrationFormMessages.PASSWORD_ONLY_SPACES!.summary).toBe('Your password must not be only spaces');
    expect(MAX_POSTCODE_LENGTH).toBe('SW1A 1AA'.length);
  });
});
