import { LANGUAGE_COOKIE_YEARS } from '@nhsl/contract';
import type { Locale } from '@nhsl/content';

/**
 * The query parameter of the header's language link (issue 46): `/enter-email?lang=cy`. The
 * server answers such a GET by keeping the choice (the language cookie and the journey's sealed
 * state) and redirecting to the same address without it (server/render.mjs), so the link works
 * without script.
 */
export const LANGUAGE_PARAM = 'lang';

/** The necessary language cookie (issue 46): `en` or `cy`, for LANGUAGE_COOKIE_YEARS. */
export const LANGUAGE_COOKIE = 'nhsl-lang';

/** The language cookie's lifetime, in days (LANGUAGE_COOKIE_YEARS years). */
export const LANGUAGE_COOKIE_DAYS = LANGUAGE_COOKIE_YEARS * 365;

/** The other locale: the one the header's language link offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'cy' ? 'en' : 'cy';
}

/**
 * The language link's address: this page, with its query, asking for `locale`.
 * @param location - the page's address (pathname and search, as the router has it)
 * @param locale - the locale to switch to
 */
export function languageHref(location: { pathname: string; search: string }, locale: Locale): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_PARAM, locale);
  return `${location.pathname}?${params.toString()}`;
}
