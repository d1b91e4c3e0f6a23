import { deleteCookie, expiresInDays, getCookie, parseCookies, setCookie } from './cookies.ts';

/** Cookie access as the stores see it (document.cookie in the browser; a map in tests). */
export interface CookieJar {
  /** Reads a cookie. */
  get(name: string): string | undefined;
  /** Sets a cookie on path /; with `days`, it expires that many days from now, else at session end. */
  set(name: string, value: string, days?: number): void;
  /** Deletes a cookie. */
  delete(name: string): void;
  /** Names of every cookie this page can see. */
  names(): string[];
}

/** The browser's cookies. */
export const documentCookieJar: CookieJar = {
  get: getCookie,
  set: (name, value, days) => setCookie(name, value, days === undefined ? {} : { expires: expiresInDays(days) }),
  delete: (name) => deleteCookie(name),
  names: () => parseCookies().map(([name]) => name),
};

/** An in-memory jar for tests and stories. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (n) => values.get(n),
    set: (n, v) => void values.set(n, v),
    delete: (n) => void values.delete(n),
    names: () => [...values.keys()],
  };
}
