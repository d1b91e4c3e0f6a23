import { z } from 'zod/mini';

/**
 * Tester and test controls of the local simulator. They are never part of the real product:
 * the app does not call them; end-to-end tests and testers do (through the app's origin, which
 * proxies `/simulator` to the simulator).
 */
export const simulatorPaths = {
  /** GET: accessible HTML list of the security codes "sent", newest first (query `email` filters). */
  outbox: '/simulator/outbox',
  /** GET, query `email`: JSON list of {@link OutboxEntry}, newest first. */
  outboxJson: '/simulator/outbox.json',
  /** POST {@link clockRequestSchema}: moves the simulator's clock forward. */
  clock: '/simulator/clock',
  /** POST, no body: clears sessions, codes, lockouts, consents, terms acceptances and the clock offset. */
  reset: '/simulator/reset',
  /** GET: a harmless stand-in analytics script (the e2e build loads it once cookies are accepted). */
  analytics: '/simulator/analytics.js',
  /** GET: the client log events received at CLIENT_LOG_PATH, newest first (HTML; JSON when the request accepts only JSON). */
  logs: '/simulator/logs',
  /** GET: the same events as a JSON list of ClientLogEvent, newest first. */
  logsJson: '/simulator/logs.json',
} as const;

/**
 * How a security code was "sent": a text to a mobile, a call to a landline, or an email (the
 * code that confirms a new NHS login's email address, issue 15), or a notice with no code (the
 * old address told of an email change, issue 27).
 */
export const outboxMethods = ['text', 'call', 'email', 'notice'] as const;

/** One security code the simulator "sent". */
export const outboxEntrySchema = z.object({
  email: z.string(),
  method: z.enum(outboxMethods),
  code: z.string(),
  /** The number it went to, masked (e.g. `*******0123`). */
  to: z.optional(z.string()),
  /** When it was sent, epoch milliseconds by the simulator's clock. */
  sentAt: z.number(),
  /** A notice's kind (`accountNoticeKinds`, e.g. `email-changed`); its code is empty. */
  notice: z.optional(z.string()),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** Body of the clock control: minutes to move forward (0 to one year). */
export const clockRequestSchema = z.object({
  advanceMinutes: z.number().check(z.gte(0), z.lte(525_600)),
});

/**
 * The simulator's stand-in analytics script, byte for byte: the e2e build names its Subresource
 * Integrity hash (`VITE_ANALYTICS_SCRIPT_INTEGRITY` in the root package.json's `build:e2e`), and a
 * simulator test checks that the two agree (issue 24).
 */
export const SIMULATOR_ANALYTICS_SCRIPT = '/* Simulator stand-in for the analytics script: does nothing. */\n';
