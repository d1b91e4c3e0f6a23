import { describe, expect, it } from 'vitest';
import { hydrationBlocker } from './hydration.ts';

const chrome = 'Mozilla/5.0 Chrome/140';

describe('hydrationBlocker (which server pages the browser may hydrate)', () => {
  it('hydrates a known route and the not-found page of an unknown path', () => {
    expect(hydrationBlocker('/enter-email', chrome)).toBeUndefined();
    expect(hydrationBlocker('/no-such-page', chrome)).toBeUndefined();
  });
});
