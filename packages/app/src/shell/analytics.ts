/** A page view event: the route's tracking id. */
export interface PageView {
  /** Tracking id of the route, e.g. "sign-in:enter-email". */
  id: string;
  /** Epoch ms. */
  at: number;
}

/** Page views recorded in this browser tab (read by the analytics script once consented). */
export const pageViews: PageView[] = [];

/**
 * The DOM event each page view raises on `window` (detail: {@link PageView}), so the analytics
 * script, once loaded after consent, can count views without knowing the app's code.
 */
export const PAGE_VIEW_EVENT = 'nhsl:page-view';

/**
 * Records a page view by route id. A route without an id logs a warning instead. spec 000 §1:
 * "Each page view is tracked with an identifier taken from the route; a warning is logged if a
 * route has none." Nothing personal is ever recorded: only the id.
 * @param id - the route's tracking id
 * @param path - the route's path (only for the warning)
 */
export function trackPageView(id: string | undefined, path: string): void {
  if (!id) {
    console.warn(`No tracking id for route ${path}`);
    return;
  }
  const view: PageView = { id, at: Date.now() };
  pageViews.push(view);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: view }));
}

/** An error event: which call failed, its HTTP status and the server's error text. Never personal details. */
export interface ErrorEventRecord {
  /** Which call, e.g. "proofing:p5-uplift". */
  id: string;
  /** HTTP status, 0 when there was no answer. */
  status: number;
  /** The server's error text, e.g. "No match found". */
  error: string;
  /** Epoch ms. */
  at: number;
}

/** Error events recorded in this browser tab (read by the analytics script once consented). */
export const errorEvents: ErrorEventRecord[] = [];

/**
 * Logs a failed call and records it as an analytics error event with its status and error text
 * only (no NHS number, name, date of birth or postcode ever reaches here). spec 001 §8
 * "Proofing call errors are logged and sent as an analytics error event with status and error text".
 * @param id - which call failed
 * @param status - HTTP status (0 when there was no answer)
 * @param error - the server's error text
 */
export function trackErrorEvent(id: string, status: number, error: string): void {
  errorEvents.push({ id, status, error, at: Date.now() });
  console.warn(`${id} failed: ${status} ${error}`);
}
