// issue 24: the production server's hardening, by Fastify inject against a stand-in build (an
// index.html and a server bundle whose render() answers a page naming the route), so these tests
// need no `pnpm build` and no browser.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer, withBaselineHeaders } from './app.mjs';
import { JOURNEY_COOKIE, sealJourneyState, newJourneyState } from './journeyState.mjs';
import { credentialNames } from '../src/server/credentials.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
let dist: string;
let backend: Server;
let backendOrigin: URL;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'nhsl-server-'));
  mkdirSync(join(dist, 'ssr'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);\n');
  writeFileSync(join(dist, 'assets', 'app.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'static.txt'), 'ok');
  // The stand-in server bundle: every route is a page whose heading names its path.
  writeFileSync(
    join(dist, 'ssr', 'render.js'),
    `export async function render(input) {
      const path = new URL(input.url).pathname;
      const heading = path === '/service-busy' ? 'We are very busy' : 'Page ' + path;
      return { kind: 'page', status: 200, title: heading, html: '<h1>' + heading + '</h1>', styles: '<style data-x>h1{}</style>',
        data: { hydrate: true }, storage: input.storage, tabStorage: input.tabStorage, cookies: [], formTargets: [] };
    }
    // The credential helpers the real bundle carries (src/server/credentials.ts), inert here:
    // these tests send no session.
    export const credentialNames = ${JSON.stringify(credentialNames)};
    export const sessionOfCookie = () => undefined;
    export const sessionInfoFor = () => undefined;
    export const idTokenState = () => 'invalid';
    export const takeCredentials = (body) => ({ body, endsJourney: false });`,
  );
  // The stand-in back end: every path answers JSON, without security headers of its own.
  backend = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    // /api/slow answers after 500 ms: a request that stays in flight.
    setTimeout(() => res.end(JSON.stringify({ path: req.url })), req.url === '/api/slow' ? 500 : 0);
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendOrigin = new URL(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`);
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await new Promise((resolve) => backend.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

async function server(extra: Record<string, unknown> = {}): Promise<FastifyInstance> {
  const app = await buildServer({
    dist,
    backend: backendOrigin,
    backendTimeoutMs: 2_000,
    readinessPath: '/ready',
    logLevel: false,
    sessionSecret: SECRET,
    ...extra,
  });
  apps.push(app);
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('tester tools stay out of production (issue 24)', () => {
  it('the default server answers 404 to /simulator/outbox.json and to a clock change, and forwards nothing', async () => {
    const app = await server();
    const outbox = await app.inject({ url: '/simulator/outbox.json?email=jane%40example.com' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('path');
    const clock = await app.inject({ method: 'POST', url: '/simulator/clock', payload: { advanceMs: 1 } });
    expect(clock.statusCode).toBe(404);
  });

  it('forwards /simulator only when asked (SIMULATOR_ROUTES=1)', async () => {
    const app = await server({ simulatorRoutes: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await app.inject({ url: '/simulator/outbox.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ path: '/simulator/outbox.json' });
  });

  it('never serves a source map', async () => {
    const app = await server();
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/app.js.map' })).statusCode).toBe(404);
  });
});

describe('forwarded answers get the baseline security headers (issue 24)', () => {
  it('adds nosniff, no referrer and no framing to a back-end answer that has none', async () => {
    const app = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await app.inject({ url: '/api/client-info' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('keeps the back end’s own policy and adds frame-ancestors to it when missing', () => {
    expect(withBaselineHeaders({ 'content-security-policy': "default-src 'none'" })['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(withBaselineHeaders({ 'referrer-policy': 'same-origin' })['referrer-policy']).toBe('same-origin');
  });
});

describe('rate limits on posts (issue 24)', () => {
  it('past the per-client limit a form post gets the "We are very busy" page (429), and a fetch gets JSON', async () => {
    const app = await server({ limits: { clientPosts: 2, maxEventLoopDelayMs: 0 } });
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/enter-email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'email=a',
      });
    expect((await post(html)).statusCode).not.toBe(429);
    expect((await post(html)).statusCode).not.toBe(429);
    const refused = await post(html);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.body).toContain('<h1>We are very busy</h1>');
    expect(refused.body).not.toMatch(/<script type="module"/);
    const nonce = /'nonce-([^']+)'/.exec(String(refused.headers['content-security-policy']))![1]!;
    expect(refused.body).toContain(`<style nonce="${nonce}"`);
    expect(refused.headers['x-frame-options']).toBe('DENY');
    const fetched = await post({ accept: 'application/json' });
    expect(fetched.statusCode).toBe(429);
    expect(fetched.json()).toEqual({ message: 'Too many requests' });
    // Pages are not counted: reading stays possible.
    expect((await app.inject({ url: '/enter-email', headers: html })).statusCode).toBe(200);
  });

  it('past the per-journey limit the same journey is refused while a fresh one is served', async () => {
    const app = await server({ limits: { sessionPosts: 1, maxEventLoopDelayMs: 0 } });
    // Script's calls carry the journey's CSRF token (the BFF refuses them otherwise, issue 24).
    const sealed = async () => {
      const state = newJourneyState();
      return { cookie: await sealJourneyState(state, SECRET), csrf: state.csrf };
    };
    const post = (journey?: { cookie: string; csrf: string }) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: {
          accept: 'application/json',
          ...(journey
            ? { cookie: `${JOURNEY_COOKIE}=${journey.cookie}`, [credentialNames.CSRF_HEADER]: journey.csrf }
            : {}),
        },
        payload: {},
      });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const journey = await sealed();
    expect((await post(journey)).statusCode).toBe(200);
    expect((await post(journey)).statusCode).toBe(429);
    expect((await post(await sealed())).statusCode).toBe(200);
    // A post with no journey at all is not counted against one (the CSRF check refuses it: 403).
    expect((await post()).statusCode).toBe(403);
  });
});

describe('overload guard (issue 24)', () => {
  it('under a forced event-loop delay it sheds with 503 and the busy page, /healthz reports the pressure', async () => {
    const app = await server({ limits: { maxEventLoopDelayMs: 50, pressureSampleMs: 250, warmUpMs: 0 } });
    await app.ready();
    // Blocks the event loop for 400 ms at a time until a sample has seen it (the monitor's own timer
    // may record the delay only after the first sample is taken).
    const loaded = () => app.isUnderPressure() && app.memoryUsage().eventLoopUtilized >= 0.95;
    const pressed = async () => {
      for (let i = 0; i < 8 && !loaded(); i++) {
        const until = Date.now() + 400;
        while (Date.now() < until) {
          /* busy */
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(loaded()).toBe(true);
    };
    await pressed();
    const page = await app.inject({ url: '/enter-email', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('<h1>We are very busy</h1>');
    await pressed();
    const api = await app.inject({ url: '/api/client-info', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ message: 'Service unavailable' });
    await pressed();
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'under pressure' });
    const { eventLoopDelayMs } = health.json() as { eventLoopDelayMs: number | null };
    expect(eventLoopDelayMs === null || eventLoopDelayMs > 50).toBe(true);
    // Once the loop is free again, the next samples clear it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await app.inject({ url: '/enter-email', headers: html })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
  });

  it('sheds nothing while the server warms up (its first samples measure start-up, not load)', async () => {
    const app = await server({ limits: { maxEventLoopDelayMs: 50, pressureSampleMs: 50 } });
    await app.ready();
    for (let i = 0; i < 5 && !app.isUnderPressure(); i++) {
      const until = Date.now() + 300;
      while (Date.now() < until) {
        /* busy */
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(app.isUnderPressure()).toBe(true);
    expect((await app.inject({ url: '/enter-email', headers: html })).statusCode).toBe(200);
  });

  it('past the cap of requests in flight the next one is shed at once (503), not queued', async () => {
    const app = await server({ limits: { maxInFlight: 1, maxEventLoopDelayMs: 0 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${origin}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const shed = await fetch(`${origin}/enter-email`, { headers: html });
    expect(shed.status).toBe(503);
    expect(await shed.text()).toContain('<h1>We are very busy</h1>');
    expect(Date.now() - started).toBeLessThan(400);
    expect((await slow).status).toBe(200);
    expect((await fetch(`${origin}/enter-email`, { headers: html })).status).toBe(200);
  });
});
