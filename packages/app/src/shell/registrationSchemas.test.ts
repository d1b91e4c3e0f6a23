import { describe, expect, it } from 'vitest';
import {
  createPasswordSchema,
  enterMobileSchema,
  registerEmailSchema,
  registrationCodeSchema,
  termsOfUseSchema,
} from './registrationSchemas.ts';

/** The error codes a schema raises, by field, or {} when the input passes. */
function codes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('issue 15: registration form rules (empty, too long, wrong format, pasted with spaces)', () => {
  it.each([
    ['', { email: 'EMAIL_REQUIRED' }],
    ['a@b.c', { email: 'EMAIL_MIN_LENGTH' }],
    ['not-an-email', { email: 'EMAIL_FORMAT' }],
    // issue 54: one message per rule, as on enter-email: over 254 characters is not the correct format.
    [`${'a'.repeat(243)}@example.com`, { email: 'EMAIL_FORMAT' }],
    [' New Person@Example.com ', {}],
  ])('email %j → %o', (email, want) => expect(codes(registerEmailSchema.safeParse({ email }))).toEqual(want));

  it.each([
    [false, { agree: 'TERMS_REQUIRED' }],
    [true, {}],
  ])('terms agreed %s → %o', (agree, want) => expect(codes(termsOfUseSchema.safeParse({ agree }))).toEqual(want));

  it.each([
    ['', { code: 'CODE_REQUIRED' }],
    ['12345', { code: 'CODE_INVALID' }],
    ['1234567', { code: 'CODE_INVALID' }],
    ['12a456', { code: 'CODE_INVALID' }],
    [' 123 456 ', {}],
    ['１２３４５６', {}],
    ['123\u200b456\u202e', {}],
  ])('code %j → %o', (code, want) => expect(codes(registrationCodeSchema.safeParse({ code }))).toEqual(want));

  const schema = createPasswordSchema('new@example.com');
  it.each([
    ['', '', { password: 'PASSWORD_REQUIRED', confirm: 'CONFIRM_REQUIRED' }],
    ['short', 'short', { password: 'PASSWORD_TOO_SHORT' }],
    // issue 54: four astral characters are 8 UTF-16 units but 4 characters.
    ['😀🏥𝔘𝟙', '😀🏥𝔘𝟙', { password: 'PASSWORD_TOO_SHORT' }],
    ['x'.repeat(257), 'x'.repeat(257), { password: 'PASSWORD_TOO_LONG' }],
    ['New@Example.com', 'New@Example.com', { password: 'PASSWORD_SAME_AS_EMAIL' }],
    ['password123', 'password123', { password: 'PASSWORD_COMMON' }],
    ['correct horse battery', 'correct horse batter', { confirm: 'CONFIRM_MISMATCH' }],
    ['x'.repeat(256), 'x'.repeat(256), {}],
    ['  eight  ', '  eight  ', {}],
  ])('password %j, confirm %j → %o', (password, confirm, want) =>
    expect(codes(schema.safeParse({ password, confirm }))).toEqual(want),
  );

  it.each([
    ['', { mobile: 'MOBILE_REQUIRED' }],
    ['   ', { mobile: 'MOBILE_REQUIRED' }],
    ['0'.repeat(26), { mobile: 'MOBILE_TOO_LONG' }],
    ['020 7946 0000', { mobile: 'MOBILE_FORMAT' }],
    ['0770090012', { mobile: 'MOBILE_FORMAT' }],
    // issue 54: a long value of letters is the format problem, as in recovery and the account pages.
    ['x'.repeat(26), { mobile: 'MOBILE_FORMAT' }],
    [' 07700 900 123 ', {}],
    ['+44 (0) 7700-900-123', {}],
    ['０７７００ ９００ １２３', {}],
    ['＋４４ ７７００\u200b９００１２３', {}],
  ])('mobile %j → %o', (mobile, want) => expect(codes(enterMobileSchema.safeParse({ mobile }))).toEqual(want));
});
