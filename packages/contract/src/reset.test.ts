import { describe, expect, it } from 'vitest';
import { MIN_NEW_PASSWORD_LENGTH, newPasswordProblem, passwordCharacterCount } from './reset.ts';

describe('issue 54 "Bad input": the new password rule counts characters, not UTF-16 units', () => {
  it.each([
    ['😀🏥𝔘𝟙', 4],
    ['eight ch', 8],
    ['😀'.repeat(MIN_NEW_PASSWORD_LENGTH), 8],
    ['', 0],
  ])('%j has %i characters', (password, count) => expect(passwordCharacterCount(password)).toBe(count));

  it.each([
    ['😀🏥𝔘𝟙', 'TOO_SHORT'],
    ['😀🏥𝔘𝟙abc', 'TOO_SHORT'],
    ['😀🏥𝔘𝟙abcd', undefined],
    ['😀'.repeat(MIN_NEW_PASSWORD_LENGTH), undefined],
    ['short12', 'TOO_SHORT'],
    ['eight ch', undefined],
  ])('%j → %s', (password, problem) => expect(newPasswordProblem(password)).toBe(problem));
});
