import { describe, expect, it } from 'vitest';
import { forgottenPasswordSchema, loginSchema, newPasswordSchema, resetMessages } from './schemas.ts';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error!.issues[0]!.message;

describe('spec 000 §5 / spec 001 §5 forgotten-password email', () => {
  it.each([
    ['', 'RESET_EMAIL_REQUIRED', 'Enter your email address'],
    ['   ', 'RESET_EMAIL_REQUIRED', 'Enter your email address'],
    ['a@b.c', 'RESET_EMAIL_MIN_LENGTH', 'Enter an email address with at least 6 characters'],
    ['not-an-email', 'RESET_EMAIL_FORMAT', 'Enter an email address in the correct format, like name@example.com'],
    [' Someone@Example.com ', undefined, undefined],
  ])('%j → %s', (email, code, inline) => {
    expect(codeOf(forgottenPasswordSchema.safeParse({ email }))).toBe(code);
    if (code) expect(resetMessages[code]!.inline).toBe(inline);
  });
  it('the format summary drops the example', () =>
    expect(resetMessages.RESET_EMAIL_FORMAT!.summary).toBe('Enter an email address in the correct format'));
});

describe('DECISIONS.md new password rules', () => {
  const schema = newPasswordSchema('person@example.com');
  it.each([
    ['', 'NEW_PASSWORD_REQUIRED'],
    ['short12', 'NEW_PASSWORD_TOO_SHORT'],
    // issue 54: four astral characters are 8 UTF-16 units but 4 characters.
    ['😀🏥𝔘𝟙', 'NEW_PASSWORD_TOO_SHORT'],
    ['x'.repeat(257), 'NEW_PASSWORD_TOO_LONG'],
    ['Person@Example.com', 'NEW_PASSWORD_SAME_AS_EMAIL'],
    ['Password123', 'NEW_PASSWORD_COMMON'],
    ['qwertyuiop', 'NEW_PASSWORD_COMMON'],
    ['eight ch', undefined],
    ['x'.repeat(256), undefined],
    ['correct horse battery staple', undefined],
  ])('%j → %s', (password, code) => expect(codeOf(schema.safeParse({ password }))).toBe(code));
  it('every code has wording', () => {
    for (const c of ['REQUIRED', 'TOO_SHORT', 'TOO_LONG', 'SAME_AS_EMAIL', 'COMMON']) {
      expect(resetMessages[`NEW_PASSWORD_${c}`]?.summary).toBeTruthy();
    }
  });
});

describe('spec 000 §5 login form', () => {
  it.each([
    [{ email: '', password: 'x' }, 'EMAIL_REQUIRED'],
    [{ email: 'someone@example.com', password: '' }, 'PASSWORD_REQUIRED'],
    [{ email: 'someone@example.com', password: 'x' }, undefined],
  ])('%o → %s', (form, code) => expect(codeOf(loginSchema.safeParse(form))).toBe(code));
});
