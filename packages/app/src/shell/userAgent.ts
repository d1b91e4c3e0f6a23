/**
 * Whether the user agent carries the marker of the NHS App on android or ios, in which case the
 * consent screen hides the header and footer. spec 000 §1.
 * @param userAgent - the user agent string
 */
export function isNativeAppUserAgent(userAgent: string): boolean {
  return /nhsapp-(android|ios)/i.test(userAgent);
}
