import { describe, expect, it } from 'vitest';
import { hydrationBlocker } from './hydration.ts';

const chrome = 'Mozilla/5.0 Chrome/140';
const nhsApp = 'Mozilla/5.0 Chrome/140 nhsapp-android/3.1';

describe('hydrationBlocker (which server pages the browser may hydrate)', () => {
  it('hydrates a known route and the not-found page of an unknown path', () => {
    expect(hydrationBlocker('/enter-email', chrome)).toBeUndefined();
    expect(hydrationBlocker('/no-such-page', chrome)).toBeUndefined();
  });

  it('renders the consent page afresh in the NHS App, which hides its header and footer (spec 000 §1)', () => {
    expect(hydrationBlocker('/nhs-login-consent', nhsApp)).toBe('app-shell');
    expect(hydrationBlocker('/nhs-login-consent', chrome)).toBeUndefined();
    // Only the pages that hide the shell: the NHS App's other pages hydrate as they are.
    expect(hydrationBlocker('/enter-email', nhsApp)).toBeUndefined();
  });
});
