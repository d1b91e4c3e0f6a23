import { z } from 'zod/mini';
import { addYears, format, isAfter, isBefore, isValid } from 'date-fns';
import { MINIMUM_AGE_YEARS } from '@nhsl/contract';
import { proofingMessages as m } from '@nhsl/content';
import type { FormMessage } from '../../shell/useFormErrors.ts';

/**
 * Removes spaces and dashes typed inside an NHS number. DECISIONS.md "NHS number input".
 * @param raw - what the user typed
 */
export function normaliseNhsNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '');
}

/**
 * The NHS number Modulus 11 check: the first nine digits weighted 10 down to 2, summed; 11 minus
 * the remainder mod 11 is the check digit (11 → 0; 10 → the number is invalid). spec 001 §5,
 * DECISIONS.md "NHS number input".
 * @param digits - exactly ten digits
 */
export function nhsNumberChecksumValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(digits[9]);
}

/**
 * Error code of an NHS number, or undefined when valid: required, 10 digits, Modulus 11.
 * spec 001 §5 "Know NHS number".
 * @param raw - what the user typed
 */
export function nhsNumberError(raw: string): string | undefined {
  const n = normaliseNhsNumber(raw);
  if (!n) return 'NHS_NUMBER_REQUIRED';
  if (!/^\d{10}$/.test(n)) return 'NHS_NUMBER_FORMAT';
  if (!nhsNumberChecksumValid(n)) return 'NHS_NUMBER_INVALID';
  return undefined;
}

/**
 * Trims a name part and collapses runs of whitespace to one space. spec 001 §5 "Name".
 * @param raw - what the user typed
 */
export function normaliseName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Minimum length of each name part. spec 001 §9. */
export const MIN_NAME_LENGTH = 2;

/**
 * Error code of one name part, or undefined: required (unless optional) and at least 2
 * characters after normalising. spec 001 §5 "Name".
 * @param part - FIRST_NAME, MIDDLE_NAME or LAST_NAME
 * @param raw - what the user typed
 */
export function namePartError(part: 'FIRST_NAME' | 'MIDDLE_NAME' | 'LAST_NAME', raw: string): string | undefined {
  const v = normaliseName(raw);
  if (!v) return part === 'MIDDLE_NAME' ? undefined : `${part}_REQUIRED`;
  if (v.length < MIN_NAME_LENGTH) return `${part}_SHORT`;
  return undefined;
}

/** The earliest date of birth accepted. DECISIONS.md "date of birth". */
export const EARLIEST_DOB = new Date(1900, 0, 1);

/** A date-of-birth check's answer: the ISO date, or an error code. */
export type DobResult = { ok: true; iso: string } | { ok: false; code: string };

/**
 * Validates a date of birth typed as day, month and year with date-fns: a real calendar date with
 * a four-digit year, not in the future, not before 1 January 1900, and at least 11 years before
 * `today` (else DOB_UNDER_MIN_AGE). spec 001 §5, DECISIONS.md "date of birth".
 * @param day - day as typed
 * @param month - month as typed
 * @param year - year as typed
 * @param today - the current date
 */
export function checkDob(day: string, month: string, year: string, today: Date): DobResult {
  const [d, mo, y] = [day.trim(), month.trim(), year.trim()];
  if (!d && !mo && !y) return { ok: false, code: 'DOB_REQUIRED' };
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(mo) || !/^\d{4}$/.test(y)) return { ok: false, code: 'DOB_INVALID' };
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  if (
    !isValid(date) ||
    date.getFullYear() !== Number(y) ||
    date.getMonth() !== Number(mo) - 1 ||
    date.getDate() !== Number(d)
  ) {
    return { ok: false, code: 'DOB_INVALID' };
  }
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (isAfter(date, startOfToday)) return { ok: false, code: 'DOB_FUTURE' };
  if (isBefore(date, EARLIEST_DOB)) return { ok: false, code: 'DOB_TOO_OLD' };
  if (isAfter(addYears(date, MINIMUM_AGE_YEARS), startOfToday)) return { ok: false, code: 'DOB_UNDER_MIN_AGE' };
  return { ok: true, iso: format(date, 'yyyy-MM-dd') };
}

/** UK postcode format (outward and inward code), on the normalised text. */
const POSTCODE_PATTERN = /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/;

/** Postcode areas without access to patient data. spec 001 §5, §9. */
export const BLOCKED_POSTCODE_AREAS = ['BT', 'SC', 'JE', 'GY'] as const;

/**
 * Normalises a postcode: upper case, spaces removed, then one space before the inward code
 * ("ls1 4ap" → "LS1 4AP"). DECISIONS.md "postcode".
 * @param raw - what the user typed
 */
