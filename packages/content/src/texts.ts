import { UNKNOWN_CLIENT_NAME } from './common.ts';
import { currentLocale, message } from './locale.ts';
import { COOKIE_POLICY_TITLE } from './policyTitles.ts';
import { signedOutBody } from './sessionTimeoutWarning.ts';

/** A top-level string of the content in the current locale (its catalog key is its export's name). */
function textOf(key: string, english: string): string {
  const locale = currentLocale();
  return locale === 'en' ? english : message(locale, key);
}

/**
 * The content's top-level strings that differ by locale, read in the current one (issue 46): a
 * string export is read once, where it is imported, so these are getters.
 */
export const texts = {
  /** "the service provider": the client's name when it is unknown. spec 000 §1. */
  get unknownClientName(): string {
    return textOf('UNKNOWN_CLIENT_NAME', UNKNOWN_CLIENT_NAME);
  },
  /** The cookie policy's title. spec 000 §7. */
  get cookiePolicyTitle(): string {
    return textOf('COOKIE_POLICY_TITLE', COOKIE_POLICY_TITLE);
  },
  /** session-timeout's paragraph after "Log out" in the warning. spec 001 §3. */
  get signedOutBody(): string {
    return textOf('signedOutBody', signedOutBody);
  },
};
