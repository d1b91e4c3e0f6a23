import { LANGUAGE_COOKIE_YEARS, resetLinkParams } from '@nhsl/contract';
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
 * The query parameters the language link never carries (issue 54 Security): a reset link's email
 * (or account id), code and expiry. Without script the link is followed, and the page's address
 * with them would travel again, into the request's log line and the browser's history. The reset
 * page chosen in the other language then says the link is not working; its email's link, opened
 * again, shows it in the chosen language (record 0067).
 */
const NEVER_CARRIED: readonly string[] = Object.values(resetLinkParams);

/**
 * The language link's address: this page, with its query (but never a reset link's parameters,
 * {@link NEVER_CARRIED}), asking for `locale`. Issue 46; issue 54.
 * @param location - the page's address (pathname and search, as the router has it)
 * @param locale - the locale to switch to
 */
export function languageHref(location: { pathname: string; search: string }, locale: Locale): string {
  const params = new URLSearchParams(location.search);
  for (const name of NEVER_CARRIED) params.delete(name);
  params.set(LANGUAGE_PARAM, locale);
  return `${location.pathname}?${params.toString()}`;
}
