/**
 * The language of what a user reads (issue 46, "Cymraeg"): English (`en`, the content as written)
 * or Welsh (`cy`, the compiled catalog `locales/cy.compiled.json`), run by Lingui's core
 * (docs/decisions/0062-welsh-messages.md).
 *
 * The package's exports are wrapped by {@link localized}: reading `enterEmail.heading` gives the
 * English text while the current locale is `en`, and the Welsh message of the key
 * `enterEmail.heading` while it is `cy`. The current locale comes from a source the host sets: the
 * server's request context ({@link setLocaleSource}), the browser's page ({@link setLocale}).
 */
import { setupI18n, type I18n } from '@lingui/core';

/** The locales a user can read. `en` is the content as written; `cy` is Welsh. */
export const LOCALES = ['en', 'cy'] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** The locale with no choice made (issue 46: "With no choice made, English"). */
export const DEFAULT_LOCALE: Locale = 'en';

/** The `lang` attribute of each locale's pages and words (`<html lang>`, issue 46 "Markup"). */
export const LANG_ATTRIBUTE: Record<Locale, string> = { en: 'en-GB', cy: 'cy' };

/**
 * A compiled catalog (`locales/<locale>.compiled.json`, written by `pnpm content:catalog`): each
 * message compiled for Lingui, and each function message's parameter names in order (a function's
 * arguments become the message's named values).
 */
export interface CompiledCatalog {
  /** Lingui's compiled messages by key. */
  messages: Record<string, unknown>;
  /** A function message's parameter names, in order, by key. */
  params: Record<string, string[]>;
}

/**
 * Whether a value names one of {@link LOCALES}; a region is allowed (`cy-GB` is `cy`).
 * @param value - e.g. a cookie's value, a query parameter, one tag of `ui_locales`
 * @returns the locale, or undefined for anything else
 */
export function supportedLocale(value: string | null | undefined): Locale | undefined {
  const tag = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === tag);
}

/**
 * The first supported locale of an OpenID Connect `ui_locales` value (space-separated BCP 47 tags,
 * in the client's order of preference): `"fr cy-GB en"` → `cy`.
 * @param uiLocales - the `ui_locales` parameter of /authorize
 * @returns the locale, or undefined when none is supported
 */
export function localeOfUiLocales(uiLocales: string | null | undefined): Locale | undefined {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const l = supportedLocale(tag);
    if (l) return l;
  }
  return undefined;
}

let source: () => Locale = () => DEFAULT_LOCALE;
let chosen: Locale = DEFAULT_LOCALE;
const catalogs = new Map<Locale, CompiledCatalog>();
const i18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/**
 * Sets where the current locale comes from: on the server, the request's context (an
 * AsyncLocalStorage), since requests in several locales are rendered at once.
 * @param read - called on each read of a message; must be cheap
 */
export function setLocaleSource(read: () => Locale): void {
  source = read;
}

/**
 * Sets the current locale for the whole page (the browser, Storybook, tests): the source becomes
 * this value. A locale other than English must have its catalog loaded ({@link loadCatalog}).
 * @param locale - the page's locale
 */
export function setLocale(locale: Locale): void {
  chosen = locale;
  source = () => chosen;
}

/** The locale messages are read in now. */
export function currentLocale(): Locale {
  return source();
}

/**
 * Makes a locale's compiled catalog available to {@link localized} objects.
 * @param locale - the catalog's locale
 * @param catalog - `locales/<locale>.compiled.json`
 */
export function loadCatalog(locale: Locale, catalog: CompiledCatalog): void {
  catalogs.set(locale, catalog);
  i18n.load(locale, catalog.messages as Parameters<I18n['load']>[1]);
}

/** Whether a locale's catalog is loaded (English needs none). */
export function hasCatalog(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || catalogs.has(locale);
}

/**
 * The message `key` in `locale`, with its values.
 * @throws an Error when the locale's catalog is not loaded or lacks the key (a fault of the build:
 *   the parity test keeps every key in both catalogs)
 */
