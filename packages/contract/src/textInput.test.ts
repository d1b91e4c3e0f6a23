import { describe, expect, it } from 'vitest';
import { normaliseEmailInput, normaliseNumericInput, stripInvisible } from './textInput.ts';

describe('typed text cleaned before it is checked (issue 28 "Bad input")', () => {
  it.each([
    ['full-width digits an input method gives', '１２３４５６', '123456'],
    ['an ideographic space between groups', '１２３\u3000４５６', '123456'],
    ['a zero-width space inside a pasted code', '123\u200b456', '123456'],
    ['a right-to-left override before the code', '\u202e123456', '123456'],
    ['direction marks and a byte-order mark around it', '\u200e123456\ufeff', '123456'],
    ['spaces, tabs and a no-break space', ' 12 34\t5\u00a06 ', '123456'],
    ['an NHS number in groups', '485 777 3456', '4857773456'],
  ])('%s: %j → %j', (_case, raw, clean) => {
    expect(normaliseNumericInput(raw)).toBe(clean);
  });

  it('keeps what is not a digit, so the rule that follows can refuse it', () => {
    expect(normaliseNumericInput('12a456')).toBe('12a456');
    expect(normaliseNumericInput('١٢٣٤٥٦')).toBe('١٢٣٤٥٦');
  });

  it('stripInvisible drops only invisible format characters: letters, marks and spaces stay', () => {
    expect(stripInvisible('Al\u200bice')).toBe('Alice');
    expect(stripInvisible('\u202eSmith')).toBe('Smith');
    expect(stripInvisible("Zoë O'Brien-Jones")).toBe("Zoë O'Brien-Jones");
    expect(stripInvisible('Adé\u0301')).toBe('Adé\u0301');
  });
});

describe('issue 54 "Bad input": an email address loses the invisible characters a person cannot see', () => {
  it.each([
    ['name\u200b@example.com', 'name@example.com'],
    ['\u202ename@example.com', 'name@example.com'],
    [' Na Me@Example.COM\u200d ', 'name@example.com'],
  ])('%j → %s', (raw, want) => expect(normaliseEmailInput(raw)).toBe(want));
});
