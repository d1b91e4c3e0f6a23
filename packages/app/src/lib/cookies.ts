import { addDays } from 'date-fns';

/** Options for {@link setCookie}. */
export interface CookieOptions {
  /** Expiry date; omitted for a session cookie (no expiry). */
  expires?: Date;
  /** Path (default "/"). */
  path?: string;
}

/**
 * Reads a cookie's decoded value, or undefined.
 * @param name - cookie name
 */
export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
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
