import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './schemas.ts';

describe('issue 54 "Bad input": change-password counts the new password in characters', () => {
  const schema = changePasswordSchema('person@example.com');
  const passwordCode = (password: string) => {
    const r = schema.safeParse({ current: 'old one', password, confirm: password });
    return r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'password')?.message;
  };
  it('four astral characters (8 UTF-16 units) are too short', () =>
    expect(passwordCode('😀🏥𝔘𝟙')).toBe('PASSWORD_TOO_SHORT'));
  it('eight astral characters are long enough', () => expect(passwordCode('😀🏥𝔘𝟙😀🏥𝔘𝟙')).toBeUndefined());
});
