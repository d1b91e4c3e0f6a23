import { describe, expect, it } from 'vitest';
import { enterEmailSchema, normaliseEmail, securityCodeSchema } from './formSchemas.ts';

const emailCode = (email: string) => {
  const r = enterEmailSchema.safeParse({ email });
  return r.success ? 'OK' : r.error.issues[0]!.message;
};

describe('spec 000 §5 Email', () => {
  it.each([
    ['', 'EMAIL_REQUIRED'],
    ['   ', 'EMAIL_REQUIRED'],
    ['a@b.c', 'EMAIL_MIN_LENGTH'],
    ['not-an-email', 'EMAIL_FORMAT'],
    ['name@example', 'EMAIL_FORMAT'],
    ['name@@example.com', 'EMAIL_FORMAT'],
    ['name@example.com', 'OK'],
    [' Name@Example.COM ', 'OK'],
    ['na me@example.com', 'OK'],
  ])('%j → %s', (email, code) => {
    expect(emailCode(email)).toBe(code);
  });
  it('is trimmed, lower-cased and stripped of spaces before sending', () => {
    expect(normaliseEmail('  Na Me@Example.COM ')).toBe('name@example.com');
  });
});

describe('security code (DECISIONS.md: 6 digits, spaces removed)', () => {
  const code = (c: string) => {
    const r = securityCodeSchema.safeParse({ code: c, rememberDevice: false });
    return r.success ? 'OK' : r.error.issues[0]!.message;
  };
  it.each([
    ['', 'CODE_REQUIRED'],
    ['12345', 'CODE_INVALID'],
    ['1234567', 'CODE_INVALID'],
    ['12a456', 'CODE_INVALID'],
    ['123456', 'OK'],
    ['123 456', 'OK'],
  ])('%j → %s', (c, expected) => expect(code(c)).toBe(expected));
});
