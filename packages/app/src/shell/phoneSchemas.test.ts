import { describe, expect, it } from 'vitest';
import { changeMobile } from '@nhsl/content';
import { changeLandlineSchema, changeMobileSchema, phoneMessages } from './phoneSchemas.ts';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('changeMobileSchema (issue 15 "Bad input")', () => {
  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['0770090098200', 'TOO_LONG'],
    ['07700 900 982 07700 900 982', 'TOO_LONG'],
    ['01632 960 001', 'FORMAT'],
    ['07700 9OO 982', 'FORMAT'],
    ['07700 900 982', undefined],
    ['+44 7700 900 982', undefined],
    ['0044 7700 900982', undefined],
  ])('%j → %s', (mobile, code) => {
    expect(codeOf(changeMobileSchema.safeParse({ mobile }))).toBe(code);
  });
});

describe('changeLandlineSchema', () => {
  it.each([
    ['', 'REQUIRED'],
    ['016329600012', 'TOO_LONG'],
    ['07700 900 982', 'FORMAT'],
    ['01632 960 001', undefined],
    [' +44 (0)1632 960-001 ', undefined],
  ])('%j → %s', (landline, code) => {
    expect(codeOf(changeLandlineSchema.safeParse({ landline }))).toBe(code);
  });
});

describe('phoneMessages', () => {
  it('words every code the field rule and the back end raise', () => {
    const m = phoneMessages(changeMobile.messages);
    expect(Object.keys(m).sort()).toEqual(['FORMAT', 'REQUIRED', 'SAME_NUMBER', 'TOO_LONG']);
    expect(m.REQUIRED).toEqual({
      summary: 'Enter your new mobile phone number',
      inline: 'Enter your new mobile phone number',
    });
  });
});
