import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import {
  afterAccountMigrationError,
  afterEmailHint,
  afterFirstReminderError,
  afterSecondReminderError,
  duplicateVariant,
  shouldReloadOnBack,
} from './transitions.ts';

const nav = (to: string) => ({ kind: 'navigate', to });
const http = (status: number, message = 'x', errorCode = '') => new ApiError('http', status, errorCode, message);
const unauthorized = new ApiError('unauthorized', 401, '', 'Unauthorized');

describe('spec 001 §2 duplicate-nhs-number variants', () => {
  it.each([
    [false, false, '', 'migrationOff'],
    [false, true, '', 'migrationOff'],
    [true, true, '', 'eligible'],
    [true, false, '', 'notEligible'],
    [true, false, 'something_else', 'notEligible'],
    [true, false, 'active_account', 'activeAccount'],
  ])('migration %s, eligible %s, reason %j → %s', (m, e, r, v) => {
    expect(
      duplicateVariant({ accountMigrationEnabled: m, eligibleForAccountMigrationJourney: e, ineligibilityReason: r }),
    ).toBe(v);
  });
});

describe('spec 001 §4 Duplicate account', () => {
  it.each([
    ['a***@x.com', [], '/email-address-found'],
    ['', ['a***@x.com'], '/email-address-found'],
    ['', ['a***@x.com', 'b***@y.com'], '/multiple-emails-found'],
    ['', [], '/multiple-emails-found'],
  ])('email-hint %j %o → %s', (one, list, to) => expect(afterEmailHint(one, list)).toEqual(nav(to)));
  it.each([
    [http(429), '/cannot-request-another-reminder'],
    [http(500), '/error'],
    [unauthorized, '/error'],
  ])('first reminder failure %# ', (err, to) => expect(afterFirstReminderError(err)).toEqual(nav(to)));
  it.each([
    [http(429), '/cannot-request-another-reminder'],
    [http(400, 'Reminder limit exceeded'), '/cannot-request-another-reminder'],
    [unauthorized, '/session-timeout'],
    [http(500), '/error'],
  ])('second reminder failure %#', (err, to) => expect(afterSecondReminderError(err)).toEqual(nav(to)));
  it.each([
    [unauthorized, '/session-timeout'],
    [http(403, 'Not eligible to complete account migration', 'CID1119'), '/failed-eligibility?errorCode=CID1119'],
    [http(403, 'Not eligible to complete account migration'), '/failed-eligibility?errorCode=CID1119'],
    [http(403, 'Forbidden', 'CID1119'), '/failed-eligibility?errorCode=CID1119'],
    [http(403, 'Forbidden'), '/error'],
    [http(500), '/error'],
  ])('account replacement failure %#', (err, to) => expect(afterAccountMigrationError(err)).toEqual(nav(to)));
  it.each([
    ['POP', true, true],
    ['POP', false, false],
    ['PUSH', true, false],
    ['REPLACE', true, false],
  ])('reload on back: %s (navigated in app %s) → %s', (type, key, reload) =>
    expect(shouldReloadOnBack(type, key)).toBe(reload),
  );
});
