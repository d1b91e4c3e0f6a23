/**
 * What the client log sink may send: nothing that looks like personal data or a secret. Every
 * field is checked here before it leaves the page (issue 16; HELPERS "never log an email, phone
 * number, NHS number, name, date of birth, postcode, code or token").
 */

/** Put in place of a field that looked personal. */
export const REDACTED = '[redacted]';

/**
 * Patterns of what must never be logged. Names cannot be told from other words by their shape,
 * which is why free text is limited to the server's short error texts (see {@link safeText}).
 */
const PERSONAL_PATTERNS: readonly RegExp[] = [
  // an email address
  /[^\s@]+@[^\s@]+/,
  // four or more digits in a row, spaces allowed between groups (phone and NHS numbers, security
  // codes, years), but not a reference code such as CID2012
  /(?<!CID)(?<![\d])\d(?:[\s-]?\d){3,}/,
  // a date: 1990-01-31, 31/01/1990, 31-1-90, 31.01.1990
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/,
  // a date in words: 31 January 1990, Jan 31
  /\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b/i,
  // a UK postcode: LS1 4AB, SW1A 1AA, ls14ab
  /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/i,
];

/** Patterns of a token in free text (an identifier's shape rules them out on their own, see {@link safeIdentifier}). */
const TOKEN_PATTERNS: readonly RegExp[] = [
  // a token: a JWT, or a run of 20 or more base64url / hex characters with a digit in it
  /\beyJ[\w-]*\./,
  /(?=[\w+/=-]*\d)[\w+/=-]{20,}/,
];

/**
 * Whether a text looks like (or contains) an email, phone number, NHS number, security code,
 * date, postcode or token.
 * @param text - any text
 */
export function looksPersonal(text: string): boolean {
  return PERSONAL_PATTERNS.some((p) => p.test(text)) || TOKEN_PATTERNS.some((p) => p.test(text));
}

/** A call or route name of our own: lower-case words joined by `-` or `:`, e.g. `proofing:p5-uplift-nhs-known`. */
const IDENTIFIER = /^[a-z][a-z0-9]*(?:[:-][a-z0-9]+)*$/;

/**
 * A call or route name as it may be sent: our identifier shape (lower-case words of at most 16
 * characters joined by `-` or `:`, at most 64 in all, nothing that looks personal), else
 * {@link REDACTED}. A token, an address, a number or a postcode cannot pass as one.
 * @param name - the candidate, e.g. `sign-in:login`
 */
export function safeIdentifier(name: string | undefined): string {
  if (!name) return '';
  const ok =
    name.length <= 64 &&
    IDENTIFIER.test(name) &&
    name.split(/[:-]/).every((w) => w.length <= 16) &&
    !PERSONAL_PATTERNS.some((p) => p.test(name));
  return ok ? name : REDACTED;
}

/**
 * A free text as it may be sent (the server's error text): '' when it looks personal, else the
 * text cut to 160 characters.
 * @param text - the candidate
 */
export function safeText(text: string | undefined): string {
  if (!text) return '';
  return looksPersonal(text) ? REDACTED : text.slice(0, 160);
}

/** A reference code as it may be sent: `CID` plus up to 8 digits, else ''. spec 000 §8. */
export function safeErrorCode(code: string | undefined): string {
  return code && /^CID\d{1,8}$/.test(code) ? code : '';
}
