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
    // issue 54: invisible characters a person cannot see are removed, as in the postcode and NHS number.
    ['name\u200b@example.com', 'OK'],
    ['\u202ename@example.com', 'OK'],
    ['\ufeffname@exam\u00adple.com\u2060', 'OK'],
  ])('%j → %s', (email, code) => {
    expect(emailCode(email)).toBe(code);
  });
  it('is trimmed, lower-cased and stripped of spaces before sending', () => {
    expect(normaliseEmail('  Na Me@Example.COM ')).toBe('name@example.com');
    expect(normaliseEmail('na\u200bme@exa\u202emple.com')).toBe('name@example.com');
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
    // issue 28: digits from an input method or a phone keyboard, and invisible characters pasted in.
    ['１２３４５６', 'OK'],
    ['１２３\u3000４５６', 'OK'],
    ['123\u200b456', 'OK'],
    ['\u202e123456', 'OK'],
    ['\u200e123456\ufeff', 'OK'],
    ['１２３４５', 'CODE_INVALID'],
    ['\u200b', 'CODE_REQUIRED'],
    // issue 45: separators, as an NHS number's are removed.
    ['123-456', 'OK'],
    ['12-34-56', 'OK'],
    ['123\u2013456', 'OK'],
    ['123-45', 'CODE_INVALID'],
  ])('%j → %s', (c, expected) => expect(code(c)).toBe(expected));
  it('issue 28: the parsed code (what the server side of the form sends on) is the plain 6 digits', () => {
    expect(securityCodeSchema.parse({ code: '１２３ ４５\u200b６', rememberDevice: false }).code).toBe('123456');
    expect(securityCodeSchema.parse({ code: '123-456', rememberDevice: false }).code).toBe('123456');
  });
});
