/**
 * The message catalog of the English content (issue 46, "Cymraeg"): every user-facing string of
 * this package as an ICU message, keyed by its path in the exported objects (e.g.
 * `enterEmail.heading`, `consent.heading`). A function's message is its text with each parameter
 * as a `{placeholder}` named after it (`consent.heading` → `Do you agree to share your information
 * with {clientName}?`). `locales/en.json` is this catalog as committed, and `locales/cy.json` its
 * Welsh translation with the same keys; `catalog.test.ts` keeps both in step with the content.
 * Used only by tests and the catalog script for now: the pages still read the English objects
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
  'duplicateAccount.duplicate.eligible.logIn',
  'duplicateAccount.duplicate.eligible.continueNew',
]);

/** A function's parameter names, from its source (arrow or function). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const src = fn.toString();
  const m = /^\(?([^)=]*)\)?\s*=>/.exec(src) ?? /^function\s*\w*\(([^)]*)\)/.exec(src);
  return (m?.[1] ?? '')
    .split(',')
    .map((p) => p.replace(/[:=].*$/s, '').trim())
    .filter(Boolean);
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
