/**
 * The message catalog of the English content (issue 46, "Cymraeg"): every user-facing string of
 * this package as an ICU message, keyed by its path in the exported objects (e.g.
 * `enterEmail.heading`, `consent.heading`). A function's message is its text with each parameter
 * as a `{placeholder}` named after it (`consent.heading` → `Do you agree to share your information
 * with {clientName}?`). `locales/en.json` is this catalog as committed, and `locales/cy.json` its
 * Welsh translation with the same keys; `catalog.test.ts` keeps both in step with the content.
 * Read by the catalog script and tests; the pages read the catalogs through locale.ts
 * (docs/decisions/0062-welsh-messages.md).
 */

/**
 * Functions of the content that are not messages (logic over messages, or URLs), left out of the
 * catalog; `cookiePolicy.sections` is built from messages of its own (`COOKIE_POLICY_SECTION_KEYS`).
 */
export const NOT_MESSAGES = new Set([
  'pageTitle',
  'helpCentreContactWithReference',
  'describeScopes',
  'timeLeftText',
  'cookiePolicy.sections',
]);

/**
 * Functions of one boolean parameter whose text differs by it: each is an ICU `select` on its
 * parameter (`true` or `other`) in the catalog.
 */
export const SELECT_MESSAGES = new Set([
  'duplicateAccount.duplicate.eligible.logIn',
  'duplicateAccount.duplicate.eligible.continueNew',
]);

/** A function's parameter names, from its source (arrow or function; unminified). */
export function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const src = fn.toString();
  const m = /^\(?([^)=]*)\)?\s*=>/.exec(src) ?? /^function\s*\w*\(([^)]*)\)/.exec(src);
  return (m?.[1] ?? '')
    .split(',')
    .map((p) => p.replace(/[:=].*$/s, '').trim())
    .filter(Boolean);
}

/**
 * Every function message's parameter names by its path, in order: a call's arguments become the
 * message's values by these names (locale.ts), since the built code's own names are minified.
 * @param content - the package's English exports (`import * as content from './english.ts'`)
 */
export function extractParams(content: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'function') {
      if (!NOT_MESSAGES.has(path)) out[path] = parameterNames(value as (...args: never[]) => unknown);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(content, '');
  return out;
}

/**
 * Every message of `content` by its path: strings as they are, functions as their text with each
 * parameter a `{placeholder}`.
 * @param content - the package's exports (`import * as content from './index.ts'`)
 * @throws an Error naming a function whose text does not keep each parameter as given (a message
 *   that needs ICU plural or select, to be written by hand and listed in {@link NOT_MESSAGES})
 */
export function extractMessages(content: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') out[path] = value;
    else if (typeof value === 'function') {
      if (NOT_MESSAGES.has(path)) return;
      if (SELECT_MESSAGES.has(path)) {
        const fn = value as (flag: boolean) => string;
        const [name] = parameterNames(fn);
        out[path] = `{${name}, select, true {${fn(true)}} other {${fn(false)}}}`;
        return;
      }
      const names = parameterNames(value as (...args: never[]) => unknown);
      const text = (value as (...args: string[]) => unknown)(...names.map((n) => `{${n}}`));
      if (typeof text !== 'string' || !names.every((n) => text.includes(`{${n}}`)))
        throw new Error(`${path}: not a message with placeholders; list it in NOT_MESSAGES`);
      out[path] = text;
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(content, '');
  return out;
}
