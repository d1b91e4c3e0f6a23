/**
 * UK phone number rules and error texts of recovery (issue 15), shared by the app and the
 * simulator so both judge a number alike and route on the same texts. Kept apart from the wire
 * module `recovery.ts`, which the app's API client (in the first page's chunk) imports: a
 * module the first page uses is bundled whole, with every export a later page takes from it, so
 * these load with the recovery pages only (docs/decisions/0051-bundle-budgets.md).
 */
import { stripInvisible } from './textInput.ts';

/**
 * Error texts of the recovery calls (our wording; the app routes on them). Besides these the
 * calls answer the sign-in texts: 'OTP requests exceeded', 'OTP attempts exceeded', 'Invalid OTP
 * Session' (no password verified in this session) and 401 'Unauthorized'.
 */
export const recoveryMessages = {
  /** 400: the number is not a UK number of the kind asked for. */
  invalidPhoneNumber: 'Invalid phone number',
  /** 400: the account already holds this number. */
  sameNumber: 'Number already held',
  /**
   * 403: the account has proved who they are (P5 or P9), so its numbers cannot change online
   * (docs/decisions/0022-changing-a-phone-number.md).
   */
  identityCheckRequired: 'Identity check required',
} as const;

/** Characters people type in phone numbers that carry no meaning: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()\u00a0]/g;

/**
 * Longest input accepted before it is judged too long (digits, separators and a leading +), in
 * characters: a UK number in its longest written form (`+44 (0)7700 900 982`, 19) with room for
 * more separators. Issue 15; issue 44 "Size" (every field has a length limit).
 */
export const MAX_PHONE_INPUT_LENGTH = 25;

/** What a phone number check finds. */
export type PhoneNumberCheck =
  | { ok: true; /** international format, e.g. `+447700900982` */ e164: string }
  | { ok: false; problem: 'required' | 'tooLong' | 'format' };

/**
 * Reads a UK number as people write it: national (`07700 900982`), international (`+44 7700
 * 900982`, `0044 7700 900982`, `+44 (0)7700 900982`), with spaces, dashes, dots or brackets
 * anywhere, as typed or pasted. Gives the national significant number (digits after the 0), or a
 * problem. Full-width digits and invisible characters are cleaned first (NFKC; issue 28). Anything
 * but digits, separators, a leading + and `(0)` is the format problem, however long (10,000
 * letters are not "too many digits": issue 45 "Bad input" 6). Too long: more than
 * {@link MAX_PHONE_INPUT_LENGTH} characters, or more digits than a UK number has.
 * @param raw - what the user typed
 * @param maxNationalDigits - the most digits after the leading 0 the kind of number has
 */
function ukNationalDigits(
  raw: string,
  maxNationalDigits: number,
): { ok: true; national: string } | { ok: false; problem: 'required' | 'tooLong' | 'format' } {
  const trimmed = stripInvisible(raw.normalize('NFKC')).trim();
  if (trimmed.length === 0) return { ok: false, problem: 'required' };
  let s = trimmed.replace(/\(0\)/g, '').replace(PHONE_SEPARATORS, '');
  if (!/^\+?\d+$/.test(s)) return { ok: false, problem: 'format' };
  if (trimmed.length > MAX_PHONE_INPUT_LENGTH) return { ok: false, problem: 'tooLong' };
  if (s.startsWith('+44')) s = s.slice(3);
  else if (s.startsWith('0044')) s = s.slice(4);
  else if (s.startsWith('44') && s.length === 12) s = s.slice(2);
  else if (s.startsWith('0')) s = s.slice(1);
  else return { ok: false, problem: 'format' };
  if (s.startsWith('0')) s = s.slice(1);
  if (s.length > maxNationalDigits) return { ok: false, problem: 'tooLong' };
  return { ok: true, national: s };
}

/**
 * A UK mobile number: 07 followed by 9 digits (`7` and 9 digits after +44), but not a 070
 * personal number or a 076 pager (the 07624 Isle of Man mobiles excepted). Normalised to
 * international format. The one rule of the app's forms (registration, recovery) and the
 * simulator. Issue 15 "UK mobile rules, international format accepted, normalised".
 * @param raw - what the user typed, e.g. `07700 900982`, `+44 7700 900982`, `0044 7700 900982`,
 *   `447700900982`
 */
export function checkUkMobile(raw: string): PhoneNumberCheck {
  const r = ukNationalDigits(raw, 10);
  if (!r.ok) return r;
  if (!/^7\d{9}$/.test(r.national)) return { ok: false, problem: 'format' };
  if (/^7[06]/.test(r.national) && !r.national.startsWith('7624')) return { ok: false, problem: 'format' };
  return { ok: true, e164: `+44${r.national}` };
}

/**
 * A UK landline number: 01 or 02 (geographic) or 03 (non-geographic), 9 or 10 digits after the
 * 0 (a few 01 areas have 9). Normalised to international format.
 * @param raw - what the user typed, e.g. `01632 960001`, `+44 1632 960001`
 */
export function checkUkLandline(raw: string): PhoneNumberCheck {
  const r = ukNationalDigits(raw, 10);
  if (!r.ok) return r;
  if (!/^(1\d{8,9}|[23]\d{9})$/.test(r.national)) return { ok: false, problem: 'format' };
  return { ok: true, e164: `+44${r.national}` };
}
