import { z } from 'zod/mini';

/**
 * The client log sink's wire contract (issue 16 "Every failure is seen"; spec 000 §8 and 001 §8:
 * "errors are logged and analytics error events raised"). The app batches structured events and
 * posts them here with `navigator.sendBeacon` (fetch with keepalive as fallback); the body is the
 * JSON text of {@link clientLogBatchSchema}, sent as `text/plain` so a beacon needs no CORS
 * preflight. Never an email, password, code, NHS number, name, date of birth, postcode or token:
 * the app's sink redacts any field that looks like one before it leaves the page.
 */
export const CLIENT_LOG_PATH = '/api/client-logs';

/** How bad an event is: `error` (no answer, 5xx, malformed), `warn` (a 4xx answer), `info` (a success worth recording). */
export const clientLogLevels = ['error', 'warn', 'info'] as const;
export type ClientLogLevel = (typeof clientLogLevels)[number];

/**
 * What happened: a back-end call failed, the password was changed (spec 001 §4 "Success is logged
 * as a successful change"), or a browser redirect to an address that is neither the app's nor the
 * client's registered one was refused (issue 24; the address itself is never logged), or a form
 * post carried a field its form does not have and the field was ignored (issue 45: a browser
 * extension can add one; its name is logged when it looks like an identifier, never its value).
 */
export const clientLogEventNames = ['call-failed', 'password-changed', 'redirect-refused', 'unknown-field'] as const;
export type ClientLogEventName = (typeof clientLogEventNames)[number];

/** The most events one batch carries. */
export const CLIENT_LOG_MAX_BATCH = 20;

/** One structured log event. Every field is fixed-shape; there is no free-form payload. */
export const clientLogEventSchema = z.object({
  level: z.enum(clientLogLevels),
  event: z.enum(clientLogEventNames),
  /** The call's name, e.g. `sign-in:login` (see the app's `CallName`). */
  call: z.string().check(z.maxLength(64)),
  /** The tracking id of the route the user was on, e.g. `sign-in:log-in-password`. */
  route: z.string().check(z.maxLength(64)),
  /** HTTP status; 0 when there was no answer. */
  status: z.number(),
  /** Failure kind of the app's ApiError (http, unauthorized, network, malformed), '' on success. */
  kind: z.string().check(z.maxLength(16)),
  /** Reference code, `CID` + digits, or ''. */
  errorCode: z.string().check(z.maxLength(16)),
  /** The server's error text, '' when none or when it looked personal. */
  message: z.string().check(z.maxLength(160)),
  /** One random id per page load, linking the events of one visit. */
  correlationId: z.string().check(z.maxLength(64)),
  /** Epoch milliseconds (the browser's clock). */
  at: z.number(),
});
export type ClientLogEvent = z.infer<typeof clientLogEventSchema>;

/** A batch of events as posted to {@link CLIENT_LOG_PATH}. */
export const clientLogBatchSchema = z.object({
  events: z.array(clientLogEventSchema).check(z.minLength(1), z.maxLength(CLIENT_LOG_MAX_BATCH)),
});
export type ClientLogBatch = z.infer<typeof clientLogBatchSchema>;
