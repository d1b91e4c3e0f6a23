import { createHash } from 'node:crypto';
import type { ScenarioAccount } from '../scenarios.ts';

/**
 * Scopes and claims of the simulated provider, and the identity levels with the
 * vector-of-trust request (`vtr`) and answer (`vot`). Pure data and functions: the provider
 * configuration (provider.ts) and its unit tests read them. The scope names are the ones NHS
 * login publishes; the claims are our reading of its documentation
 * (docs/decisions/0038-openid-connect-provider.md).
 */

/** The scopes the provider supports, in the order NHS login lists them. */
export const SUPPORTED_SCOPES = [
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
] as const;

/** One supported scope. */
export type SupportedScope = (typeof SUPPORTED_SCOPES)[number];

/** The claims each scope releases (oidc-provider's `claims` configuration). */
export const SCOPE_CLAIMS: Record<SupportedScope, string[]> = {
  openid: ['sub', 'vot', 'vtm'],
  profile: ['nhs_number', 'birthdate', 'family_name', 'given_name', 'identity_proofing_level'],
  basic_demographics: ['birthdate', 'family_name', 'given_name', 'identity_proofing_level'],
  profile_extended: ['title', 'nhs_number', 'birthdate', 'family_name', 'given_name', 'identity_proofing_level'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  landline: ['landline_number'],
  gp_registration_details: ['gp_registration_details'],
  gp_integration_credentials: ['gp_integration_credentials'],
  client_metadata: ['client_user_metadata'],
};

/** Claims that describe the person: released only at P5 or above. */
const DEMOGRAPHIC_CLAIMS = new Set([
  'nhs_number',
  'birthdate',
  'family_name',
  'given_name',
  'title',
  'gp_registration_details',
  'gp_integration_credentials',
]);

/** Identity proofing levels (P0 none, P5 medium, P9 high), lowest first. */
export const IDENTITY_LEVELS = ['P0', 'P5', 'P9'] as const;

/** One identity proofing level. */
export type IdentityLevel = (typeof IDENTITY_LEVELS)[number];

/** A vector of trust: identity level plus credential component, e.g. `P9.Cp.Cd`. */
export type VectorOfTrust = `${IdentityLevel}.${'Cp.Cd' | 'Cp.Ck' | 'Cm'}`;

const VECTOR = /^(P0|P5|P9)\.(Cp\.Cd|Cp\.Ck|Cm)$/;

/**
 * The vectors asked for when the request carries no `vtr`: P5, so an account that still needs
 * proofing goes through the uplift (the journey the app has always run for it).
 */
export const DEFAULT_VTR: readonly VectorOfTrust[] = ['P5.Cp.Cd', 'P5.Cp.Ck', 'P5.Cm'];

/**
 * Parses the `vtr` request parameter: a JSON array of vectors such as `["P5.Cp.Cd","P5.Cp.Ck"]`.
 * @param raw - the parameter as sent (undefined when absent)
 * @returns the vectors, in the order sent ({@link DEFAULT_VTR} when absent)
 * @throws Error when it is not a JSON array of known vectors (the provider answers invalid_request)
 */
export function parseVtr(raw: string | undefined): VectorOfTrust[] {
  if (raw === undefined || raw === '') return [...DEFAULT_VTR];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('vtr must be a JSON array of vectors of trust');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('vtr must be a non-empty JSON array');
  for (const v of parsed) {
    if (typeof v !== 'string' || !VECTOR.test(v)) throw new Error(`unsupported vector of trust: ${String(v)}`);
  }
  return parsed as VectorOfTrust[];
}

/** The identity level of a vector. */
export function levelOf(vector: VectorOfTrust): IdentityLevel {
  return vector.slice(0, 2) as IdentityLevel;
}

/** Whether identity level `a` is at least `b`. */
export function atLeast(a: IdentityLevel, b: IdentityLevel): boolean {
  return IDENTITY_LEVELS.indexOf(a) >= IDENTITY_LEVELS.indexOf(b);
}

/**
 * The lowest identity level any requested vector accepts: a user below it cannot be signed in
 * without proofing.
 * @param vectors - the parsed `vtr`
 */
export function requiredLevel(vectors: readonly VectorOfTrust[]): IdentityLevel {
  return vectors.map(levelOf).reduce((lo, l) => (atLeast(lo, l) ? l : lo));
}

/**
 * The `vot` to answer for a user at `userLevel`: the requested vector of the highest level the
 * user reaches (the first one sent, for that level), or undefined when none is reached.
 * @param vectors - the parsed `vtr`
 * @param userLevel - the user's identity level now
 */
export function achievedVot(vectors: readonly VectorOfTrust[], userLevel: IdentityLevel): VectorOfTrust | undefined {
  let best: VectorOfTrust | undefined;
  for (const v of vectors) {
    if (!atLeast(userLevel, levelOf(v))) continue;
    if (!best || !atLeast(levelOf(best), levelOf(v))) best = v;
  }
  return best;
}

/**
 * A stable, opaque subject id for an account (the same `sub` the app's id_token carries).
 * @param email - the account's email (normalised)
 */
export function subjectFor(email: string): string {
  return createHash('sha256').update(`nhsl-sim:${email}`).digest('hex').slice(0, 32);
}

/**
 * A valid NHS number in the 999 test range for a seed (Modulus 11 check digit; seeds whose
 * check digit would be 10 move on to the next one).
 * @param seed - any non-negative integer
 */
export function testNhsNumber(seed: number): string {
  for (let n = seed; ; n++) {
    const body = `999${String(1_000_000 + (n % 1_000_000)).slice(1)}`;
    const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${body}${check === 11 ? 0 : check}`;
  }
}

/** A UK number (digits, leading 0) in E.164 form, e.g. `+447700900123`. */
function e164(number: string): string {
  return `+44${number.replace(/\D/g, '').replace(/^0/, '')}`;
}

/** Invented person details of an account (the proofing account is the register's matched person). */
function personOf(account: ScenarioAccount, index: number): Record<string, unknown> {
  if (account.email === 'proofing@example.com') {
    return {
      title: 'Ms',
      given_name: 'Alice',
      family_name: 'Ashworth',
      birthdate: '1980-03-15',
      nhs_number: '9990000034',
    };
  }
  const word = account.email.split('@')[0]!.split(/[^a-z]/)[0] || 'Sam';
  return {
    title: 'Mx',
    given_name: word.charAt(0).toUpperCase() + word.slice(1),
    family_name: 'Example',
    birthdate: `1980-01-${String((index % 28) + 1).padStart(2, '0')}`,
    nhs_number: testNhsNumber(100_000 + index),
  };
}

/**
 * Every claim the simulator holds for an account at an identity level; the provider releases
 * only those of the granted scopes. Demographic claims are held only from P5 up.
 * @param account - the scenario account
 * @param index - its position in the scenario list (keeps invented values distinct)
 * @param vot - the vector of trust of this sign-in
 * @param issuer - the provider's issuer (the trustmark `vtm` lives under it)
 */
export function accountClaims(
  account: ScenarioAccount,
  index: number,
  vot: VectorOfTrust,
  issuer: string,
): Record<string, unknown> & { sub: string } {
  const level = levelOf(vot);
  const claims: Record<string, unknown> & { sub: string } = {
    sub: subjectFor(account.email),
    vot,
    vtm: `${issuer}/trustmark/${new URL(issuer).host}`,
    identity_proofing_level: level,
    email: account.email,
    email_verified: true,
    ...(account.mobile ? { phone_number: e164(account.mobile), phone_number_verified: true } : {}),
    ...(account.landline ? { landline_number: e164(account.landline) } : {}),
  };
  if (atLeast(level, 'P5')) {
    const ods = `Y${String(90000 + (index % 1000)).padStart(5, '0')}`;
    Object.assign(claims, personOf(account, index), {
      gp_registration_details: { gp_ods_code: ods },
      gp_integration_credentials: {
        gp_ods_code: ods,
        gp_user_id: `${index + 1000}`,
        gp_linkage_key: subjectFor(`linkage:${account.email}`).slice(0, 12),
      },
    });
  }
  for (const name of Object.keys(claims))
    if (!atLeast(level, 'P5') && DEMOGRAPHIC_CLAIMS.has(name)) delete claims[name];
  return claims;
}
