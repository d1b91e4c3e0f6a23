import { describe, expect, it } from 'vitest';
import type { ClientLogEvent } from './clientLog.ts';
import { serverMessages } from './errors.ts';
import { REDACTED, looksPersonal, redactClientLogEvent, safeIdentifier, safeText } from './redact.ts';

// issue 24: the one redactor of the app's sink and the collector. Each case the issue found missed
// is listed by name, beside the ones it already caught.
describe('looksPersonal', () => {
  const personal: Record<string, string> = {
    email: 'jane@example.com',
    'URL-encoded email': 'jane%40example.com',
    'URL-encoded email, upper case': 'JANE%40EXAMPLE.COM',
    'email with a full-width at sign': 'jane＠example.com',
    'postcode A9 9AA': 'M1 1AE',
    'postcode A99 9AA': 'B33 8TH',
    'postcode AA9 9AA': 'CR2 6XH',
    'postcode AA99 9AA': 'DN55 1PT',
    'postcode A9A 9AA': 'W1A 0AX',
    'postcode AA9A 9AA': 'EC1A 1BB',
    'postcode GIR 0AA': 'GIR 0AA',
    'postcode GIR0AA (no space)': 'GIR0AA',
    'postcode without a space': 'EC1A1BB',
    'postcode in lower case without a space': 'ls14ap',
    'NHS number': '943 476 5919',
    'NHS number with dashes': '943-476-5919',
    'NHS number in Arabic-Indic digits': '٩٤٣٤٧٦٥٩١٩',
    'security code in Devanagari digits': '९४३४७६',
    'security code in full-width digits': '１２３４５６',
    'phone number': '+447700900123',
    'ISO date': '1980-03-15',
    'UK date': '15/03/1980',
    'date in words': '15 March 1980',
    JWT: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.c2ln',
    'opaque token with digits': 'q8Zr4mB1xT9kLw2Vn7Hs0pYd',
    'opaque token without digits': 'qZrmBxTkLwVnHspYdGhJkLmN',
    'lower-case token without digits': 'abcdefghijklmnopqrstuvwxyzab',
    'base64url token without digits': 'kJhGfDsA_ZxCvBnMqWeRtYuIoP-LkJhG',
    // issue 45 "Security": what the redactor still missed
    'postcode with a dash': 'SW1A-1AA',
    'postcode with a dot': 'SW1A.1AA',
    'digits grouped by commas': '943,476,591',
    'digits separated by underscores': '9_4_3_4_7_6_5_9_1_9',
    'NHS number in superscript digits': '⁹⁴³⁴⁷⁶⁵⁹¹⁹',
    'security code in circled digits': '①②③④⑤⑥',
    'email with a small at sign (U+FE6B)': 'jane﹫example.com',
    'email with a decimal HTML reference': 'jane&#64;example.com',
    'email with a hexadecimal HTML reference': 'jane&#x40;example.com',
    'email with a named HTML reference': 'jane&commat;example.com',
    '16-character hex token': 'a3f9c2e1b7d4e6f0',
    '16-character hex token in upper case': 'A3F9C2E1B7D4E6F0',
    // issue 54 "Security": what the redactor still missed (invisible characters, dashes and
    // punctuation folded before matching)
    'postcode with an underscore': 'SW1A_1AA',
    'postcode with a comma': 'SW1A,1AA',
    'postcode with a plus sign': 'SW1A+1AA',
    'postcode with an en dash': 'SW1A\u20131AA',
    'postcode with a zero-width space': 'SW1A\u200b1AA',
    'postcode run into words': 'addressSW1A1AAhome',
    'email with a doubled at sign': 'jane@@example.com',
    'email with a spaced at sign': 'jane @ example.com',
    'NHS number in pairs, comma and space between': '94, 34, 76, 59, 19',
    'NHS number with en dashes': '943\u2013476\u2013591\u20139',
    'digits with a double dash': '123--456',
  };

  it.each(Object.entries(personal))('%s looks personal, alone and inside a sentence', (_, value) => {
    expect(looksPersonal(value)).toBe(true);
    expect(looksPersonal(`Something about ${value} here`)).toBe(true);
    expect(safeText(`Failed for ${value}`)).toBe(REDACTED);
  });

  it.each([
    ...Object.values(serverMessages),
    'otp-requests-exceeded',
    'Invalid credentials',
    'No match found',
    'CID2012',
    'Network error',
    'Malformed response',
    // ordinary words and texts near the new patterns (issue 45: no over-redaction)
    'Please try again in 5 minutes',
    'Page not found (404)',
    'step 1, 2 or 3',
    'defaced cafe',
    'accessibility-statement',
    'Deadbeef',
    'R2 D2',
    'abcdef',
    // near the folded forms of issue 54
    'base64url',
    'sha256 digest',
    'Attempt 2 of 3',
    'error \u2013 try again',
  ])('a server error text such as "%s" is kept', (text) => {
    expect(looksPersonal(text)).toBe(false);
    expect(safeText(text)).toBe(text);
  });

  it('a malformed URL escape does not break the check', () => {
    expect(looksPersonal('100%')).toBe(false);
    expect(looksPersonal('%E0%A4%A jane%40example.com')).toBe(true);
  });
});

describe('safeIdentifier', () => {
  it.each(['sign-in:login', 'proofing:p5-uplift-demog-trace', 'consent:nhs-login-consent'])('keeps %s', (name) =>
    expect(safeIdentifier(name)).toBe(name),
  );
  it.each(['ls14ap', 'gir0aa', 'sign-in:9434765919', 'jane%40example.com', 'a:abcdefghijklmnopqrstu'])(
    'replaces %s',
    (name) => expect(safeIdentifier(name)).toBe(REDACTED),
  );
});

describe('redactClientLogEvent', () => {
  const event: ClientLogEvent = {
    level: 'warn',
    event: 'call-failed',
    call: 'sign-in:login',
    route: 'sign-in:log-in-password',
    status: 400,
    kind: 'http',
    errorCode: 'CID2012',
    message: 'Invalid credentials',
    correlationId: '6f1c2e7a-0b1d-4c2e-9f3a-5b6c7d8e9f00',
    at: 1,
  };

  it('keeps an event made by the app as it is', () => {
    expect(redactClientLogEvent(event)).toEqual(event);
  });

  it('replaces every field of a forged event that carries personal data', () => {
    const forged = redactClientLogEvent({
      ...event,
      call: 'jane@example.com',
      route: '943 476 5919',
      kind: 'GIR 0AA',
      errorCode: 'CID9434765919',
      message: 'Patient jane%40example.com NHS 9434765919',
      correlationId: '9434765919',
    });
    expect(forged).toEqual({
      ...event,
      call: REDACTED,
      route: REDACTED,
      kind: REDACTED,
      errorCode: '',
      message: REDACTED,
      correlationId: REDACTED,
    });
    expect(JSON.stringify(forged)).not.toMatch(/jane|9434765919|GIR/);
  });
});
