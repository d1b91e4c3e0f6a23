import { z } from 'zod/mini';

/**
 * Session length controls: the timeout warning's back-end calls (issue 25 "Session timeout",
 * WCAG 2.2.1 Timing Adjustable). Our paths; the simulator's README lists them.
 */
export const sessionApiPaths = {
  /** POST, no body, bearer session: starts the session's time again; answers {@link extendSessionResponseSchema}. */
  extend: '/api/auth/session/extend',
  /** POST, no body, bearer session: ends the session now (the warning's "Log out"); answers 204. */
  end: '/api/auth/session/end',
} as const;

/**
 * The longest a session may last, however often it is extended, in minutes from its start: the
 * back end's absolute limit (our choice: twice SESSION_LENGTH_MINUTES; docs/decisions/0009-session-timeout-warning.md).
 */
export const SESSION_ABSOLUTE_LIMIT_MINUTES = 120;

/** How long before the session ends the app warns, by default, in seconds (issue 25: 2 minutes). */
export const SESSION_WARNING_SECONDS = 120;

/**
 * The answer to an extension: how long the session now has left, in seconds (a duration, so the
 * browser's clock need not agree with the back end's), and whether it can be extended again
 * (false once the absolute limit caps it).
 */
export const extendSessionResponseSchema = z.object({
  expires_in: z.number().check(z.nonnegative()),
  extendable: z.boolean(),
});
export type ExtendSessionResponse = z.infer<typeof extendSessionResponseSchema>;
