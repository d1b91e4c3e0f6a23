import type { ScenarioAccount } from './scenarios.ts';

/**
 * The synthetic patient register of the simulator: invented people only, NHS numbers from the
 * 999 test range with valid Modulus 11 check digits, invented postcodes. Each person reaches
 * one uplift outcome of spec 001 §4 (documented in the README, "Identity proofing").
 */

/** Reminders a session may ask for by default (the simulator's rule): the first and one more. */
export const MAX_REMINDERS = 2;

/** What the uplift answers for a person once their details match. */
export type PatientOutcome =
  | { kind: 'match' }
  | { kind: 'error'; status: number; error: string; lockoutMinutes?: number }
  | {
      kind: 'duplicate';
      accountMigration: boolean;
      eligible: boolean;
      emails: string | string[];
      ineligibilityReason?: string;
      pyiSla?: string;
      /** Reminders this session may ask for (default {@link MAX_REMINDERS}); past it the first answers 429, a second 'Reminder limit exceeded'. */
      remindersAllowed?: number;
      /** account-migration fails (500). */
      migrationFails?: boolean;
      /** account-migration answers 403 'Not eligible to complete account migration' (CID1119). */
      migrationIneligible?: boolean;
    }
  | { kind: 'alreadyUplifted' };

/** One invented person on the register. */
export interface Patient {
  nhsNumber: string;
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob: string;
  /** Normalised, e.g. "LS1 4AP". */
  postcode: string;
  outcome: PatientOutcome;
}

const p = (
  nhsNumber: string,
  firstName: string,
  lastName: string,
  dob: string,
  postcode: string,
  outcome: PatientOutcome = { kind: 'match' },
): Patient => ({ nhsNumber, firstName, lastName, dob, postcode, outcome });

/** The register. Every NHS number passes the Modulus 11 check (see patients.test.ts). */
export const patients: readonly Patient[] = [
  p('9990000034', 'Alice', 'Ashworth', '1980-03-15', 'LS1 4AP'),
  p('9990000077', 'Sam', 'Taylor', '1975-06-01', 'M1 1AE'),
  p('9990000115', 'Sam', 'Taylor', '1975-06-01', 'M1 1AE'),
  p('9990000182', 'Ivy', 'Invalid', '1966-11-30', 'YO1 7HH', {
    kind: 'error',
    status: 400,
    error: 'Record has been invalidated',
  }),
  p('9990000220', 'Rita', 'Ratelimit', '1990-01-20', 'B1 1BB', {
    kind: 'error',
    status: 400,
    error: 'PDS rate limit exceeded',
    lockoutMinutes: 30,
  }),
  p('9990000263', 'Andy', 'Already', '1991-02-21', 'B2 4QA', {
    kind: 'error',
    status: 400,
    error: 'PDS rate limit has already been exceeded',
  }),
  p('9990000298', 'Una', 'Unauthorised', '1985-05-05', 'CF10 1EP', {
    kind: 'error',
    status: 400,
    error: 'Unauthorized',
  }),
  p('9990000336', 'Tessa', 'Technical', '1970-07-07', 'NE1 7RU', {
    kind: 'error',
    status: 500,
    error: 'Internal error',
  }),
  p('9990000379', 'Bea', 'Busy', '1972-08-08', 'BS1 5TR', { kind: 'error', status: 429, error: 'Too many requests' }),
  p('9990000409', 'Tim', 'Timeout', '1973-09-09', 'L1 8JQ', { kind: 'error', status: 504, error: 'Gateway timeout' }),
  p('9990000441', 'Dora', 'Duplicate', '1981-04-04', 'SW1A 1AA', {
    kind: 'duplicate',
    accountMigration: false,
    eligible: false,
    emails: 'd***@example.com',
  }),
  p('9990000484', 'Della', 'Duplicate', '1982-04-04', 'SW1A 2AA', {
    kind: 'duplicate',
    accountMigration: false,
    eligible: false,
    emails: ['d***@example.com', 'd***@example.org'],
  }),
  p('9990000514', 'Eli', 'Eligible', '1983-04-04', 'EC1A 1BB', {
    kind: 'duplicate',
    accountMigration: true,
    eligible: true,
    emails: 'e***@example.com',
    pyiSla: '48 hours',
  }),
  p('9990000557', 'Emma', 'Eligible', '1984-04-04', 'EC2A 2BB', {
    kind: 'duplicate',
    accountMigration: true,
    eligible: true,
    emails: ['e***@example.com', 'e***@example.net'],
    migrationFails: true,
  }),
  p('9990000638', 'Nina', 'Noteligible', '1986-04-04', 'WC1A 1AA', {
    kind: 'duplicate',
    accountMigration: true,
    eligible: false,
    emails: 'n***@example.com',
  }),
  p('9990000662', 'Arlo', 'Active', '1987-04-04', 'WC2A 2AA', {
    kind: 'duplicate',
    accountMigration: true,
    eligible: false,
    emails: 'a***@example.com',
    ineligibilityReason: 'active_account',
  }),
  p('9990000700', 'Cora', 'Completed', '1988-04-04', 'OX1 1AA', { kind: 'alreadyUplifted' }),
  p('9990000743', 'Reese', 'Reminder', '1989-04-04', 'SW1A 0AA', {
    kind: 'duplicate',
    accountMigration: false,
    eligible: false,
    emails: ['r***@example.com', 'r***@example.org'],
    remindersAllowed: 0,
  }),
  p('9990000786', 'Rhea', 'Reminder', '1989-05-05', 'SW1A 0PW', {
    kind: 'duplicate',
    accountMigration: false,
    eligible: false,
    emails: ['h***@example.com', 'h***@example.org'],
    remindersAllowed: 1,
  }),
  p('9990000816', 'Finn', 'Failed', '1983-05-05', 'EC1A 4HD', {
    kind: 'duplicate',
    accountMigration: true,
    eligible: true,
    emails: 'f***@example.com',
    migrationIneligible: true,
  }),
  p('9990000859', 'Reg', 'Ratelimit', '1990-02-20', 'B1 2JP', {
    kind: 'error',
    status: 400,
    error: 'PDS rate limit exceeded',
  }),
];

/** Postcode for which record-p5-failure-data fails (p5-unable-to-save-details). */
export const UNSAVABLE_POSTCODE = 'ZZ9 9ZZ';

/** Scenario accounts that need identity proofing: their authcode answers a Location in /proofing. */
export const proofingAccounts: readonly ScenarioAccount[] = [
  {
    email: 'proofing@example.com',
    password: 'Password123!',
    status: 'CONFIRMED',
    mobile: '07700900150',
    reaches:
      'Needs proofing (P5): after the code, authcode sends the browser to /proofing; the people to enter are in the simulator README, "Identity proofing"',
  },
];

/** Emails of the accounts that need proofing. */
export const UPLIFT_REQUIRED_EMAILS = new Set(proofingAccounts.map((a) => a.email));
