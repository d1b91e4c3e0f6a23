import { describe, expect, it } from 'vitest';
import { scopeDescriptions } from '@nhsl/content';
import { SCOPE_CLAIMS, SUPPORTED_SCOPES } from './claims.ts';

/**
 * The consent page's description of each scope (`@nhsl/content` scopes.ts) against the claims the
 * provider releases for it (claims.ts): the user is told about every piece of personal
 * information the service will receive, and about nothing it will not. spec 000 §2 "Consent
 * screens"; issue 16.
 */

/** How a released claim is named to the user. Claims about the sign-in itself (sub, vot, vtm, verified flags, identity level) are not personal information the page lists. */
const CLAIM_WORDS: Record<string, string> = {
  title: 'title',
  nhs_number: 'NHS number',
  birthdate: 'date of birth',
  family_name: 'name',
  given_name: 'name',
  email: 'email address',
  phone_number: 'mobile phone number',
  landline_number: 'landline phone number',
  gp_registration_details: 'GP surgery you are registered with',
  gp_integration_credentials: 'connect to your GP surgery records',
  client_user_metadata: 'how you reached it',
};
const NOT_PERSONAL = new Set([
  'sub',
  'vot',
  'vtm',
  'email_verified',
  'phone_number_verified',
  'identity_proofing_level',
]);
/** Personal information no scope releases: a description must never promise it. */
const NEVER_RELEASED = ['postcode', 'home address'];

describe('consent scope descriptions say what the provider releases', () => {
  it.each(SUPPORTED_SCOPES.filter((s) => s !== 'openid'))('%s', (scope) => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    const description = scopeDescriptions[scope]!;
    const released = SCOPE_CLAIMS[scope].filter((c) => !NOT_PERSONAL.has(c));
    for (const claim of released) {
      expect(CLAIM_WORDS[claim], `a user-facing name for ${claim}`).toBeDefined();
      expect(description, `${scope} releases ${claim}`).toContain(CLAIM_WORDS[claim]);
    }
    const named = new Set(released.map((c) => CLAIM_WORDS[c]!));
    for (const [claim, words] of Object.entries(CLAIM_WORDS)) {
      if (!named.has(words) && ![...named].some((n) => n.includes(words))) {
        expect(description, `${scope} does not release ${claim}`).not.toContain(words);
      }
    }
    for (const words of NEVER_RELEASED)
      expect(description, `${scope}: no scope releases ${words}`).not.toContain(words);
  });
});