export function normalisePostcode(raw: string): string {
  const compact = raw.toUpperCase().replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * Error code of a postcode, or undefined: required, UK format, then the area check
 * (POSTCODE_BLOCKED_AREA for BT, SC, JE, GY). spec 001 §5 "Postcode".
 * @param raw - what the user typed
 */
export function postcodeError(raw: string): string | undefined {
  const p = normalisePostcode(raw);
  if (!p) return 'POSTCODE_REQUIRED';
  if (!POSTCODE_PATTERN.test(p)) return 'POSTCODE_INVALID';
  const area = /^[A-Z]+/.exec(p)?.[0] ?? '';
  if ((BLOCKED_POSTCODE_AREAS as readonly string[]).includes(area)) return 'POSTCODE_BLOCKED_AREA';
  return undefined;
}

/** Form error codes of the proofing forms and their wording. spec 001 §5. */
export const proofingFormMessages: Record<string, FormMessage> = {
  KNOW_REQUIRED: { summary: m.knowRequired, inline: m.knowRequired },
  NHS_NUMBER_REQUIRED: { summary: m.nhsNumberRequired, inline: m.nhsNumberRequired },
  NHS_NUMBER_FORMAT: { summary: m.nhsNumberFormat, inline: m.nhsNumberFormat },
  NHS_NUMBER_INVALID: { summary: m.nhsNumberInvalid, inline: m.nhsNumberInvalid },
  FIRST_NAME_REQUIRED: { summary: m.firstNameRequiredSummary, inline: m.firstNameRequiredInline },
  LAST_NAME_REQUIRED: { summary: m.lastNameRequiredSummary, inline: m.lastNameRequiredInline },
  FIRST_NAME_SHORT: { summary: m.firstNameShortSummary, inline: m.firstNameShortInline },
  MIDDLE_NAME_SHORT: { summary: m.middleNameShortSummary, inline: m.middleNameShortInline },
  LAST_NAME_SHORT: { summary: m.lastNameShortSummary, inline: m.lastNameShortInline },
  DOB_REQUIRED: { summary: m.dobRequired, inline: m.dobRequired },
  DOB_INVALID: { summary: m.dobInvalid, inline: m.dobInvalid },
  DOB_FUTURE: { summary: m.dobFuture, inline: m.dobFuture },
  DOB_TOO_OLD: { summary: m.dobTooOld, inline: m.dobTooOld },
  POSTCODE_REQUIRED: { summary: m.postcodeRequired, inline: m.postcodeRequired },
  POSTCODE_INVALID: { summary: m.postcodeInvalid, inline: m.postcodeInvalid },
  NO_MATCH_CHOICE_REQUIRED: { summary: m.noMatchChoiceRequired, inline: m.noMatchChoiceRequired },
};

/** know-nhs-number form: the radio is required; yes needs a valid NHS number. spec 001 §5. */
export const knowNhsNumberSchema = z.object({ know: z.string(), nhsNumber: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (v.know !== 'yes' && v.know !== 'no') ctx.addIssue({ code: 'custom', path: ['know'], message: 'KNOW_REQUIRED' });
    if (v.know === 'yes') {
      const code = nhsNumberError(v.nhsNumber);
      if (code) ctx.addIssue({ code: 'custom', path: ['nhsNumber'], message: code });
    }
  }),
);
export type KnowNhsNumberForm = z.infer<typeof knowNhsNumberSchema>;

/** enter-name form. spec 001 §5 "Name". */
export const nameSchema = z.object({ firstName: z.string(), middleNames: z.string(), lastName: z.string() }).check(
  z.superRefine((v, ctx) => {
    const checks = [
      ['firstName', namePartError('FIRST_NAME', v.firstName)],
      ['middleNames', namePartError('MIDDLE_NAME', v.middleNames)],
      ['lastName', namePartError('LAST_NAME', v.lastName)],
    ] as const;
    for (const [path, code] of checks) if (code) ctx.addIssue({ code: 'custom', path: [path], message: code });
  }),
);
export type NameForm = z.infer<typeof nameSchema>;

/**
 * Where a date-of-birth error is reported: the DateInput's first part (`dob-day`), so the error
 * summary's link moves focus to it.
 */
export const DOB_ERROR_FIELD = 'dob-day';

/**
 * enter-dob form (the DateInput's parts under `dob`): every date rule but the minimum age
 * (which leads to a page, not a form error). spec 001 §5.
 * @param today - returns the current date
 */
export const dobSchema = (today: () => Date) =>
  z.object({ dob: z.object({ day: z.string(), month: z.string(), year: z.string() }) }).check(
    z.superRefine((v, ctx) => {
      const r = checkDob(v.dob.day, v.dob.month, v.dob.year, today());
      if (!r.ok && r.code !== 'DOB_UNDER_MIN_AGE')
        ctx.addIssue({ code: 'custom', path: [DOB_ERROR_FIELD], message: r.code });
    }),
  );
/** enter-dob's form values. */
export type DobForm = { dob: { day: string; month: string; year: string } };

/** enter-postcode form: required and UK format (the area check leads to a page). spec 001 §5. */
export const postcodeSchema = z.object({ postcode: z.string() }).check(
  z.superRefine((v, ctx) => {
    const code = postcodeError(v.postcode);
    if (code && code !== 'POSTCODE_BLOCKED_AREA') ctx.addIssue({ code: 'custom', path: ['postcode'], message: code });
  }),
);
export type PostcodeForm = z.infer<typeof postcodeSchema>;

/** no-match form: a choice is required. spec 001 §5. */
export const noMatchSchema = z.object({
  choice: z.string().check(z.refine((c) => NO_MATCH_CHOICES.includes(c as NoMatchChoice), 'NO_MATCH_CHOICE_REQUIRED')),
});

/** The four choices of no-match. spec 001 §2 "no-match". */
export const NO_MATCH_CHOICES = ['check', 'nhsNumber', 'fullName', 'anotherWay'] as const;
/** One choice of no-match. */
export type NoMatchChoice = (typeof NO_MATCH_CHOICES)[number];
export type NoMatchForm = { choice: string };
