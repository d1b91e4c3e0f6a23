/**
 * Makes the browser load its locale data (ICU) now, in the task that calls this, instead of in
 * the middle of a page module's evaluation (issue 23 "blocking time"). react-aria's i18n module,
 * which the design system's Radios use (`useRadioGroup`), asks for the user's locale when it is
 * first evaluated: `Intl.DateTimeFormat.supportedLocalesOf` and `Intl.Locale#maximize`, the page's
 * first use of ICU, 20–30 ms on a 2-core machine. The same calls here, in a task of their own,
 * leave the page module's evaluation with only its own work; the browser keeps the data for the
 * page's lifetime. Never throws (an unknown locale is what react-aria falls back from too).
 * @param language - the locale react-aria will ask for (default: the browser's, as react-aria reads it)
 */
export function warmLocaleData(
  language: string = (typeof navigator !== 'undefined' && navigator.language) || 'en-US',
): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([language]);
    new Intl.Locale(language).maximize();
  } catch {
    // Nothing to warm: react-aria falls back to en-US itself.
  }
}
