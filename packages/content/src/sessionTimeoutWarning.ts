import { currentLocale } from './locale.ts';

/**
 * The session timeout warning (issue 25 "Session timeout", WCAG 2.2.1). Our own words (the spec
 * is blank here); "log in" and "log out" as on every other page of the product.
 */

/** "2 minutes", "1 minute 5 seconds", "45 seconds": a countdown's time left. */
export function timeLeftText(seconds: number): string {
  if (currentLocale() === 'cy') return welshTimeLeft(seconds);
  const s = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  const m = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const sec = rest === 1 ? '1 second' : `${rest} seconds`;
  if (minutes === 0) return sec;
  return rest === 0 ? m : `${m} ${sec}`;
}

/** Welsh counts of the time left: "1 munud", "2 funud", "30 eiliad" (by `Intl.PluralRules('cy')`). */
const WELSH_UNITS: Record<'minute' | 'second', Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  minute: { two: 'funud', other: 'munud' },
  second: { other: 'eiliad' },
};

/** {@link timeLeftText} in Welsh (issue 46). */
function welshTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const rules = new Intl.PluralRules('cy');
  const count = (n: number, unit: 'minute' | 'second') =>
    `${n} ${WELSH_UNITS[unit][rules.select(n)] ?? WELSH_UNITS[unit].other}`;
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes === 0) return count(rest, 'second');
  return rest === 0 ? count(minutes, 'minute') : `${count(minutes, 'minute')} ${count(rest, 'second')}`;
}

export const sessionTimeoutWarning = {
  heading: 'You will be logged out soon',
  /** @param time - the time left ({@link timeLeftText}) */
  countdown: (time: string) => `For your security, we will log you out in ${time}.`,
  extendableBody: 'You can have more time. Anything you have typed on this page will be kept.',
  stay: 'Stay logged in',
  signOut: 'Log out',
  /** When the back end will not extend the session any further (its absolute limit). */
  limitBody:
    'You have been logged in for the longest time we allow, so we cannot give you more time. Finish what you are doing on this page now: what you have typed stays on the page.',
  continue: 'Continue on this page',
  extendFailed: 'Sorry, we could not give you more time. Try again, or finish what you are doing now.',
} as const;

/** session-timeout's paragraph when the user chose "Log out" in the warning (instead of the 60-minute one). */
export const signedOutBody =
  'You asked to log out, so we have ended your session. To protect your information, close this window if you are on a shared device.';
