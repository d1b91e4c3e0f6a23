import { describe, expect, it } from 'vitest';
import { findAccount } from '../scenarios.ts';
import {
  DEFAULT_VTR,
  SCOPE_CLAIMS,
  SUPPORTED_SCOPES,
  accountClaims,
  achievedVot,
  parseVtr,
  requiredLevel,
  testNhsNumber,
} from './claims.ts';

describe('vectors of trust (vtr / vot)', () => {
  it('reads vtr as a JSON array of known vectors, P5 when absent', () => {
    expect(parseVtr(undefined)).toEqual(DEFAULT_VTR);
    expect(parseVtr('["P9.Cp.Cd","P9.Cm"]')).toEqual(['P9.Cp.Cd', 'P9.Cm']);
    for (const bad of ['P9.Cp.Cd', '[]', '["P7.Cp.Cd"]', '["P9.Cx"]', '[5]', '{"a":1}']) {
      expect(() => parseVtr(bad), bad).toThrow();
    }
  });

  it('the required level is the lowest requested; vot is the highest requested vector the user reaches', () => {
    expect(requiredLevel(['P9.Cp.Cd', 'P5.Cp.Cd'])).toBe('P5');
    expect(achievedVot(['P5.Cp.Cd', 'P9.Cp.Cd'], 'P9')).toBe('P9.Cp.Cd');
    expect(achievedVot(['P5.Cp.Cd', 'P9.Cp.Cd'], 'P5')).toBe('P5.Cp.Cd');
    expect(achievedVot(['P5.Cp.Cd', 'P5.Cm'], 'P0')).toBeUndefined();
    expect(achievedVot(['P0.Cp.Cd'], 'P9')).toBe('P0.Cp.Cd');
  });
});

describe('scopes and claims', () => {
  it('supports every scope NHS login publishes, each with its claims', () => {
    expect([...SUPPORTED_SCOPES].sort()).toEqual(
      [
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
      ].sort(),
    );
    for (const scope of SUPPORTED_SCOPES) expect(SCOPE_CLAIMS[scope].length).toBeGreaterThan(0);
    expect(SCOPE_CLAIMS.openid).toEqual(expect.arrayContaining(['sub', 'vot', 'vtm']));
  });

  it('invented NHS numbers are in the 999 range with a valid Modulus 11 check digit', () => {
    for (let seed = 0; seed < 50; seed++) {
      const n = testNhsNumber(seed);
      expect(n).toMatch(/^999\d{7}$/);
      const sum = [...n.slice(0, 9)].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
      expect((11 - (sum % 11)) % 11).toBe(Number(n[9]));
    }
  });

  it('a P0 sign-in holds no demographic claims; P5 and P9 hold them', () => {
    const account = findAccount('confirmed@example.com')!;
    const p0 = accountClaims(account, 0, 'P0.Cp.Cd', 'http://localhost:5173');
    expect(p0).toMatchObject({ email: 'confirmed@example.com', vot: 'P0.Cp.Cd', identity_proofing_level: 'P0' });
    for (const name of ['nhs_number', 'given_name', 'birthdate', 'gp_registration_details']) {
      expect(p0).not.toHaveProperty(name);
    }
    const p9 = accountClaims(account, 0, 'P9.Cp.Cd', 'http://localhost:5173');
    expect(p9).toMatchObject({ identity_proofing_level: 'P9', phone_number: '+447700900123' });
    expect(p9.nhs_number).toMatch(/^999\d{7}$/);
    expect(p9.vtm).toBe('http://localhost:5173/trustmark/localhost:5173');
  });
});
