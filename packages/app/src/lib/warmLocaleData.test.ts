import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData } from './warmLocaleData.ts';

afterEach(() => vi.restoreAllMocks());

describe('warmLocaleData (ICU loaded in a task of its own before a page with radios)', () => {
  it('asks for the locale as react-aria will: supportedLocalesOf and Locale#maximize', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    warmLocaleData('en-GB');
    expect(supported).toHaveBeenCalledWith(['en-GB']);
    expect(maximize).toHaveBeenCalledTimes(1);
  });

  it('never throws on a locale the browser does not know', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    expect(() => warmLocaleData('not a locale!')).not.toThrow();
    expect(maximize).not.toHaveBeenCalled();
  });
});
