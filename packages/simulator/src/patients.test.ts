import { describe, expect, it } from 'vitest';
import { MAX_REMINDERS, UPLIFT_REQUIRED_EMAILS, patients } from './patients.ts';

/** The NHS number Modulus 11 check, written again here so the register is checked independently. */
function modulus11(n: string): boolean {
  if (!/^\d{10}$/.test(n)) return false;
  const sum = [...n.slice(0, 9)].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(n[9]);
}

describe('the synthetic patient register (spec 001 §4 "Uplift outcome")', () => {
  it('every NHS number is from the 999 test range, unique and passes Modulus 11', () => {
    const numbers = patients.map((p) => p.nhsNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) {
      expect(n.startsWith('999'), n).toBe(true);
      expect(modulus11(n), n).toBe(true);
    }
  });

  it('every postcode is stored normalised and no person lives in a blocked area', () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    for (const p of patients) {
      expect(p.postcode, p.firstName).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(['BT', 'SC', 'JE', 'GY']).not.toContain(/^[A-Z]+/.exec(p.postcode)?.[0]);
    }
  });

  it('reaches every 409 variant: migration off, eligible with one and several emails, not eligible, active_account, and another 409', () => {
    const dups = patients.flatMap((p) => (p.outcome.kind === 'duplicate' ? [p.outcome] : []));
    expect(dups.some((d) => !d.accountMigration)).toBe(true);
    expect(dups.some((d) => d.accountMigration && d.eligible && typeof d.emails === 'string')).toBe(true);
    expect(dups.some((d) => d.accountMigration && d.eligible && Array.isArray(d.emails))).toBe(true);
    expect(dups.some((d) => d.accountMigration && !d.eligible && !d.ineligibilityReason)).toBe(true);
    expect(dups.some((d) => d.ineligibilityReason === 'active_account')).toBe(true);
    expect(patients.some((p) => p.outcome.kind === 'alreadyUplifted')).toBe(true);
    expect(dups.some((d) => d.remindersAllowed === 0)).toBe(true);
    expect(dups.some((d) => (d.remindersAllowed ?? MAX_REMINDERS) === 1)).toBe(true);
  });

  it('proofing@example.com is the account that needs proofing', () => {
    expect(UPLIFT_REQUIRED_EMAILS.has('proofing@example.com')).toBe(true);
  });
});
