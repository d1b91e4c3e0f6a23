/**
 * What a client log event may carry: nothing that looks like personal data or a secret (issue 16;
 * HELPERS "never log an email, phone number, NHS number, name, date of birth, postcode, code or
 * token"). One redactor for both ends (issue 24): the app's sink checks every field before it
 * leaves the page, and the collector checks it again on arrival, since anyone can post to it.
 */
import type { ClientLogEvent } from './clientLog.ts';

/** Put in place of a field that looked personal. */
export const REDACTED = '[redacted]';

/**
 * Patterns of what must never be logged. Digits are any script's (`\p{Nd}`: Arabic-Indic,
 * Devanagari, full-width…), not only ASCII. Names cannot be told from other words by their shape,
 * which is why free text is limited to the server's short error texts (see {@link safeText}).
 */
const PERSONAL_PATTERNS: readonly RegExp[] = [
  // an email address, also URL-encoded (jane%40example.com) or with a full-width at sign, with its
  // at sign doubled (jane@@example.com) or spaced (jane @ example.com; issue 54)
  /[^\s@]+\s?(?:@|%40|＠)+\s?[^\s@]+/iu,
  // four or more digits in a row, up to two spaces, dashes, dots, commas, plus signs or underscores
  // between any two (phone and NHS numbers, security codes, years: 943 476 5919, 943,476,591,
  // 9_4_3_4, 94, 34, 76 and 123--456; issue 54), but not a reference code such as CID2012
  /(?<!CID)(?<!\p{Nd})\p{Nd}(?:[\s_.,+-]{0,2}\p{Nd}){3,}/u,
  // a date: 1990-01-31, 31/01/1990, 31-1-90, 31.01.1990
  /(?<!\p{Nd})\p{Nd}{1,4}[/.-]\p{Nd}{1,2}[/.-]\p{Nd}{1,4}(?!\p{Nd})/u,
  // a date in words: 31 January 1990, Jan 31
  /(?<![\p{L}\p{Nd}])\p{Nd}{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*|(?<!\p{L})(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\s+\p{Nd}{1,2}(?!\p{Nd})/iu,
  // a UK postcode in every form (A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA, and the
  // special GIR 0AA), with or without its space or with a dash, dot, comma, plus sign or
  // underscore in its place (SW1A-1AA, SW1A.1AA, SW1A_1AA, SW1A+1AA; issue 54), any case
  /(?<![a-z\d])(?:[a-z]{1,2}\p{Nd}[a-z\d]?|gir)[\s.,+_-]*\p{Nd}[a-z]{2}(?![a-z\d])/iu,
  // ...and one in capitals run into lower-case words (addressSW1A1AAhome; issue 54): in capitals
  // only, so that a lower-case word with digits (base64url) is kept
  /(?<![A-Z\d])(?:[A-Z]{1,2}\p{Nd}[A-Z\d]?|GIR)[\s.,+_-]*\p{Nd}[A-Z]{2}(?![A-Z\d])/u,
  // a hexadecimal token of 16 or more characters (a key, a hash, a session id): no English word is
  // written with a to f alone that long
  /(?<![\p{L}\p{Nd}])[0-9a-f]{16,}(?![\p{L}\p{Nd}])/iu,
];

/**
 * The text as a reader would see it: HTML character references decoded (`jane&#64;example.com`,
 * `&#x40;`, `&commat;`) and Unicode compatibility forms folded (NFKC: superscript ⁹ and circled ⑨
 * digits become 9, the small ﹫ and full-width ＠ at signs become @), so that a pattern written
 * for the plain form catches every disguise of it.
 */
function plainForm(text: string): string {
  return text
    .replace(/&#(?:x([0-9a-f]{1,6})|(\d{1,7}));?/giu, (whole, hex: string | undefined, dec: string | undefined) => {
      const code = hex ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/&commat;/giu, '@')
    .normalize('NFKC');
}

/**
 * The text with what hides a pattern folded away (issue 54): invisible characters (format
 * characters such as the zero-width space, joiners, bidirectional controls and the soft hyphen)
 * removed, and every dash and minus (en dash, em dash, U+2212…) written as `-`, so that
 * `SW1A\u200B1AA` and `943–476–591–9` read as the plain forms the patterns know.
 */
function foldedForm(text: string): string {
  return text.replace(/\p{Cf}+/gu, '').replace(/[\p{Pd}\u2212]/gu, '-');
}

/** A word of plain text: letters only, at most 16 of them (longer runs are not words). */
const WORD = /^\p{L}{1,16}$/u;

/**
 * Whether a run of 20 or more token characters is an opaque token (a session id, a code, a key):
 * anything but plain words joined by `-` or `_` (an error text such as `otp-requests-exceeded`).
 * Tokens without digits count too (issue 24).
 */
function isOpaqueToken(run: string): boolean {
  return !run.split(/[-_]/).every((w) => WORD.test(w));
}

/**
 * Whether a text looks like (or contains) an email, phone number, NHS number, security code,
 * date, postcode or token. URL-encoded text, HTML character references and Unicode compatibility
 * forms (superscript, circled, full-width) are checked decoded too, and with invisible characters
 * removed and dashes made plain (issue 54).
 * @param text - any text
 */
export function looksPersonal(text: string): boolean {
  const candidates = [text];
  try {
    const decoded = decodeURIComponent(text);
    if (decoded !== text) candidates.push(decoded);
  } catch {
    // not URL-encoded: the text as it is
  }
  for (const t of [...candidates]) {
    const plain = plainForm(t);
    if (plain !== t) candidates.push(plain);
    const folded = foldedForm(plain);
    if (folded !== plain) candidates.push(folded);
  }
  return candidates.some(
    (t) =>
      PERSONAL_PATTERNS.some((p) => p.test(t)) ||
      /\beyJ[\w-]*\./.test(t) ||
      (t.match(/[\p{L}\p{Nd}_+/=-]{20,}/gu) ?? []).some(isOpaqueToken),
  );
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
 * A free text as it may be sent (the server's error text): {@link REDACTED} when it looks
 * personal, else the text cut to 160 characters.
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

/** A correlation id as the sink makes it: a UUID, or its fallback (base-36 time, `-`, base-36 random). */
const CORRELATION_ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-z]{6,12}-[0-9a-z]{1,8})$/;

/**
 * One client log event with every field checked: names by {@link safeIdentifier}, the text by
 * {@link safeText}, the reference by {@link safeErrorCode}, the correlation id by its shape. The
 * app's sink sends only what this returns, and the collector stores only what this returns.
 * @param event - the event as made, or as received
 * @returns the event as it may be kept
 */
export function redactClientLogEvent(event: ClientLogEvent): ClientLogEvent {
  return {
    level: event.level,
    event: event.event,
    call: safeIdentifier(event.call) || REDACTED,
    route: safeIdentifier(event.route),
    status: Number.isInteger(event.status) ? event.status : 0,
    kind: safeIdentifier(event.kind),
    errorCode: safeErrorCode(event.errorCode),
    message: safeText(event.message),
    correlationId: CORRELATION_ID.test(event.correlationId) ? event.correlationId : REDACTED,
    at: Number.isFinite(event.at) ? event.at : 0,
  };
}
