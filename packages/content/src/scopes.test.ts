import { describe, expect, it } from 'vitest';
import { describeScopes, scopeDescriptions } from './scopes.ts';

/** NHS login's published scope names. spec 000 §2 "Consent screens". */
const PUBLISHED = [
  'openid',
  'profile',
  'basic_demographics',
  'profile_extended',
  'email',
  'phone',
  'landline',
  'gp_registration_details',
  'gp_integration_credentials',
  'client_metadata',
];

describe('scope descriptions', () => {
  it('every published scope that carries personal information has a user-facing description', () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    for (const s of PUBLISHED.filter((s) => s !== 'openid')) {
      expect(scopeDescriptions[s], s).toMatch(/^[a-z]/);
      expect(scopeDescriptions[s], s).not.toContain('_');
    }
  });

  it('maps scopes in order, leaving out openid, unknown scopes and repeats', () => {
    expect(describeScopes(['openid', 'email', 'made_up', 'phone', 'email'])).toEqual([
      'your email address',
      'your mobile phone number',
    ]);
    expect(describeScopes(['openid'])).toEqual([]);
    expect(describeScopes(PUBLISHED)).toHaveLength(PUBLISHED.length - 1);
  });
});
