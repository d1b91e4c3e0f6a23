import { setLogRoute } from '../observability/log.ts';

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
    setLogRoute(undefined);
    return;
  }
  setLogRoute(id);
  const view: PageView = { id, at: Date.now() };
  pageViews.push(view);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: view }));
}
