/**
 * How typed text is cleaned before it is checked, shared by the app's form rules (which the
 * server side of each form runs too) and the simulator, so that both judge input alike. Issue 28
 * "Bad input, as a tester tried it".
 */

/**
 * Invisible format characters (Unicode category Cf): zero-width space and joiners, direction
 * marks and overrides (U+200E, U+202E), the word joiner, the byte-order mark, the soft hyphen.
 * They come in with pasted text and change nothing a person reads.
 */
const INVISIBLE_CHARACTERS = /\p{Cf}/gu;

/**
 * Removes invisible format characters (zero-width space, direction marks and overrides, BOM).
 * @param raw - what the user typed or pasted
 */
export function stripInvisible(raw: string): string {
  return raw.replace(INVISIBLE_CHARACTERS, '');
}

/**
 * Cleans a numeric field (security code, email confirmation code, NHS number, date-of-birth
 * part): Unicode NFKC, so full-width digits (`１２３`) an input method gives become `123`, then
 * invisible characters and every space removed. Issue 28.
 * @param raw - what the user typed or pasted
 * @returns the text with only its visible, non-space characters, in their ASCII forms
 */
export function normaliseNumericInput(raw: string): string {
  return stripInvisible(raw.normalize('NFKC')).replace(/\s+/g, '');
}

/**
 * Cleans a typed email address before it is checked and sent: invisible format characters removed
 * ({@link stripInvisible}, as the postcode and NHS number fields do; issue 54 "Bad input": a
 * zero-width space or U+202E made "correct format" fail where the user could not see why), then
 * trimmed, lower case, and every space removed (spec 000 §5). The app's forms and the simulator
 * both use this one function.
 * @param raw - what the user typed or pasted
 * @returns the address as it is checked and sent
 */
export function normaliseEmailInput(raw: string): string {
  return stripInvisible(raw).trim().toLowerCase().replace(/\s+/g, '');
}
