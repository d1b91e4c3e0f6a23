/**
 * Property-based tests (fast-check) of the sign-in and passkey validators: email (enter-email and
 * passkey-enter-email), password (log-in-password) and security code (enter-mobile-code).
 * Issue 9 "Property-based tests for every validator". spec 000 §5.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_EMAIL_LENGTH } from '@nhsl/content';
import { passkeyEmailSchema } from '../passkey/schemas.ts';
import {
  EMAIL_PATTERN,
  enterEmailSchema,
  normaliseCode,
  normaliseEmail,
  passwordSchema,
  securityCodeSchema,
} from '../../shell/formSchemas.ts';

/** The error code a schema gives for one field, or undefined when the value is accepted. */
function errorOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error?.issues[0]?.message;
}

/**
 * Any UTF-16 text, lone surrogates and control characters included. Built once, as the file loads:
 * fast-check builds its table of every code unit on the first `unit: 'binary'` string, 2.5 s on
 * 2 cores under load (5 s at worst), which inside a test ran out the test's 5 s (issue 54 Tests).
 * The runs themselves take milliseconds, so fewer runs would not help.
 */
const anyText = fc.string({ unit: 'binary' });
/** As {@link anyText}, at most 12 code units (a code field's worth and more). */
const anyShortText = fc.string({ unit: 'binary', maxLength: 12 });

/** A valid address: WHATWG local part, a domain of dot-separated labels with at least one dot. */
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,20}$/), fc.array(label, { minLength: 2, maxLength: 4 }))
  .map(([local, labels]) => `${local}@${labels.join('.')}`)
  .filter((e) => e.length >= MIN_EMAIL_LENGTH);
/** Spaces, tabs and capitals a user may type around and inside an address. */
const typedVariant = (email: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(' ', '\t', ''), { minLength: email.length + 1, maxLength: email.length + 1 }),
      fc.boolean(),
    )
    .map(([gaps, upper]) => {
      const s = [...email].map((ch, i) => gaps[i] + ch).join('') + gaps[email.length];
      return upper ? s.toUpperCase() : s;
    });

describe.each([
  ['enter-email', enterEmailSchema, 'EMAIL_REQUIRED'],
  ['passkey-enter-email', passkeyEmailSchema, 'PASSKEY_EMAIL_REQUIRED'],
] as const)('email validator of %s (spec 000 §5)', (_name, schema, required) => {
  it('accepts every valid address, however it is spaced or capitalised', () => {
    fc.assert(
      fc.property(
        validEmail.chain((e) => typedVariant(e)),
        (typed) => {
          expect(errorOf(schema, { email: typed })).toBeUndefined();
        },
      ),
    );
  });
  it('only whitespace is "required"', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (s) => {
        expect(errorOf(schema, { email: s })).toBe(required);
      }),
    );
  });
  it('anything shorter than the minimum once normalised is too short', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: MIN_EMAIL_LENGTH - 1 }), (s) => {
        fc.pre(normaliseEmail(s).length > 0 && normaliseEmail(s).length < MIN_EMAIL_LENGTH);
        expect(errorOf(schema, { email: s })).toBe('EMAIL_MIN_LENGTH');
      }),
    );
  });
  it('accepts exactly what matches the pattern once normalised: no address without "@" and a dotted domain', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: MIN_EMAIL_LENGTH }), validEmail, fc.emailAddress()), (s) => {
        const email = normaliseEmail(s);
        fc.pre(email.length >= MIN_EMAIL_LENGTH);
        const error = errorOf(schema, { email: s });
        expect(error === undefined).toBe(EMAIL_PATTERN.test(email));
        if (error === undefined) expect(email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
        else expect(error).toBe('EMAIL_FORMAT');
      }),
    );
  });
});

describe('password validator (log-in-password, spec 000 §5)', () => {
  it('accepts any non-empty password unchanged and rejects only the empty one', () => {
    fc.assert(
      fc.property(anyText, (p) => {
        const r = passwordSchema.safeParse({ password: p });
        if (p.length === 0) expect(errorOf(passwordSchema, { password: p })).toBe('PASSWORD_REQUIRED');
        else expect(r.success && r.data.password).toBe(p);
      }),
    );
  });
});

describe('security code validator (enter-mobile-code, spec 000 §5)', () => {
  const spaced = (digits: string) =>
    fc
      .array(fc.constantFrom(' ', '  ', '\t', ''), { minLength: digits.length + 1, maxLength: digits.length + 1 })
      .map((gaps) => [...digits].map((d, i) => gaps[i] + d).join('') + gaps[digits.length]);

  it('accepts any six digits with any spacing, and the normalised code is the six digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/).chain((d) => spaced(d).map((typed) => [d, typed] as const)),
        ([digits, typed]) => {
          expect(errorOf(securityCodeSchema, { code: typed, rememberDevice: false })).toBeUndefined();
          expect(normaliseCode(typed)).toBe(digits);
        },
      ),
    );
  });
  it('rejects any other number of digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (d) => {
        fc.pre(d.length !== 6);
        expect(errorOf(securityCodeSchema, { code: d, rememberDevice: true })).toBe('CODE_INVALID');
      }),
    );
  });
  it('rejects anything containing a character other than a digit or whitespace; whitespace alone is "required"', () => {
    fc.assert(
      fc.property(anyShortText, (s) => {
        const code = normaliseCode(s);
        const error = errorOf(securityCodeSchema, { code: s, rememberDevice: false });
        if (code.length === 0) expect(error).toBe('CODE_REQUIRED');
        else if (/^\d{6}$/.test(code)) expect(error).toBeUndefined();
        else expect(error).toBe('CODE_INVALID');
      }),
    );
  });
});
