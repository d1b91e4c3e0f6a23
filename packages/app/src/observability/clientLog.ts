import {
  CLIENT_LOG_MAX_BATCH,
  CLIENT_LOG_PATH,
  type ClientLogEvent,
  type ClientLogEventName,
  type ClientLogLevel,
} from '@nhsl/contract';
export { raiseErrorEvent } from './analyticsErrorEvent.ts';
import { ApiError } from '../api/ApiError.ts';
import { redactClientLogEvent } from './redact.ts';

/** How events leave the page: `navigator.sendBeacon`, else `fetch` with `keepalive`. */
export interface LogTransport {
  /** `navigator.sendBeacon` (returns false when the browser refused to queue it). */
  beacon?: (url: string, body: string) => boolean;
  /** `fetch`, used when there is no beacon or it was refused. */
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

/** Options of {@link ClientLogSink}. */
export interface ClientLogSinkOptions {
  /** Where batches are posted (default `VITE_CLIENT_LOG_ENDPOINT`, else {@link CLIENT_LOG_PATH} on the app's origin). */
  endpoint?: string;
  /** How long events wait for company before a batch is sent, in ms (default 1000). */
  flushDelayMs?: number;
  /** A batch is sent at once when it holds this many events (default and most: CLIENT_LOG_MAX_BATCH). */
  maxBatch?: number;
  /** How to send (default the browser's beacon and fetch). */
  transport?: LogTransport;
  /** The id linking this page load's events (default a random UUID). */
  correlationId?: string;
  /** The clock, epoch ms (default Date.now). */
  now?: () => number;
}

/** What a store reports; everything else of the event is filled in by the sink. */
export interface LogEntry {
  level: ClientLogLevel;
  event: ClientLogEventName;
  /** The call's name, e.g. `sign-in:login`: lower-case words joined by `-` or `:`. */
  call: string;
  status?: number;
  kind?: string;
  errorCode?: string;
  message?: string;
  /** Tracking id of the route the user was on when it happened. */
  route?: string;
  /** When it happened, epoch ms (default: now). */
  at?: number;
}

function browserTransport(): LogTransport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    beacon:
      typeof nav?.sendBeacon === 'function'
        ? (url, body) => nav.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))
        : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}

function randomId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  }
}

/**
 * The one client log sink (issue 16 "Every failure is seen"; spec 000 §8, spec 001 §8 "errors
 * are logged"). Structured events — level, event, the call's name, the route's tracking id,
 * status, failure kind, reference code, the server's error text, a correlation id and the time —
 * are queued and sent in batches to a configurable endpoint with `navigator.sendBeacon` (fetch
 * with `keepalive` when there is no beacon or it is refused). Sending never blocks navigation and
 * never throws: a batch goes after {@link ClientLogSinkOptions.flushDelayMs}, at once when full,
 * and when the page is hidden or left. Every field is checked by `redact.ts` first: a name or
 * text that looks like an email, phone or NHS number, code, date, postcode or token is replaced.
 */
export class ClientLogSink {
  /** The id linking this page load's events. */
  readonly correlationId: string;
  private readonly endpoint: string;
  private readonly flushDelayMs: number;
  private readonly maxBatch: number;
  private readonly transport: LogTransport;
  private readonly now: () => number;
  private queue: ClientLogEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ClientLogSinkOptions = {}) {
    this.endpoint = options.endpoint ?? CLIENT_LOG_PATH;
    this.flushDelayMs = options.flushDelayMs ?? 1000;
    this.maxBatch = Math.min(options.maxBatch ?? CLIENT_LOG_MAX_BATCH, CLIENT_LOG_MAX_BATCH);
    this.transport = options.transport ?? browserTransport();
    this.correlationId = options.correlationId ?? randomId();
    this.now = options.now ?? Date.now;
  }

  /** Events waiting to be sent (tests and the analytics bridge read it). */
  get pending(): readonly ClientLogEvent[] {
    return this.queue;
  }

  /**
   * Queues one event (checked field by field) and schedules its batch.
   * @param entry - what happened
   * @returns the event as it will be sent
   */
  log(entry: LogEntry): ClientLogEvent {
    const event = redactClientLogEvent({
      level: entry.level,
      event: entry.event,
      call: entry.call,
      route: entry.route ?? '',
      status: entry.status ?? 0,
      kind: entry.kind ?? '',
      errorCode: entry.errorCode ?? '',
      message: entry.message ?? '',
      correlationId: this.correlationId,
      at: entry.at ?? this.now(),
    });
    this.queue.push(event);
    if (this.queue.length >= this.maxBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushDelayMs);
    return event;
  }

  /**
   * Sends every queued event now, in batches of at most `maxBatch`: by beacon, else by fetch
   * with keepalive. Failures are dropped quietly (a log must never break the page).
   */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length) {
      const body = JSON.stringify({ events: this.queue.splice(0, this.maxBatch) });
      let sent = false;
      try {
        sent = this.transport.beacon?.(this.endpoint, body) ?? false;
      } catch {
        sent = false;
      }
      if (!sent && this.transport.fetch) {
        try {
          void this.transport
            .fetch(this.endpoint, {
              method: 'POST',
              body,
              keepalive: true,
              credentials: 'same-origin',
              headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
            })
            .catch(() => undefined);
        } catch {
          // nowhere to send it: dropped
        }
      }
    }
  }
}

/**
 * The entry of a failed call: level `error` when there was no usable answer (network, malformed,
 * 5xx), else `warn`; an error other than an ApiError (a browser prompt refused, a bug) is kind
 * `exception` with its name only (e.g. NotAllowedError), never its message.
 * @param call - the call's name
 * @param error - what was thrown
 */
export function failureEntry(call: string, error: unknown): LogEntry {
  if (!(error instanceof ApiError))
    return {
      level: 'error',
      event: 'call-failed',
      call,
      kind: 'exception',
      message: error instanceof Error ? error.name : '',
    };
  const noAnswer = error.kind === 'network' || error.kind === 'malformed' || error.status >= 500;
  return {
    level: noAnswer ? 'error' : 'warn',
    event: 'call-failed',
    call,
    status: error.status,
    kind: error.kind,
    errorCode: error.errorCode,
    message: error.message,
  };
}

let sink: ClientLogSink | undefined;

/**
 * The app's sink, made on first use with the build's endpoint (`VITE_CLIENT_LOG_ENDPOINT`); in
 * the browser it also sends what is queued when the page is hidden or left.
 */
export function clientLog(): ClientLogSink {
  if (!sink) {
    const endpoint = (import.meta.env.VITE_CLIENT_LOG_ENDPOINT as string | undefined) || undefined;
    const made = new ClientLogSink({ endpoint });
    sink = made;
    if (typeof window !== 'undefined' && typeof document !== 'undefined') {
      window.addEventListener('pagehide', () => made.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') made.flush();
      });
    }
  }
  return sink;
}

/**
 * Replaces the app's sink (tests), or forgets it so the next use makes a new one.
 * @param next - the sink to use, or undefined
 */
export function setClientLog(next: ClientLogSink | undefined): void {
  sink = next;
}