export function message(locale: Locale, key: string, values?: Record<string, unknown>): string {
  const catalog = catalogs.get(locale);
  if (!catalog) throw new Error(`No ${locale} catalog loaded (reading ${key})`);
  if (!(key in catalog.messages)) throw new Error(`No ${locale} message ${key}`);
  if (i18n.locale !== locale) i18n.activate(locale);
  return i18n._(key, values as Parameters<I18n['_']>[1]);
}

/** A function message's parameter names, for its values. */
function paramsOf(locale: Locale, key: string): string[] {
  return catalogs.get(locale)?.params[key] ?? [];
}

const proxies = new WeakMap<object, unknown>();
const SELF_LOCALIZED = Symbol('self-localized');

/**
 * Marks a function of the content that reads the current locale itself (logic over messages, such
 * as the cookie policy's sections): {@link localized} gives it as it is.
 * @param fn - the function
 */
export function selfLocalized<T extends (...args: never[]) => unknown>(fn: T): T {
  return Object.assign(fn, { [SELF_LOCALIZED]: true });
}
const functions = new Map<string, unknown>();

/**
 * The value at `path` of the content, in the current locale: an object or array is wrapped in
 * turn, a string or a function message is read from the locale's catalog, anything else is as it
 * is; a function marked {@link selfLocalized} is given as it is.
 */
function wrap(value: unknown, path: string): unknown {
  if (typeof value === 'string') {
    const locale = source();
    return locale === DEFAULT_LOCALE ? value : message(locale, path);
  }
  if (typeof value === 'function') {
    if ((value as { [SELF_LOCALIZED]?: boolean })[SELF_LOCALIZED]) return value;
    let fn = functions.get(path);
    if (!fn) {
      const english = value as (...args: unknown[]) => unknown;
      fn = (...args: unknown[]) => {
        const locale = source();
        if (locale === DEFAULT_LOCALE) return english(...args);
        const names = paramsOf(locale, path);
        return message(locale, path, Object.fromEntries(names.map((n, i) => [n, args[i]])));
      };
      functions.set(path, fn);
    }
    return fn;
  }
  if (value && typeof value === 'object') return localized(path, value as object);
  return value;
}

/**
 * The content object `value` (exported as `path`) read in the current locale: each property read
 * gives the English as written, or the catalog's message of its path (`enterEmail.errors.empty`).
 * Objects are wrapped once each, so a module may keep a part (`const t = enterEmail.errors`) and
 * read it in any locale later; a string read is the current locale's, so keep the object, not
 * the string, when the text is read per request.
 * @param path - the export's name, the first part of every key under it
 * @param value - the English object, array or function
 */
export function localized<T extends object>(path: string, value: T): T {
  if (typeof value === 'function') return wrap(value, path) as T;
  const cached = proxies.get(value);
  if (cached) return cached as T;
  const proxy = new Proxy(value, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof prop === 'symbol') return v;
      // An array's own functions (map, length, ...) are the array's; its items are messages.
      if (Array.isArray(target) && !/^\d+$/.test(prop)) {
        return typeof v === 'function' ? v.bind(receiver) : v;
      }
      return wrap(v, `${path}.${prop}`);
    },
  });
  proxies.set(value, proxy);
  return proxy as T;
}

/**
 * An object built from the content once per locale, for a module that keeps texts (a form's
 * messages by error code, read when its errors show): reading a property builds the object in the
 * current locale the first time, and gives that locale's afterwards. `build` must read the content
 * only (it runs once per locale).
 * @param build - makes the object from the content as it reads now
 */
export function perLocale<T extends object>(build: () => T): T {
  const built = new Map<Locale, T>();
  const now = (): T => {
    const locale = source();
    let value = built.get(locale);
    if (!value) {
      value = build();
      built.set(locale, value);
    }
    return value;
  };
  return new Proxy({} as T, {
    get: (_, prop) => Reflect.get(now(), prop),
    has: (_, prop) => Reflect.has(now(), prop),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_, prop) => {
      const d = Reflect.getOwnPropertyDescriptor(now(), prop);
      return d && { ...d, configurable: true };
    },
  });
}
