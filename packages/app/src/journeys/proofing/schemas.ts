import { z } from 'zod/mini';
import { addYears, format, isAfter, isBefore, isExists, startOfDay } from 'date-fns';
import { MINIMUM_AGE_YEARS, normaliseNumericInput, stripInvisible } from '@nhsl/contract';
import { MAX_MIDDLE_NAMES_LENGTH, MAX_NAME_LENGTH, proofingMessages as m, perLocale } from '@nhsl/content';
import type { FormMessage } from '../../shell/useFormErrors.ts';

/**
 * Removes spaces and dashes typed inside an NHS number, after making full-width digits ASCII and
 * removing invisible characters ({@link normaliseNumericInput}). shared spec DECISIONS "NHS number
 * input"; docs/decisions/0011-cleaning-and-limiting-typed-input.md.
 * @param raw - what the user typed
 */
export function normaliseNhsNumber(raw: string): string {
  return normaliseNumericInput(raw).replace(/-+/g, '');
}

/**
 * The NHS number Modulus 11 check: the first nine digits weighted 10 down to 2, summed; 11 minus
 * the remainder mod 11 is the check digit (11 → 0; 10 → the number is invalid). spec 001 §5,
 * shared spec DECISIONS "NHS number input".
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
 * Removes invisible characters (zero-width, direction overrides), trims a name part and
 * collapses runs of whitespace to one space. spec 001 §5 "Name"; issue 28.
 * @param raw - what the user typed
 */
export function normaliseName(raw: string): string {
  return stripInvisible(raw).trim().replace(/\s+/g, ' ');
}

/** Minimum length of each name part. spec 001 §9. */
export const MIN_NAME_LENGTH = 2;

/**
 * One character that is a whole name (issue 45): a Chinese character, a Korean syllable or a
 * Japanese kana, where a surname such as 王 or 李 is one character. spec 001 §5's "at least 2
 * characters" is written for alphabetic scripts, where one letter is an initial.
 */
const ONE_CHARACTER_NAME = /^[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]$/u;

/**
 * The characters a name may hold: letters in any script (with their combining marks), spaces,
 * hyphens and apostrophes (straight or curly). Issue 28; docs/decisions/0011-cleaning-and-limiting-typed-input.md.
 */
