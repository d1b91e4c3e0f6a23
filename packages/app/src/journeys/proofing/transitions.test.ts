import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import {
  afterEnterDob,
  afterEnterName,
  afterEnterPostcode,
  afterKnowNhsNumber,
  afterNoMatchChoice,
  afterUpliftError,
  lockoutMinutes,
  stillLockedOut,
} from './transitions.ts';
import { proofingGuardRedirect } from '../../shell/Guarded.tsx';
import { upliftFailure } from './upliftError.ts';

const nav = (to: string) => ({ kind: 'navigate', to });

describe('spec 001 §4 Proofing entry steps', () => {
  it.each([
    ['yes', false, '/proofing/enter-dob'],
    ['yes', true, '/proofing/confirm-your-details'],
    ['no', false, '/proofing/enter-name'],
    ['no', true, '/proofing/enter-name'],
  ] as const)('know-nhs-number %s (photo-ID %s) → %s', (know, pyi, to) => {
    expect(afterKnowNhsNumber(know, pyi)).toEqual(nav(to));
  });
  it.each([
    [false, '/proofing/enter-dob'],
    [true, '/proofing/confirm-your-details'],
  ])('enter-name (photo-ID %s) → %s', (pyi, to) => expect(afterEnterName(pyi)).toEqual(nav(to)));
  it.each([
    [true, false, '/proofing/you-need-to-be-over-11'],
    [true, true, '/proofing/you-need-to-be-over-11'],
    [false, false, '/proofing/enter-postcode'],
    [false, true, '/proofing/confirm-your-details'],
  ])('enter-dob (under 11 %s, photo-ID %s) → %s', (under, pyi, to) =>
    expect(afterEnterDob(under, pyi)).toEqual(nav(to)),
  );
  it.each([
    [true, false, '/proofing/nhs-login-not-available-your-area'],
    [true, true, '/proofing/nhs-login-not-available-your-area'],
    [false, false, '/proofing/check-your-details'],
    [false, true, '/proofing/confirm-your-details'],
  ])('enter-postcode (blocked %s, photo-ID %s) → %s', (blocked, pyi, to) =>
    expect(afterEnterPostcode(blocked, pyi)).toEqual(nav(to)),
  );
  it.each([
    ['check', '/proofing/check-your-details?noMatch=true'],
    ['nhsNumber', '/proofing/know-nhs-number'],
    ['fullName', '/proofing/enter-name'],
    ['anotherWay', '/proofing/confirm-your-details'],
  ] as const)('no-match %s → %s', (choice, to) => expect(afterNoMatchChoice(choice)).toEqual(nav(to)));
});

describe('spec 001 §4 Uplift outcome', () => {
  it.each([
    [400, 'No match found', '/proofing/no-match'],
    [400, 'Multiple matches found', '/proofing/no-match'],
    [400, 'NHS number not verified', '/proofing/nhs-number-not-verified'],
    [400, 'Record has been invalidated', '/proofing/record-invalidated'],
    [400, 'PDS rate limit exceeded', '/proofing/p5-register-attempt'],
    [400, 'PDS rate limit has already been exceeded', '/proofing/confirm-your-details'],
    [400, 'Unauthorized', '/session-timeout'],
    [401, 'Unauthorized', '/session-timeout'],
    [400, 'Something else', '/proofing/p5-error-generic'],
    [500, 'Internal error', '/proofing/p5-error-generic'],
    [429, 'No match found', '/proofing/p5-pds-limit'],
    [504, 'Gateway timeout', '/proofing/p5-pds-limit'],
    [409, 'User already uplifted', '/proofing/p5-already-completed'],
    [409, '', '/proofing/p5-already-completed'],
  ])('%i %j → %s', (status, error, to) => {
    const err = upliftFailure(status, { error, message: error });
    expect(afterUpliftError(err, { error, message: error })).toEqual(nav(to));
  });
  it("409 with message 'User not uplifted' → duplicate-nhs-number", () => {
    const body = { message: 'User not uplifted', account_migration: false };
    expect(afterUpliftError(upliftFailure(409, body), body)).toEqual(nav('/duplicate-nhs-number'));
  });
  it('a network failure without a body → p5-error-generic', () => {
    expect(afterUpliftError(new ApiError('network', 0, '', 'Network error'), undefined)).toEqual(
      nav('/proofing/p5-error-generic'),
    );
  });
});

describe('spec 001 §2, §9 lockout wait', () => {
  const now = 1_700_000_000_000;
  it.each([
    [null, 15],
    [now / 1000 + 30 * 60, 30],
    [now / 1000 + 61, 2],
    [now / 1000 + 1, 1],
    [now / 1000 - 100, 1],
  ])('lockOutTime %s → %i minutes', (t, minutes) => expect(lockoutMinutes(t, now)).toBe(minutes));
  it('a lockout still running blocks a new uplift; a past one does not', () => {
    expect(stillLockedOut(now / 1000 + 10, now)).toBe(true);
    expect(stillLockedOut(now / 1000 - 10, now)).toBe(false);
    expect(stillLockedOut(null, now)).toBe(false);
  });
});

describe('spec 001 §6 guards', () => {
  const s = (hasUplifted: boolean, hasEnteredDetails: boolean, p5DuplicateFound: boolean) => ({
    hasUplifted,
    hasEnteredDetails,
    p5DuplicateFound,
  });
  it.each([
    ['proofing', s(false, false, false), undefined],
    ['proofing', s(true, true, false), '/proofing/p5-already-completed'],
    ['details', s(false, false, false), '/proofing/know-nhs-number'],
    ['details', s(false, true, false), undefined],
    ['details', s(true, true, false), '/proofing/p5-already-completed'],
    ['duplicate', s(false, false, false), '/error'],
    ['duplicate', s(true, false, true), undefined],
    ['none', s(true, false, false), undefined],
  ] as const)('%s %o → %s', (guard, state, to) => expect(proofingGuardRedirect(guard, state)).toBe(to));
});
