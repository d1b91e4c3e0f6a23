/**
 * Whether the app has moved between pages since this document loaded (a module-level flag, so
 * a full reload starts again at false). The shell marks it after each in-app navigation; a page
 * that must reload on browser back navigation reads it, so a page that is the document's first
 * (a fresh load or the reload itself) never reloads again. spec 001 §2 "duplicate-nhs-number".
 */
let navigated = false;

/** Marks that an in-app navigation happened (called by the shell after each one). */
export function markInAppNavigation(): void {
  navigated = true;
}

/** True once the app has navigated between pages in this document. */
export function hasNavigatedInApp(): boolean {
  return navigated;
}
