import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { durationText } from './common.ts';
import { errorPages } from './errorPages.ts';
import { passkey } from './passkey.ts';
import { duplicateAccount } from './proofing.ts';
import { resetCheckEmail, resetOutcomes } from './reset.ts';
import { registration } from './registration.ts';
import { enterMobileCode, signInProblems } from './signIn.ts';
import { enterLandlineCode, landlineCodeExpired } from './secondFactor.ts';
import { cookiePolicy } from './cookiePolicy.ts';
import { cookieSettingsChanged } from './cookieSettings.ts';

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

  it('the security code lifetime is stated from the minutes given, in every text that states it (issue 28 item 11)', () => {
    expect(enterMobileCode.validFor(7)).toBe('The code is valid for 7 minutes.');
    expect(enterLandlineCode.validFor(7)).toBe('The code is valid for 7 minutes.');
    expect(registration.enterMobileCode.validFor(7)).toBe('The code is valid for 7 minutes.');
    expect(signInProblems.mobileCodeExpired.body(7)).toBe(
      'It has been more than 7 minutes since we sent the security code.',
    );
    expect(landlineCodeExpired.body(7)).toBe(
      'It has been more than 7 minutes since we called you with the security code.',
    );
  });

  it('cookie lifetimes are stated from the values given (issue 28 item 11)', () => {
    expect(enterMobileCode.rememberDeviceHint(90)).toMatch(
      /^We will not ask you for a security code on this device for 90 days\./,
    );
    const text = JSON.stringify(
      cookiePolicy.sections({
        preferenceYears: 2,
        rememberDeviceDays: 90,
        analyticsMonths: 6,
        sessionMinutes: 90,
        languageYears: 2,
      }),
    );
    expect(text).toContain('cookiePreference: remembers whether you accepted analytics cookies. It lasts 2 years.');
    expect(text).toContain('It lasts 90 days.');
    expect(text).toContain('It lasts 6 months.');
    expect(text).toContain('We save your choice for 2 years.');
    expect(text).toContain(
      'nhsl-ended: stops a login you have finished from being started again from an old page. It lasts 90 minutes.',
    );
    const today = JSON.stringify(
      cookiePolicy.sections({
        preferenceYears: 1,
        rememberDeviceDays: 180,
        analyticsMonths: 12,
        sessionMinutes: 60,
        languageYears: 1,
      }),
    );
    expect(today).toContain('It lasts 1 year.');
    expect(today).toContain('We save your choice for a year.');
  });

  it('the cookie-settings-changed texts state the preference lifetime from the years given (issue 45 item 3)', () => {
    expect(cookieSettingsChanged.body(1)).toBe('We will save your settings for a year.');
    expect(cookieSettingsChanged.body2(1)).toBe(
      'We will ask you to choose again after a year, or if we change the cookies we use.',
    );
    expect(cookieSettingsChanged.body(2)).toBe('We will save your settings for 2 years.');
    expect(cookieSettingsChanged.body2(2)).toBe(
      'We will ask you to choose again after 2 years, or if we change the cookies we use.',
    );
  });

  it('no content module writes "15 minutes", "1 hour", "5 minutes", "180 days", "12 months", "1 year" or "a year" itself', () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    const dir = new URL('.', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(
        /\b15 minutes\b|\b1 hour\b|\bone hour\b|valid for 5 minutes|more than 5 minutes|\b180 days\b|\b12 months\b|lasts 1 year|\b(for|after|within|lasts|every) (a|one|1) year\b/,
      );
    }
  });
});
