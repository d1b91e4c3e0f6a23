import { addDays } from 'date-fns';

/** Options for {@link setCookie}. */
export interface CookieOptions {
  /** Expiry date; omitted for a session cookie (no expiry). */
  expires?: Date;
  /** Path (default "/"). */
  path?: string;
}

/**
 * The browser's one cookie parser (issue 29; the servers and the simulator use the `cookie`
 * package): every cookie in a `document.cookie` string, in order, its value URI-decoded. A value
 * that cannot be decoded (e.g. `%E0%A4%A`) is undefined, so a malformed cookie reads as absent
 * and never throws (issue 24); its name is still listed, so it can be deleted.
 * @param source - a `name=value; name=value` string (default `document.cookie`)
 */
export function parseCookies(source: string = document.cookie): Array<[name: string, value: string | undefined]> {
  const cookies: Array<[string, string | undefined]> = [];
  for (const part of source.split(';')) {
    const i = part.indexOf('=');
    const name = (i < 0 ? part : part.slice(0, i)).trim();
    if (!name) continue;
    let value: string | undefined;
    try {
      value = i < 0 ? '' : decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      value = undefined;
    }
    cookies.push([name, value]);
  }
  return cookies;
}

/**
 * Reads a cookie's decoded value; undefined when it is absent or cannot be decoded.
 * @param name - cookie name
 */
export function getCookie(name: string): string | undefined {
  return parseCookies().find(([k]) => k === name)?.[1];
}

/**
 * Sets a cookie on this origin (SameSite=Lax, Secure on https).
 * @param name - cookie name
 * @param value - value (URI-encoded when written)
 */
export function setCookie(name: string, value: string, { expires, path = '/' }: CookieOptions = {}): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const exp = expires ? `; Expires=${expires.toUTCString()}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=${path}${exp}; SameSite=Lax${secure}`;
}

/**
 * Deletes a cookie.
 * @param name - cookie name
 */
export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; Path=${path}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/**
 * The expiry of a cookie that lasts `days` days from `now` (date-fns).
 * @param days - lifetime in days
 * @param now - start, epoch ms (default now)
 */
export function expiresInDays(days: number, now: number = Date.now()): Date {
  return addDays(now, days);
}
