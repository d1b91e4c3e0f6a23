import { makeAutoObservable } from 'mobx';
import { ALL_NECESSARY_COOKIES } from '@nhsl/content';
import { addMonths, addYears, differenceInCalendarDays } from 'date-fns';
import {
  ANALYTICS_COOKIE_LIFETIME_MONTHS,
  COOKIE_PREFERENCE_COOKIE,
  COOKIE_PREFERENCE_LIFETIME_YEARS,
  SESSION_INFO_COOKIE,
} from '@nhsl/contract';
import type { CookieJar } from '../../lib/cookieJar.ts';

/** The analytics visitor cookie (12 months, only with optional cookies accepted). spec 000 §4. */
export const ANALYTICS_COOKIE = 'nhsl_analytics_visitor';
/**
 * Cookie preference lifetime in days from `now`: the contract's COOKIE_PREFERENCE_LIFETIME_YEARS
 * (calendar years, so a leap year counts). spec 000 §9; issue 28 item 11.
 */
export const preferenceDays = (now = new Date()) =>
  differenceInCalendarDays(addYears(now, COOKIE_PREFERENCE_LIFETIME_YEARS), now);
/**
 * Analytics visitor cookie lifetime in days from `now`: the contract's
 * ANALYTICS_COOKIE_LIFETIME_MONTHS (calendar months). spec 000 §9; issue 28 item 11.
 */
export const analyticsDays = (now = new Date()) =>
  differenceInCalendarDays(addMonths(now, ANALYTICS_COOKIE_LIFETIME_MONTHS), now);

/** What the cookie store needs. */
export interface CookieConsentDeps {
  cookies: CookieJar;
  /** Loads the analytics script (a no-op when no address is configured). */
  loadAnalytics: () => void;
  /** Random id for the analytics visitor cookie. */
  randomId?: () => string;
  /**
   * Told the choice at start-up and on every save, so analytics error events are raised only
   * while analytics cookies are accepted (issue 16; `setAnalyticsConsent`).
   */
  onConsent?: (accepted: boolean) => void;
}

/**
 * Optional-cookie consent. Saving a choice stores the preference for a year; refusing deletes
 * every cookie but the four necessary ones; accepting sets the analytics visitor cookie for 12
 * months and only then loads the analytics script. spec 000 §4 "Cookies".
 */
export class CookieConsentStore {
  /** 'yes', 'no', or undefined before a choice. */
  preference: 'yes' | 'no' | undefined;
  /** The choice made from the banner on this page (shows the banner's confirmation). */
  bannerChoice: 'yes' | 'no' | undefined = undefined;
  /** The banner's confirmation was dismissed. */
  bannerHidden = false;

  constructor(private readonly deps: CookieConsentDeps) {
    const v = deps.cookies.get(COOKIE_PREFERENCE_COOKIE);
    this.preference = v === 'yes' || v === 'no' ? v : undefined;
    makeAutoObservable<CookieConsentStore, 'deps' | 'deleteOptionalCookies'>(this, {
      deps: false,
      deleteOptionalCookies: false,
    });
  }

  /** Whether optional (analytics) cookies are accepted. */
  get accepted(): boolean {
    return this.preference === 'yes';
  }

  /** Whether the banner shows: no choice yet, or its confirmation not yet dismissed. */
  get showBanner(): boolean {
    return this.preference === undefined || (this.bannerChoice !== undefined && !this.bannerHidden);
  }

  /**
   * At start-up: loads analytics if the user accepted before; if the user refused before,
   * deletes any cookie other than the four necessary ones that has appeared since (for example
   * one left by an older version of the site). Before any choice nothing is loaded or deleted.
   * spec 000 §1, §4 "Cookies".
   */
  start(): void {
    this.deps.onConsent?.(this.accepted);
    if (this.accepted) this.deps.loadAnalytics();
    else if (this.preference === 'no') this.deleteOptionalCookies();
  }

  /**
   * Deletes every cookie that is not strictly necessary: the four spec 000 §4 names, the session
   * cookie script reads (SESSION_INFO_COOKIE, issue 24), the sealed journey cookie and the other
   * cookies the cookie policy lists (ALL_NECESSARY_COOKIES; issue 45 item 2). In the browser the
   * jar sees the cookies script can read; on the app's server, this service's optional cookies
   * the request carries, so a refusal posted without script deletes the analytics cookie too. spec 000 §4 "Cookies".
   */
  private deleteOptionalCookies(): void {
    const keep = new Set<string>([...ALL_NECESSARY_COOKIES, SESSION_INFO_COOKIE]);
    for (const name of this.deps.cookies.names()) if (!keep.has(name)) this.deps.cookies.delete(name);
  }

  /**
   * Saves the choice. spec 000 §4 "Cookies".
   * @param accepted - optional cookies accepted
   */
  save(accepted: boolean): void {
    this.preference = accepted ? 'yes' : 'no';
    this.deps.cookies.set(COOKIE_PREFERENCE_COOKIE, this.preference, preferenceDays());
    this.deps.onConsent?.(accepted);
    if (accepted) {
      if (!this.deps.cookies.get(ANALYTICS_COOKIE)) {
        const id = this.deps.randomId?.() ?? crypto.randomUUID();
        this.deps.cookies.set(ANALYTICS_COOKIE, id, analyticsDays());
      }
      this.deps.loadAnalytics();
    } else {
      this.deleteOptionalCookies();
    }
  }

  /** A choice made from the banner: saved, and the banner shows its confirmation. */
  chooseFromBanner(accepted: boolean): void {
    this.save(accepted);
    this.bannerChoice = accepted ? 'yes' : 'no';
  }

  /** Hides the banner's confirmation. */
  hideBanner(): void {
    this.bannerHidden = true;
  }
}
