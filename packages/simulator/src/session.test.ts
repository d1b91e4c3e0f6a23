import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIMIT_MINUTES, SESSION_LENGTH_MINUTES, sessionApiPaths } from '@nhsl/contract';
import { MINUTE_MS } from './clock.ts';
import { createSimulator } from './server.ts';
import { APP_ORIGIN, DEMO_CALLBACK, DEMO_ORIGIN, listen, type Running } from './test-support.ts';

const app = createSimulator({ appOrigin: APP_ORIGIN, demoOrigin: DEMO_ORIGIN, log: () => undefined });
let running: Running;
beforeAll(async () => {
  running = await listen(app);
});
afterAll(() => running.close());

const call = (path: string, sessionId?: string) =>
  fetch(`${running.base}${path}`, {
    method: 'POST',
    headers: sessionId ? { Authorization: `Bearer ${sessionId}` } : {},
  });

describe('session controls (issue 25 "Session timeout")', () => {
  it('extends a live session by its full length from now, up to the absolute limit, then says it cannot extend', async () => {
    const { store, clock } = app.simulator;
    const session = store.createSession({ client_id: 'demo-client', redirect_uri: DEMO_CALLBACK });
    /** The session's start plus the absolute limit: the latest it may live to. */
    const limit = session.expiresAt + (SESSION_ABSOLUTE_LIMIT_MINUTES - SESSION_LENGTH_MINUTES) * MINUTE_MS;
    clock.advanceMinutes(SESSION_LENGTH_MINUTES - 2);
    let res = await call(sessionApiPaths.extend, session.id);
    expect(await res.json()).toEqual({ expires_in: SESSION_LENGTH_MINUTES * 60, extendable: true });
    // Later: the next extension is capped at the absolute limit from the session's start.
    clock.advanceMinutes(SESSION_LENGTH_MINUTES - 2);
    res = await call(sessionApiPaths.extend, session.id);
    const capped = (SESSION_ABSOLUTE_LIMIT_MINUTES - 2 * (SESSION_LENGTH_MINUTES - 2)) * 60; // seconds, to the nearest
    expect(await res.json()).toEqual({ expires_in: capped, extendable: false });
    // The session now ends at the absolute limit, as answered: live a minute before it, gone at it.
    expect(store.getSession(session.id)?.expiresAt).toBe(limit);
    clock.advanceMinutes(capped / 60 - 1);
    expect(store.getSession(session.id)).toBe(session);
    clock.advanceMinutes(1);
    expect(store.getSession(session.id)).toBeUndefined();
    expect((await call(sessionApiPaths.extend, session.id)).status).toBe(401);
  });

  it('answers 401 without a live session, and ends a session on request', async () => {
    expect((await call(sessionApiPaths.extend)).status).toBe(401);
    const { store } = app.simulator;
    const session = store.createSession({ client_id: 'demo-client', redirect_uri: DEMO_CALLBACK });
    expect((await call(sessionApiPaths.end, session.id)).status).toBe(204);
    expect(store.getSession(session.id)).toBeUndefined();
    expect((await call(sessionApiPaths.extend, session.id)).status).toBe(401);
  });
});
