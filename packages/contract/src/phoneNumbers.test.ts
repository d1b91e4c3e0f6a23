import { describe, expect, it } from 'vitest';
import { checkUkLandline, checkUkMobile } from './phoneNumbers.ts';

describe('checkUkMobile', () => {
  it.each([
    ['07700900982', '+447700900982'],
    ['07700 900 982', '+447700900982'],
    [' 07700-900-982 ', '+447700900982'],
    ['+44 7700 900982', '+447700900982'],
    ['+44 (0)7700 900982', '+447700900982'],
    ['+4407700900982', '+447700900982'],
    ['0044 7700 900982', '+447700900982'],
    ['(07700) 900.982', '+447700900982'],
    ['07700\u00a0900982', '+447700900982'],
    // issue 28: full-width digits (an input method's) and invisible characters pasted in.
    ['０７７００ ９００９８２', '+447700900982'],
    ['＋４４７７００９００９８２', '+447700900982'],
    ['07700\u200b900982\u202e', '+447700900982'],
  ])('accepts %j as %s', (raw, e164) => {
    expect(checkUkMobile(raw)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['077009009821', 'tooLong'],
    ['+44 7700 900 982 1', 'tooLong'],
    ['0770090098212345678901234567', 'tooLong'],
    ['0770090098', 'format'],
    ['01632960001', 'format'],
    ['7700900982', 'format'],
    ['+33 6 12 34 56 78', 'format'],
    ['07700 9OO982', 'format'],
    ['phone', 'format'],
  ])('refuses %j (%s)', (raw, problem) => {
    expect(checkUkMobile(raw)).toEqual({ ok: false, problem });
  });
});

describe('checkUkLandline', () => {
  it.each([
    ['01632960001', '+441632960001'],
    ['01632 960 001', '+441632960001'],
    ['+44 1632 960001', '+441632960001'],
    ['0044 20 7946 0000', '+442079460000'],
    ['016977 3456', '+44169773456'],
    ['0300 123 4567', '+443001234567'],
  ])('accepts %j as %s', (raw, e164) => {
    expect(checkUkLandline(raw)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', 'required'],
    ['016329600012', 'tooLong'],
    ['07700900982', 'format'],
    ['0163296', 'format'],
    ['0800 123 4567', 'format'],
    ['landline', 'format'],
  ])('refuses %j (%s)', (raw, problem) => {
    expect(checkUkLandline(raw)).toEqual({ ok: false, problem });
  });
});
