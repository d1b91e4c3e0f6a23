import type { ClientLogEvent, ClientLogEventName } from '@nhsl/contract';
import type { LogEntry } from './clientLog.ts';

/**
 * What the stores call to log (issue 16 "Every failure is seen"; spec 000 §8, spec 001 §8
 * "errors are logged and analytics error events raised"). This module is small and loaded with
 * the first page; the sink itself (`clientLog.ts`: redaction, batching, sendBeacon) is loaded on
 * the first event, so the first page's JavaScript does not carry it. The time and the route are
 * taken when the call fails, not when the sink has loaded.
 */

let route = '';
let analyticsAccepted = false;

/**
 * The route the user is on (its tracking id), stamped on later events. The shell calls it on every
 * page view (`trackPageView`).
 * @param routeId - e.g. `sign-in:enter-email`; undefined for a route without one
 */
export function setLogRoute(routeId: string | undefined): void {
  route = routeId ?? '';
}

/**
 * Whether analytics cookies are accepted: analytics error events are raised only then. The
 * cookie-consent store calls it at start-up and on every choice. spec 000 §1, §4.
 * @param accepted - the user's current choice
 */
export function setAnalyticsConsent(accepted: boolean): void {
  analyticsAccepted = accepted;
}

/** Entries handed to the sink module that have not reached it yet (its module loads first). */
const pending = new Set<Promise<void>>();

/** Hands an entry, made by the sink's module once loaded, to the sink; never throws, never rejects. */
function send(make: (sinkModule: typeof import('./clientLog.ts')) => LogEntry): Promise<void> {
  const stamp = { route, at: Date.now() };
  const raise = analyticsAccepted;
  const queued = import('./clientLog.ts')
    .then((m) => {
      const event = m.clientLog().log({ ...make(m), ...stamp });
      if (raise && event.event === 'call-failed') m.raiseErrorEvent(event);
    })
    .catch(() => undefined);
  pending.add(queued);
  void queued.finally(() => pending.delete(queued));
  return queued;
}

/**
 * Resolves once every entry logged so far has reached the sink: the app's server waits for it
 * before it answers, so that what a request's steps logged goes with the request (issue 44).
 */
export function entriesQueued(): Promise<void> {
  return Promise.all([...pending]).then(() => undefined);
}

/**
 * Logs a failed back-end call: the one function every store's failure path calls. Sends the
 * call's name with the error's status, kind, reference code and server text (each checked for
 * personal data by the sink) and raises the analytics error event when analytics cookies were
 * accepted. Level `error` when there was no usable answer (network, malformed, 5xx), else `warn`;
 * an error other than an ApiError is logged as kind `exception` with its name only. Never throws.
 *
 * Usage in a store's catch: `void logCallFailure('registration:create-account', err)`.
 * @param call - the call's name: lower-case words joined by `-` or `:`, journey first, e.g. `sign-in:login`
 * @param error - what the API client raised (or anything else that was thrown)
 * @returns when the event is queued (tests await it; stores need not)
 */
export function logCallFailure(call: string, error: unknown): Promise<void> {
  return send((m) => m.failureEntry(call, error));
}

/**
 * Logs a successful step the spec asks to record, e.g. the password change of spec 001 §4
 * ("Success is logged as a successful change"). Never throws.
 * @param event - what happened
 * @param call - the call that succeeded, e.g. `reset:confirm-change-password`
 * @returns when the event is queued
 */
export function logSuccess(event: ClientLogEventName, call: string): Promise<void> {
  return send(() => ({ level: 'info', event, call, status: 200 }));
}

/**
 * Logs that a browser redirect was refused because its address was neither the app's nor the
 * client's registered one (issue 24). The address is never sent. Never throws.
 * @returns when the event is queued
 */
export function logRefusedRedirect(): Promise<void> {
  return send(() => ({ level: 'warn', event: 'redirect-refused', call: 'navigation:redirect', status: 0 }));
}

/**
 * Logs that a form post carried a field its form does not have, which was ignored (issue 45: a
 * browser extension can add one). The field's name goes as the call (`form:<name>`), redacted
 * unless it looks like one of our identifiers; its value is never sent. Never throws.
 * @param name - the unknown field's name, as posted
 * @returns when the event is queued
 */
export function logUnknownField(name: string): Promise<void> {
  return send(() => ({ level: 'warn', event: 'unknown-field', call: `form:${name}`, status: 0 }));
}

/**
 * Raises the analytics error events of failures the app's server met for this page (issue 44: the
 * server runs the journey's calls and logs them itself; the page's data carries them, redacted),
 * when analytics cookies are accepted. spec 000 §8, spec 001 §8. Never throws.
 * @param events - the failures' log events, as the server logged them
 * @returns when they are raised
 */
export function raiseErrorEvents(events: readonly ClientLogEvent[]): Promise<void> {
  if (!analyticsAccepted) return Promise.resolve();
  return import('./analyticsErrorEvent.ts')
    .then((m) => events.filter((e) => e.event === 'call-failed').forEach((e) => m.raiseErrorEvent(e)))
    .catch(() => undefined);
}
