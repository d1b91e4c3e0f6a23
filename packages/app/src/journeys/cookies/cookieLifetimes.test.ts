import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { ANALYTICS_COOKIE, analyticsDays, CookieConsentStore, preferenceDays } from './CookieConsentStore.ts';

// Other lifetimes than today's (1 year, 12 months), so that a store that wrote its own days
// (the 365-day literals issue 28 item 11 replaced) would not pass by agreeing with them.
vi.mock('@nhsl/contract', async (original) => ({
  ...(await original<typeof import('@nhsl/contract')>()),
  COOKIE_PREFERENCE_LIFETIME_YEARS: 2,
  ANALYTICS_COOKIE_LIFETIME_MONTHS: 6,
}));

afterEach(() => vi.useRealTimers());

describe("cookie lifetimes come from the contract's constants (spec 000 §9; issue 28 item 11)", () => {
  // 1 June 2027: the next two years hold 29 February 2028.
  const june2027 = new Date(2027, 5, 1);

  it('counts calendar years and months from the day, in days', () => {
    expect(preferenceDays(june2027)).toBe(366 + 365);
    expect(analyticsDays(june2027)).toBe(183);
  });

  it('the store sets the preference and the analytics visitor cookie for those days', () => {
    vi.useFakeTimers({ now: june2027 });
    const jar = memoryCookieJar();
    const set = vi.spyOn(jar, 'set');
    new CookieConsentStore({ cookies: jar, loadAnalytics: () => undefined, randomId: () => 'visitor-1' }).save(true);
    expect(set).toHaveBeenCalledWith('cookiePreference', 'yes', 731);
    expect(set).toHaveBeenCalledWith(ANALYTICS_COOKIE, 'visitor-1', 183);
  });
});
