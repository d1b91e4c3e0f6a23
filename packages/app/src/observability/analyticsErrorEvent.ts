import type { ClientLogEvent } from '@nhsl/contract';

/**
 * An analytics error event: which call failed, its HTTP status, reference code and the server's
 * error text (already checked by the log sink: never an email, phone or NHS number, name, date
 * of birth, postcode, code or token), the route's tracking id and the time.
 */
export interface AnalyticsErrorEvent {
  /** Which call, e.g. "proofing:p5-uplift-nhs-known". */
  id: string;
  /** HTTP status, 0 when there was no answer. */
  status: number;
  /** Reference code (`CID` + digits) or ''. */
  errorCode: string;
  /** The server's error text, e.g. "No match found". */
  error: string;
  /** Tracking id of the route the user was on. */
  route: string;
  /** Epoch ms. */
  at: number;
}

/**
 * The DOM event each failed call raises on `window` (detail: {@link AnalyticsErrorEvent}) once
 * the user has accepted analytics cookies, as page views raise {@link PAGE_VIEW_EVENT}: the
 * analytics script subscribes to it. spec 000 §8, spec 001 §8 "sent as an analytics error event
 * with status and error text".
 */
export const ERROR_EVENT = 'nhsl:error-event';

/**
 * Raises the analytics error event of a failed call. Its fields come from the log sink's checked
 * event. The caller (`log.ts`) calls it only while analytics cookies are accepted.
 * @param event - the logged event
 */
export function raiseErrorEvent(event: ClientLogEvent): void {
  if (typeof window === 'undefined') return;
  const detail: AnalyticsErrorEvent = {
    id: event.call,
    status: event.status,
    errorCode: event.errorCode,
    error: event.message,
    route: event.route,
    at: event.at,
  };
  window.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail }));
}
