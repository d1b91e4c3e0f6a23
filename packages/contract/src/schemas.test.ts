import { describe, expect, it } from 'vitest';
import { accountCreatedResponseSchema } from './registration.ts';
import { loginResponseSchema, verifyOtpResponseSchema } from './schemas.ts';

describe('answers that sign a session in must name the account (issue 24: the token may be taken out by the app’s server)', () => {
  it.each([
    ['verify-otp', verifyOtpResponseSchema],
    ['the mobile code of registration', accountCreatedResponseSchema],
  ] as const)('%s: an id_token or an account_id passes; an answer with neither is malformed', (_call, schema) => {
    expect(schema.safeParse({ id_token: 'h.p.' }).success).toBe(true);
    expect(schema.safeParse({ account_id: 'acct-1' }).success).toBe(true);
    expect(schema.safeParse({ unexpected: true, status: 42 }).success).toBe(false);
    expect(schema.safeParse({ id_token: '', account_id: '' }).success).toBe(false);
  });
});

describe('the login answer (spec 000 §3 "Login response")', () => {
  it('authentication_methods defaults to mobile only when the answer leaves it out (issue 54 "Seeds")', () => {
    expect(loginResponseSchema.parse({ authentication_state: 'VERIFIED' }).authentication_methods).toEqual({
      mobile: true,
      landline: false,
    });
    // The default fills a gap only: methods the answer gives are kept.
    const given = { mobile: false, landline: true };
    expect(
      loginResponseSchema.parse({ authentication_state: 'VERIFIED', authentication_methods: given })
        .authentication_methods,
    ).toEqual(given);
  });
});