const NAME_PATTERN = /^[\p{L}\p{M} '\u2019-]+$/u;

/**
 * Error code of one name part, or undefined: required (unless optional), at least 2 characters
 * (or one Chinese, Korean or Japanese syllable character, see ONE_CHARACTER_NAME),
 * at most {@link MAX_NAME_LENGTH} ({@link MAX_MIDDLE_NAMES_LENGTH} for middle names), and only
 * the characters of a name, checked in that order after normalising. spec 001 §5 "Name"
 * (required, short); issue 28 (too long: `<part>_TOO_LONG`; characters: `<part>_CHARACTERS`).
 * @param part - FIRST_NAME, MIDDLE_NAME or LAST_NAME
 * @param raw - what the user typed
 */
export function namePartError(part: 'FIRST_NAME' | 'MIDDLE_NAME' | 'LAST_NAME', raw: string): string | undefined {
  const v = normaliseName(raw);
  if (!v) return part === 'MIDDLE_NAME' ? undefined : `${part}_REQUIRED`;
  if (v.length < MIN_NAME_LENGTH && !ONE_CHARACTER_NAME.test(v)) return `${part}_SHORT`;
  if (v.length > (part === 'MIDDLE_NAME' ? MAX_MIDDLE_NAMES_LENGTH : MAX_NAME_LENGTH)) return `${part}_TOO_LONG`;
  if (!NAME_PATTERN.test(v)) return `${part}_CHARACTERS`;
  return undefined;
}

/** The earliest date of birth accepted. shared spec DECISIONS "date of birth". */
export const EARLIEST_DOB = new Date(1900, 0, 1);

/** A part of a date of birth as typed. */
export type DobPart = 'day' | 'month' | 'year';

/**
 * A date-of-birth check's answer: the ISO date, or an error code and the parts at fault (the
 * fields to highlight; all three when the date as a whole is wrong).
 */
export type DobResult = { ok: true; iso: string } | { ok: false; code: string; parts: DobPart[] };

const ALL_PARTS: DobPart[] = ['day', 'month', 'year'];

/**
 * The error code of a problem with some parts: `<prefix>_<PARTS>`, e.g. DOB_MISSING_MONTH_YEAR,
 * DOB_INVALID_DAY; just `<prefix>` when all three are at fault.
 * @param prefix - DOB_MISSING or DOB_INVALID
 * @param parts - the parts at fault, in page order
 */
function partsCode(prefix: string, parts: readonly DobPart[]): string {
  return parts.length === 3 ? prefix : `${prefix}_${parts.map((p) => p.toUpperCase()).join('_')}`;
}

/**
 * The date parts a date-of-birth error code is about, so that only those fields are highlighted:
 * the parts named in DOB_MISSING_* and DOB_INVALID_* codes, the year for DOB_YEAR_DIGITS, all
 * three otherwise. Issue 28 "Highlight only the fields at fault".
 * @param code - a checkDob error code
 */
export function dobErrorParts(code: string): DobPart[] {
  if (code === 'DOB_YEAR_DIGITS') return ['year'];
  const named = /^DOB_(?:MISSING|INVALID)_(.+)$/.exec(code)?.[1];
  if (!named) return ALL_PARTS;
  return ALL_PARTS.filter((p) => named.split('_').includes(p.toUpperCase()));
}

/**
 * Validates a date of birth typed as day, month and year, with the GOV.UK date-input messages
 * (issue 28): nothing typed (DOB_REQUIRED); some parts missing (DOB_MISSING_<PARTS>, those
 * parts); a part not a number, a month over 12 or a day the month does not have (DOB_INVALID or
 * DOB_INVALID_<PARTS>, the parts at fault; see {@link dobErrorParts}); a year not of four digits (DOB_YEAR_DIGITS, the year); then for the whole
 * date: in the future (DOB_FUTURE), before 1 January 1900 (DOB_TOO_OLD), or under 11 years before
 * `today` (DOB_UNDER_MIN_AGE). Each part is cleaned by {@link normaliseNumericInput} first
 * (full-width digits, invisible characters, spaces). spec 001 §5, shared spec DECISIONS "date of birth";
 * docs/decisions/0011-cleaning-and-limiting-typed-input.md.
 * @param day - day as typed
 * @param month - month as typed
 * @param year - year as typed
 * @param today - the current date
 */
export function checkDob(day: string, month: string, year: string, today: Date): DobResult {
  const typed: Record<DobPart, string> = {
    day: normaliseNumericInput(day),
    month: normaliseNumericInput(month),
    year: normaliseNumericInput(year),
  };
  const missing = ALL_PARTS.filter((p) => !typed[p]);
  if (missing.length === 3) return { ok: false, code: 'DOB_REQUIRED', parts: ALL_PARTS };
  if (missing.length > 0) return { ok: false, code: partsCode('DOB_MISSING', missing), parts: missing };
  const notNumbers = ALL_PARTS.filter((p) => !/^\d+$/.test(typed[p]));
  const [d, mo, y] = [Number(typed.day), Number(typed.month), Number(typed.year)];
  const badMonth = notNumbers.includes('month') || mo < 1 || mo > 12;
  const badDay = notNumbers.includes('day') || d < 1 || d > 31;
  if (badDay || badMonth || notNumbers.includes('year')) {
    const parts = ALL_PARTS.filter((p) => (p === 'day' ? badDay : p === 'month' ? badMonth : notNumbers.includes(p)));
    return { ok: false, code: partsCode('DOB_INVALID', parts), parts };
  }
  if (!/^\d{4}$/.test(typed.year)) return { ok: false, code: 'DOB_YEAR_DIGITS', parts: ['year'] };
  if (!isExists(y, mo - 1, d)) return { ok: false, code: 'DOB_INVALID_DAY', parts: ['day'] };
  const date = new Date(y, mo - 1, d);
  const startOfToday = startOfDay(today);
  if (isAfter(date, startOfToday)) return { ok: false, code: 'DOB_FUTURE', parts: ALL_PARTS };
  if (isBefore(date, EARLIEST_DOB)) return { ok: false, code: 'DOB_TOO_OLD', parts: ALL_PARTS };
  if (isAfter(addYears(date, MINIMUM_AGE_YEARS), startOfToday)) {
    return { ok: false, code: 'DOB_UNDER_MIN_AGE', parts: ALL_PARTS };
  }
  return { ok: true, iso: format(date, 'yyyy-MM-dd') };
}

/** UK postcode format (outward and inward code), on the normalised text. */
const POSTCODE_PATTERN = /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/;

/**
 * The longest postcode, in characters once normalised: a UK postcode's outward code (2 to 4), a
 * space and its inward code (3), e.g. "SW1A 1AA" (shared spec DECISIONS "postcode"). Anything longer is not
 * a postcode, and gets the format message however long it is (issue 44 "Size": every field has a
 * length limit).
 */
export const MAX_POSTCODE_LENGTH = 8;

/** Postcode areas without access to patient data. spec 001 §5, §9. */
export const BLOCKED_POSTCODE_AREAS = ['BT', 'SC', 'JE', 'GY'] as const;

/**
 * Normalises a postcode as the other fields are cleaned (issue 45): full-width letters and digits
 * made ASCII (NFKC), invisible characters, spaces and dashes removed, upper case, then one space
 * before the inward code ("ls1 4ap", "ＬＳ１ ４ＡＰ", "LS1-4AP" → "LS1 4AP"). shared spec DECISIONS "postcode".
 * @param raw - what the user typed
 */
export function normalisePostcode(raw: string): string {
  const compact = normaliseNumericInput(raw)
    .replace(/\p{Pd}+/gu, '')
    .toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * Error code of a postcode, or undefined: required, at most {@link MAX_POSTCODE_LENGTH} characters
 * and the UK format (both POSTCODE_INVALID), then the area check (POSTCODE_BLOCKED_AREA for BT, SC,
 * JE, GY). spec 001 §5 "Postcode".
 * @param raw - what the user typed
 */
export function postcodeError(raw: string): string | undefined {
  const p = normalisePostcode(raw);
  if (!p) return 'POSTCODE_REQUIRED';
  if (p.length > MAX_POSTCODE_LENGTH || !POSTCODE_PATTERN.test(p)) return 'POSTCODE_INVALID';
  const area = /^[A-Z]+/.exec(p)?.[0] ?? '';
  if ((BLOCKED_POSTCODE_AREAS as readonly string[]).includes(area)) return 'POSTCODE_BLOCKED_AREA';
  return undefined;
}

/**
 * The postcode enter-postcode's field starts with: the one stored, but empty when it is in an area
 * NHS login does not cover. That postcode is kept only for nhs-login-not-available-your-area to
 * show, and its link back to enter-postcode is to enter a different one. A read: the page's GET
 * changes nothing (issue 55 item 5); the next postcode entered replaces it. spec 001 §2
 * "nhs-login-not-available-your-area".
 * @param stored - the journey's postcode (normalised), or ''
 */
export function postcodeToEdit(stored: string): string {
  return postcodeError(stored) === 'POSTCODE_BLOCKED_AREA' ? '' : stored;
}

/** Form error codes of the proofing forms and their wording. spec 001 §5. */
export const proofingFormMessages: Record<string, FormMessage> = perLocale(() => ({
  KNOW_REQUIRED: { summary: m.knowRequired, inline: m.knowRequired },
  NHS_NUMBER_REQUIRED: { summary: m.nhsNumberRequired, inline: m.nhsNumberRequired },
  NHS_NUMBER_FORMAT: { summary: m.nhsNumberFormat, inline: m.nhsNumberFormat },
  NHS_NUMBER_INVALID: { summary: m.nhsNumberInvalid, inline: m.nhsNumberInvalid },
  FIRST_NAME_REQUIRED: { summary: m.firstNameRequiredSummary, inline: m.firstNameRequiredInline },
  LAST_NAME_REQUIRED: { summary: m.lastNameRequiredSummary, inline: m.lastNameRequiredInline },
  FIRST_NAME_SHORT: { summary: m.firstNameShortSummary, inline: m.firstNameShortInline },
  MIDDLE_NAME_SHORT: { summary: m.middleNameShortSummary, inline: m.middleNameShortInline },
  LAST_NAME_SHORT: { summary: m.lastNameShortSummary, inline: m.lastNameShortInline },
  FIRST_NAME_TOO_LONG: { summary: m.firstNameTooLong, inline: m.firstNameTooLong },
  MIDDLE_NAME_TOO_LONG: { summary: m.middleNamesTooLong, inline: m.middleNamesTooLong },
  LAST_NAME_TOO_LONG: { summary: m.lastNameTooLong, inline: m.lastNameTooLong },
  FIRST_NAME_CHARACTERS: { summary: m.firstNameCharacters, inline: m.firstNameCharacters },
  MIDDLE_NAME_CHARACTERS: { summary: m.middleNamesCharacters, inline: m.middleNamesCharacters },
  LAST_NAME_CHARACTERS: { summary: m.lastNameCharacters, inline: m.lastNameCharacters },
  DOB_REQUIRED: { summary: m.dobRequired, inline: m.dobRequired },
  DOB_MISSING_DAY: { summary: m.dobMissingDay, inline: m.dobMissingDay },
  DOB_MISSING_MONTH: { summary: m.dobMissingMonth, inline: m.dobMissingMonth },
  DOB_MISSING_YEAR: { summary: m.dobMissingYear, inline: m.dobMissingYear },
  DOB_MISSING_DAY_MONTH: { summary: m.dobMissingDayMonth, inline: m.dobMissingDayMonth },
  DOB_MISSING_DAY_YEAR: { summary: m.dobMissingDayYear, inline: m.dobMissingDayYear },
  DOB_MISSING_MONTH_YEAR: { summary: m.dobMissingMonthYear, inline: m.dobMissingMonthYear },
  DOB_YEAR_DIGITS: { summary: m.dobYearDigits, inline: m.dobYearDigits },
  ...Object.fromEntries(
    ['DAY', 'MONTH', 'YEAR', 'DAY_MONTH', 'DAY_YEAR', 'MONTH_YEAR'].map((parts) => [
      `DOB_INVALID_${parts}`,
      { summary: m.dobInvalid, inline: m.dobInvalid },
    ]),
  ),
  DOB_INVALID: { summary: m.dobInvalid, inline: m.dobInvalid },
  DOB_FUTURE: { summary: m.dobFuture, inline: m.dobFuture },
  DOB_TOO_OLD: { summary: m.dobTooOld, inline: m.dobTooOld },
  POSTCODE_REQUIRED: { summary: m.postcodeRequired, inline: m.postcodeRequired },
  POSTCODE_INVALID: { summary: m.postcodeInvalid, inline: m.postcodeInvalid },
  NO_MATCH_CHOICE_REQUIRED: { summary: m.noMatchChoiceRequired, inline: m.noMatchChoiceRequired },
}));

/**
 * know-nhs-number form: the radio is required; yes needs a valid NHS number (the parsed value is
 * the normalised number). spec 001 §5.
 */
export const knowNhsNumberSchema = z
  .object({
    know: z.string(),
    nhsNumber: z.string().check(z.overwrite(normaliseNhsNumber)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.know !== 'yes' && v.know !== 'no')
        ctx.addIssue({ code: 'custom', path: ['know'], message: 'KNOW_REQUIRED' });
      if (v.know === 'yes') {
        const code = nhsNumberError(v.nhsNumber);
        if (code) ctx.addIssue({ code: 'custom', path: ['nhsNumber'], message: code });
      }
    }),
  );
export type KnowNhsNumberForm = z.infer<typeof knowNhsNumberSchema>;

/** enter-name form (the parsed values are the normalised names). spec 001 §5 "Name"; issue 28. */
export const nameSchema = z
  .object({
    firstName: z.string().check(z.overwrite(normaliseName)),
    middleNames: z.string().check(z.overwrite(normaliseName)),
    lastName: z.string().check(z.overwrite(normaliseName)),
  })
  .check(
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
 * The DateInput's fields in page order (`dob-day`, `dob-month`, `dob-year`). A date-of-birth
 * error is reported on the first part at fault, so the error summary's link moves focus to it.
 */
export const DOB_FIELDS = ['dob-day', 'dob-month', 'dob-year'] as const;

/**
 * The field a date-of-birth error is reported on: the first of its parts.
 * @param parts - the parts at fault (checkDob's)
 */
export function dobErrorField(parts: readonly DobPart[]): (typeof DOB_FIELDS)[number] {
  return `dob-${parts[0] ?? 'day'}`;
}

/** A DateInput part as its own string field, cleaned like every numeric field (issue 28). */
const dobPart = () => z.string().check(z.overwrite(normaliseNumericInput));

/**
 * enter-dob form (the DateInput's parts under `dob`, each cleaned by normaliseNumericInput):
 * every date rule but the minimum age (which leads to a page, not a form error), reported on the
 * first part at fault; its code names the parts to highlight ({@link dobErrorParts}).
 * spec 001 §5; issue 28.
 * @param today - returns the current date
 */
export const dobSchema = (today: () => Date) =>
  z.object({ dob: z.object({ day: dobPart(), month: dobPart(), year: dobPart() }) }).check(
    z.superRefine((v, ctx) => {
      const r = checkDob(v.dob.day, v.dob.month, v.dob.year, today());
      if (!r.ok && r.code !== 'DOB_UNDER_MIN_AGE')
        ctx.addIssue({ code: 'custom', path: [dobErrorField(r.parts)], message: r.code });
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
