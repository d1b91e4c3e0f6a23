import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { durationText } from './common.ts';
import { errorPages } from './errorPages.ts';
import { passkey } from './passkey.ts';
import { duplicateAccount } from './proofing.ts';
import { resetCheckEmail, resetOutcomes } from './reset.ts';
import { registration } from './registration.ts';
import { signInProblems } from './signIn.ts';

/**
 * Durations are written once, as contract constants (LOCKOUT_MINUTES, SESSION_LENGTH_MINUTES,
 * RESET_LINK_LIFETIME_MINUTES, REMINDER_LOCK_MINUTES, …); every text that states one is built
 * from the number it is given. shared spec DECISIONS.md "Keep each value in one place"; issue 16.
 */
describe('durations in texts', () => {
  it.each([
    [1, '1 minute'],
    [15, '15 minutes'],
    [90, '90 minutes'],
    [60, '1 hour'],
    [120, '2 hours'],
  ])('%i minutes reads "%s"', (minutes, text) => expect(durationText(minutes)).toBe(text));

  it('every text that states a duration is built from the minutes it is given', () => {
    for (const wait of [
      signInProblems.otpAttemptsExceeded.wait,
      signInProblems.otpRequestsExceeded.wait,
      signInProblems.passwordAttemptsExceeded.wait,
      passkey.attemptsExceeded.wait,
      resetOutcomes.attemptsExceeded.wait,
    ]) {
      expect(wait(20)).toBe('You need to wait up to 20 minutes before you can try again.');
    }
    expect(resetCheckEmail.validFor(120)).toBe('The link is valid for 2 hours.');
    expect(registration.checkEmail.validFor(30)).toBe('The code is valid for 30 minutes.');
    expect(resetOutcomes.linkExpired.body(120)).toBe('It has been more than 2 hours since we sent you the link.');
    expect(errorPages.sessionTimeout.body(120)).toMatch(/^It has been more than 2 hours since you logged in\./);
    expect(duplicateAccount.cannotRequestAnother.body(30)).toBe(
      'You have asked for too many reminders. Wait 30 minutes before you try again.',
    );
  });

  it('no content module writes "15 minutes" or "1 hour" itself', () => {
    const dir = new URL('.', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/\b15 minutes\b|\b1 hour\b|\bone hour\b/);
    }
  });
});
