import type { Express, Request } from 'express';
import {
  SESSION_ABSOLUTE_LIMIT_MINUTES,
  SESSION_LENGTH_MINUTES,
  extendSessionResponseSchema,
  sessionApiPaths,
  type ExtendSessionResponse,
} from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import type { Session, Store } from './store.ts';

/**
 * The timeout warning's calls (issue 25): `POST` {@link sessionApiPaths.extend} gives a live
 * session SESSION_LENGTH_MINUTES again from now, never past SESSION_ABSOLUTE_LIMIT_MINUTES from its
 * start (then `extendable` is false); `POST` {@link sessionApiPaths.end} ends it. Both need the
 * session's bearer (401 otherwise). Self-contained: it checks the bearer itself, so it may be
 * installed before or after the `/api` session check.
 * @param app - the simulator's Express app
 * @param deps - the session store and the simulator's clock
 */
export function installSessionControls(app: Express, { store, clock }: { store: Store; clock: Clock }): void {
  /** Each session's start, learnt on its first extension (before which it was never extended). */
  const startedAt = new WeakMap<Session, number>();
  const sessionOf = (req: Request): Session | undefined => {
    const match = /^Bearer\s+(\S+)$/.exec(req.get('authorization') ?? '');
    return match ? store.getSession(match[1]!) : undefined;
  };

  app.post(sessionApiPaths.extend, (req, res) => {
    const session = sessionOf(req);
    if (!session) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    const start = startedAt.get(session) ?? session.expiresAt - SESSION_LENGTH_MINUTES * MINUTE_MS;
    startedAt.set(session, start);
    const now = clock.now();
    const limit = start + SESSION_ABSOLUTE_LIMIT_MINUTES * MINUTE_MS;
    session.expiresAt = Math.min(now + SESSION_LENGTH_MINUTES * MINUTE_MS, limit);
    const body: ExtendSessionResponse = {
      expires_in: Math.max(0, Math.round((session.expiresAt - now) / 1000)),
      extendable: session.expiresAt < limit,
    };
    res.json(extendSessionResponseSchema.parse(body));
  });

  app.post(sessionApiPaths.end, (req, res) => {
    const session = sessionOf(req);
    if (session) session.expiresAt = clock.now();
    res.status(204).end();
  });
}
