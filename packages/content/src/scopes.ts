import { localized } from './locale.ts';

/**
 * User-facing descriptions of the scopes a client may be approved for, by NHS login's published
 * scope names. spec 000 §2 "Consent screens": "lists the approved scopes as user-facing
 * descriptions". `openid` carries no personal information and is not listed.
 */
export const scopeDescriptions: Readonly<Record<string, string>> = {
  profile: 'your NHS number, name and date of birth',
  basic_demographics: 'your name and date of birth',
  profile_extended: 'your title, NHS number, name and date of birth',
  email: 'your email address',
  phone: 'your mobile phone number',
  landline: 'your landline phone number',
  gp_registration_details: 'the details of the GP surgery you are registered with',
  gp_integration_credentials: 'the details that let the service connect to your GP surgery records',
  client_metadata: 'information the service needs about how you reached it',
};

/**
 * Maps approved scopes to their descriptions, in the order given, skipping scopes that carry no
 * personal information (openid) or are unknown.
 * @param scopes - approved scope names from client info
 * @returns the descriptions in the current locale (issue 46)
 */
export function describeScopes(scopes: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of scopes) {
    const d = Object.hasOwn(scopeDescriptions, s) ? localized('scopeDescriptions', scopeDescriptions)[s] : undefined;
    if (d && !seen.has(d)) {
      seen.add(d);
      out.push(d);
    }
  }
  return out;
}
