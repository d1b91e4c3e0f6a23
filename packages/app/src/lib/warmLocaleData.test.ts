import { describe, expect, it } from 'vitest';
import { warmLocaleData } from './warmLocaleData.ts';

describe('warmLocaleData (ICU loaded in a task of its own before a page with radios)', () => {
  it('asks for the locale as react-aria will, and never throws on one the browser does not know', () => {
    expect(() => warmLocaleData('en-GB')).not.toThrow();
    expect(() => warmLocaleData('not a locale!')).not.toThrow();
    expect(() => warmLocaleData()).not.toThrow();
  });
});
