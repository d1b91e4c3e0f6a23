// issue 24: the production server's hardening, by Fastify inject against a stand-in build (an
// index.html and a server bundle whose render() answers a page naming the route), so these tests
// need no `pnpm build` and no browser.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { buildServer, withBaselineHeaders, withoutQueryValues } from './app.mjs';
import { HOST_PREFIX, readCookieHeader, writeSetCookie } from './cookieNames.mjs';
import {
  ENDED_JOURNEY_COOKIE,
  JOURNEY_COOKIE,
  sealJourneyState,
  newJourneyState,
  openJourneyState,
  type SessionKeys,
} from './journeyState.mjs';
import { credentialNames } from '../src/server/credentials.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const HEALTH_TOKEN = 'a-balancer-token-0123456789';
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
    '<!doctype html><html><head><title>x</title><script type="module" src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"></head><body><div id="root"></div></body></html>',
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
        data: { hydrate: true }, storage: input.storage, tabStorage: input.tabStorage, cookies: [], formTargets: [],
        csrfToken: input.csrfToken, revision: input.revision, lang: input.locale === 'cy' ? 'cy' : 'en-GB',
        // /hand-off ends the journey, as the consent step's answer does.
        journeyEnded: path === '/hand-off' };
    }
    // The language helpers (issue 46), as the real bundle carries them.
    export const LANGUAGE_COOKIE = 'nhsl-lang';
    export const LANGUAGE_COOKIE_DAYS = 365;
    export const LANGUAGE_PARAM = 'lang';
    export { localeOfUiLocales, supportedLocale } from ${JSON.stringify(pathToFileURL(fileURLToPath(new URL('../../content/src/locale.ts', import.meta.url))).href)};
    // The credential helpers the real bundle carries (src/server/credentials.ts), inert here:
    // these tests send no session.
    export const credentialNames = ${JSON.stringify(credentialNames)};
    export const sessionOfCookie = () => undefined;
    export const sessionInfoFor = () => undefined;
    export const isJourneyPage = () => false;
    export const idTokenState = () => 'invalid';
    export const takeCredentials = (body) => ({ body, endsJourney: false });
    // The real redaction of the logs' paths (issue 45).
    export { logSafe } from ${JSON.stringify(pathToFileURL(fileURLToPath(new URL('../src/server/credentials.ts', import.meta.url))).href)};`,
  );
  // The stand-in back end: every path answers JSON, without security headers of its own.
  backend = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    // /oidc/cookies: the back end's own cookies, as oidc-provider sets them (issue 45).
    if (req.url === '/oidc/cookies')
      res.setHeader('Set-Cookie', [
        '_interaction=i1; path=/oidc/interaction/1; expires=Wed, 01 Jan 2031 00:00:00 GMT; samesite=strict',
        '_session=s1; path=/; domain=localhost; samesite=lax; httponly',
        '_session.sig=g1; path=/',
      ]);
    // …/echo-cookies: what reached the back end.
    if (req.url?.endsWith('/echo-cookies')) return res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
    // …/slow answers after 500 ms: a request that stays in flight.
    setTimeout(() => res.end(JSON.stringify({ path: req.url })), req.url?.endsWith('/slow') ? 500 : 0);
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
    // inject()'s Host header: localhost:80.
    appOrigin: new URL('http://localhost'),
    ...extra,
  });
  apps.push(app);
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml' };

/** The timeout warning's extension: one of the few back-end calls page script makes (issue 44). */
const EXTEND = '/api/auth/session/extend';

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
    const res = await app.inject({ url: '/authorize/uid-1' });
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
        url: EXTEND,
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
    const app = await server({
      limits: { maxEventLoopDelayMs: 50, pressureSampleMs: 250, warmUpMs: 0 },
      healthToken: HEALTH_TOKEN,
    });
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
    const api = await app.inject({ url: '/authorize/uid-1', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ message: 'Service unavailable' });
    await pressed();
    const health = await app.inject({ url: '/healthz', headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'under pressure' });
    const { eventLoopDelayMs } = health.json() as { eventLoopDelayMs: number | null };
    expect(eventLoopDelayMs === null || eventLoopDelayMs > 50).toBe(true);
    // Once the loop is free again, the next samples clear it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await app.inject({ url: '/enter-email', headers: html })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/healthz', headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json(),
    ).toMatchObject({ status: 'ok' });
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
    // The default origin: localhost on the port it listens on.
    const app = await server({ limits: { maxInFlight: 1, maxEventLoopDelayMs: 0 }, appOrigin: undefined });
    await app.listen({ port: 0, host: 'localhost' });
    const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${origin}/authorize/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const shed = await fetch(`${origin}/enter-email`, { headers: html });
    // Not queued: a request queued behind the slow one would be answered 200 once it ended.
    expect(shed.status).toBe(503);
    expect(await shed.text()).toContain('<h1>We are very busy</h1>');
    expect((await slow).status).toBe(200);
    expect((await fetch(`${origin}/enter-email`, { headers: html })).status).toBe(200);
  });
});

/** The Set-Cookie headers of an answer, as a list. */
const setCookies = (res: { headers: Record<string, unknown> }) => {
  const sc = res.headers['set-cookie'];
  return sc === undefined ? [] : Array.isArray(sc) ? (sc as string[]) : [String(sc)];
};

/** The baseline headers every answer carries (issue 45 Security). */
function expectBaseline(res: { headers: Record<string, unknown> }) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe("the server's own answers get the baseline security headers (issue 45 Security)", () => {
  it('404, 401, 403, 413 and 502 on /api, 421 and 405 carry nosniff, no referrer and no framing', async () => {
    const app = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const json = { accept: 'application/json', 'content-type': 'application/json' };
    const unauthorized = await app.inject({
      method: 'POST',
      url: EXTEND,
      headers: { ...json, [credentialNames.SESSION_MARKER_HEADER]: 'an-older-session' },
      payload: {},
    });
    expect(unauthorized.statusCode).toBe(401);
    expectBaseline(unauthorized);
    // A journey step from page script (issue 44: the server's forms' actions now): refused.
    const journeyCall = await app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: {} });
    expect(journeyCall.statusCode).toBe(404);
    expectBaseline(journeyCall);
    const forbidden = await app.inject({ method: 'POST', url: EXTEND, headers: json, payload: {} });
    expect(forbidden.statusCode).toBe(403);
    expectBaseline(forbidden);
    const tooLarge = await app.inject({
      method: 'POST',
      url: EXTEND,
      headers: json,
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectBaseline(tooLarge);
    const misdirected = await app.inject({ url: '/api/client-info', headers: { host: 'evil.example' } });
    expect(misdirected.statusCode).toBe(421);
    expectBaseline(misdirected);
    const method = await app.inject({ method: 'PUT', url: '/enter-email' });
    expect(method.statusCode).toBe(405);
    expectBaseline(method);
    const down = await server({ backend: new URL('http://127.0.0.1:9') });
    const badGateway = await down.inject({ url: '/authorize/uid-1', headers: { accept: 'application/json' } });
    expect(badGateway.statusCode).toBe(502);
    expectBaseline(badGateway);
  });
});

describe('the access log redacts what looks personal in paths and query names (issue 45 Security)', () => {
  it('an email or a postcode in the path, or a token as a query name, is logged as [redacted]', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await server({
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    await app.inject({ url: '/find/jane@example.com/LS1%204AP?ok=1&a3f9c2e1b7d4e6f0=x&email=y' });
    await app.inject({ url: '/privacy?from=footer' });
    const logged = lines.filter((l) => l.msg === 'request');
    expect(logged.map((l) => [l.path, l.query])).toEqual([
      ['/find/[redacted]/[redacted]', ['ok', '[redacted]', 'email']],
      ['/privacy', ['from']],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/jane|LS1|a3f9c2e1b7d4e6f0/);
  });
});

describe('/healthz shows its figures only to the balancer (issue 45 Security)', () => {
  it('anyone gets 200 { status: "ok" }; the figures need HEALTH_TOKEN as a bearer, from any host', async () => {
    const app = await server({ healthToken: HEALTH_TOKEN });
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: HEALTH_TOKEN }]) {
      const res = await app.inject({ url: '/healthz', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    const balancer = await app.inject({
      url: '/healthz',
      headers: { authorization: `Bearer ${HEALTH_TOKEN}`, host: '10.0.0.7:8080' },
    });
    expect(balancer.statusCode).toBe(200);
    expect(balancer.json()).toMatchObject({
      status: 'ok',
      heapUsedBytes: expect.any(Number),
      rssBytes: expect.any(Number),
    });
    expect((await (await server()).inject({ url: '/healthz', headers: { authorization: 'Bearer ' } })).json()).toEqual({
      status: 'ok',
    });
  });
});

describe("the app's origin is configured, never the Host header (issue 45 Security)", () => {
  it('another host is refused (421), /healthz and /readyz excepted; the default origin is localhost on the port', async () => {
    const app = await server({ appOrigin: new URL('https://login.example') });
    expect((await app.inject({ url: '/privacy', headers: { host: 'login.example' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/privacy', headers: { host: 'LOGIN.example:443' } })).statusCode).toBe(200);
    for (const host of ['evil.example', 'login.example:8443', 'login.example.evil.example', 'localhost'])
      expect((await app.inject({ url: '/privacy', headers: { host } })).statusCode, host).toBe(421);
    expect((await app.inject({ url: '/healthz', headers: { host: '10.0.0.7' } })).statusCode).toBe(200);
    const local = await server({ appOrigin: undefined });
    await local.listen({ port: 0, host: '127.0.0.1' });
    const port = (local.server.address() as AddressInfo).port;
    expect((await local.inject({ url: '/privacy', headers: { host: `localhost:${port}` } })).statusCode).toBe(200);
    expect((await local.inject({ url: '/privacy', headers: { host: `evil.example:${port}` } })).statusCode).toBe(421);
  });

  it("a path such as //host/x stays a path of the app's origin", async () => {
    const app = await server();
    const res = await app.inject({ url: '//evil.example/x', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Page //evil.example/x</h1>');
  });
});

describe('cookie names take __Host- over TLS (issue 44)', () => {
  const modes = [
    ['over plain http', {}, 'localhost', ''],
    ['with an https APP_ORIGIN', { appOrigin: new URL('https://login.example') }, 'login.example', HOST_PREFIX],
    ['with COOKIE_SECURE=1', { secureCookies: true }, 'localhost', HOST_PREFIX],
  ] as const;

  it.each(modes)('%s: the journey cookie is set and read by its name', async (_, config, host, prefix) => {
    const app = await server(config);
    const first = await app.inject({ url: '/privacy', headers: { ...html, host } });
    const journey = setCookies(first).find((c) => c.startsWith(`${prefix}${JOURNEY_COOKIE}=`));
    expect(journey).toBeDefined();
    expect(journey).toMatch(/; Path=\/(;|$)/);
    expect(journey).not.toMatch(/Domain=/i);
    expect(/; Secure(;|$)/.test(journey!)).toBe(prefix !== '');
    if (prefix) expect(setCookies(first).every((c) => c.startsWith(HOST_PREFIX))).toBe(true);
    // Sent back under the same name, it is the journey: nothing to set again.
    const pair = journey!.split(';')[0]!;
    const again = await app.inject({ url: '/privacy', headers: { ...html, host, cookie: pair } });
    expect(setCookies(again).filter((c) => c.includes(JOURNEY_COOKIE))).toEqual([]);
    if (prefix) {
      // Over TLS a plain-named journey cookie (which another host could set) is not the journey.
      const plain = await app.inject({
        url: '/privacy',
        headers: { ...html, host, cookie: pair.slice(prefix.length) },
      });
      expect(setCookies(plain).some((c) => c.startsWith(`${prefix}${JOURNEY_COOKIE}=`))).toBe(true);
    }
  });

  it.each(modes)(
    "%s: the back end's cookies are hardened (HttpOnly, SameSite kept, Path=/, Secure when secure) and named alike",
    async (_, config, host, prefix) => {
      const app = await server(config);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await app.inject({ url: '/oidc/cookies', headers: { host } });
      const secure = prefix ? '; Secure' : '';
      expect(setCookies(res)).toEqual([
        `${prefix}_interaction=i1; Path=/; expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; SameSite=Strict${secure}`,
        `${prefix}_session=s1; Path=/; HttpOnly; SameSite=Lax${secure}`,
        `${prefix}_session.sig=g1; Path=/; HttpOnly; SameSite=Lax${secure}`,
      ]);
      // What the browser sends back reaches the back end under the names it set.
      const sent = prefix
        ? `${prefix}_session=s1; ${prefix}_session.sig=g1; cookiePreference=no; _session=forged`
        : '_session=s1; _session.sig=g1; cookiePreference=no';
      const echo = await app.inject({ url: '/authorize/echo-cookies', headers: { host, cookie: sent } });
      expect(echo.json()).toEqual({ cookie: '_session=s1; _session.sig=g1; cookiePreference=no' });
    },
  );

  it('the name rules: only over TLS, script cookies kept, Path=/ and Secure forced, Domain dropped', () => {
    const script = [credentialNames.COOKIE_PREFERENCE_COOKIE];
    expect(writeSetCookie(`${ENDED_JOURNEY_COOKIE}=j; Path=/; HttpOnly`, false, script)).toBe(
      `${ENDED_JOURNEY_COOKIE}=j; Path=/; HttpOnly`,
    );
    expect(writeSetCookie(`${ENDED_JOURNEY_COOKIE}=j; Path=/x; Domain=a.example; HttpOnly`, true, script)).toBe(
      `__Host-${ENDED_JOURNEY_COOKIE}=j; Path=/; HttpOnly; Secure`,
    );
    expect(writeSetCookie(`${credentialNames.ID_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly`, true, script)).toBe(
      `__Host-${credentialNames.ID_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure`,
    );
    expect(writeSetCookie('cookiePreference=no; Path=/; Max-Age=9', true, script)).toBe(
      'cookiePreference=no; Path=/; Max-Age=9',
    );
    expect(readCookieHeader('__Host-id_token=t; id_token=forged; cookiePreference=no', true, script)).toBe(
      'id_token=t; cookiePreference=no',
    );
    expect(readCookieHeader('id_token=t; cookiePreference=no', false, script)).toBe('id_token=t; cookiePreference=no');
  });
});

describe('scaling out (issue 47)', () => {
  const formPost = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/enter-email',
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'email=a',
    });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it.each([
    ['a hop count (TRUST_PROXY=1)', 1],
    ["the balancer's address (TRUST_PROXY=127.0.0.1)", ['127.0.0.1']],
  ] as const)('behind a balancer trusted by %s, each client address has a bucket of its own', async (_, trustProxy) => {
    const app = await server({ trustProxy, limits: { clientPosts: 1, maxEventLoopDelayMs: 0 } });
    expect((await formPost(app, from('203.0.113.1'))).statusCode).not.toBe(429);
    expect((await formPost(app, from('203.0.113.1'))).statusCode).toBe(429);
    expect((await formPost(app, from('203.0.113.2'))).statusCode).not.toBe(429);
    // Only the nearest hop is the balancer's to name: what the client wrote before it is not trusted.
    expect((await formPost(app, from('203.0.113.9, 203.0.113.2'))).statusCode).toBe(429);
  });

  it.each([
    ['without TRUST_PROXY', undefined],
    ['when the peer is not a trusted balancer', ['10.0.0.1']],
  ] as const)('%s, X-Forwarded-For is ignored: every post counts for the connection', async (_, trustProxy) => {
    const app = await server({ trustProxy, limits: { clientPosts: 1, maxEventLoopDelayMs: 0 } });
    expect((await formPost(app, from('203.0.113.1'))).statusCode).not.toBe(429);
    expect((await formPost(app, from('203.0.113.2'))).statusCode).toBe(429);
  });

  it('with Redis unreachable the server serves, counts in its own memory, and logs the outage once', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lines: Record<string, unknown>[] = [];
    const app = await server({
      redisUrl: `redis://127.0.0.1:${port}`,
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      limits: { clientPosts: 2, maxEventLoopDelayMs: 0 },
    });
    const outage = () => lines.filter((l) => String(l.msg).startsWith('rate-limit store (Redis) unreachable'));
    await vi.waitFor(() => expect(outage()).toHaveLength(1), { timeout: 3_000 });
    const started = Date.now();
    expect((await formPost(app)).statusCode).not.toBe(429);
    expect((await formPost(app)).statusCode).not.toBe(429);
    expect((await formPost(app)).statusCode).toBe(429);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(outage()).toHaveLength(1);
    // (ioredis reports a refused connection as an error, then a close: whichever comes first names it.)
    expect(outage()[0]).toMatchObject({ level: 40 });
    expect(['ECONNREFUSED', 'connection closed']).toContain(outage()[0]!.cause);
    expect(lines.some((l) => l.msg === 'rate limits counted in Redis, shared by every replica')).toBe(true);
  });

  it('a journey cookie sealed before a rotation is the journey after it, and not once its secret is removed', async () => {
    const NEW = 'a-new-test-secret-of-at-least-32-characters';
    const rotated: SessionKeys = { sealId: '2', secrets: { 1: SECRET, 2: NEW } };
    const journeyOf = (res: { headers: Record<string, unknown> }) =>
      setCookies(res).find((c) => c.startsWith(`${JOURNEY_COOKIE}=`));
    const before = await server();
    const pair = journeyOf(await before.inject({ url: '/privacy', headers: html }))!.split(';')[0]!;
    // Opened: nothing to set again.
    const during = await server({ sessionSecret: rotated });
    expect(journeyOf(await during.inject({ url: '/privacy', headers: { ...html, cookie: pair } }))).toBeUndefined();
    // Its secret removed: a new journey (a cookie is set).
    const after = await server({ sessionSecret: { sealId: '2', secrets: { 2: NEW } } });
    const lost = await after.inject({ url: '/privacy', headers: { ...html, cookie: pair } });
    expect(lost.statusCode).toBe(200);
    expect(journeyOf(lost)).toBeDefined();
  });
});

// issue 47 "Render cost": the page is joined from index.html's parts once cut, not replaced into
// it; a page's own text that looks like a replacement pattern reaches it as it is.
describe('the page around the markup', () => {
  it("text such as $& or $' in the markup, the title or the data is kept as it is", async () => {
    const app = await server();
    const res = await app.inject({ url: "/a$&b$'c", headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Page /a$&b$'c</h1>");
    expect(res.body).toContain("<title>Page /a$&amp;b$'c</title>");
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(res.body).toMatch(/<style nonce="[^"]+" data-x>h1\{\}<\/style>\n {2}<\/head>/);
  });
});

describe('the language (issue 46)', () => {
  it('the language link keeps the choice in a year-long HttpOnly cookie and goes back to the page without it', async () => {
    const app = await server();
    const res = await app.inject({ url: '/enter-email?x=1&lang=cy', headers: html });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/enter-email?x=1');
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/^nhsl-lang=cy; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const page = await app.inject({ url: '/enter-email?x=1', headers: { ...html, cookie: 'nhsl-lang=cy' } });
    expect(page.body).toContain('<html lang="cy"');
    const english = await app.inject({ url: '/enter-email', headers: html });
    expect(english.body).toContain('<html lang="en-GB"');
  });

  it("page script's data request gets the address as JSON; an unknown language changes nothing", async () => {
    const app = await server();
    const res = await app.inject({ url: '/enter-email?lang=cy', headers: { 'x-nhsl-data': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ location: '/enter-email', locale: 'cy' });
    const unknown = await app.inject({ url: '/enter-email?lang=fr', headers: html });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('the language link goes back to a path of this origin only, never to another host', async () => {
    const app = await server();
    for (const url of ['//evil.example/x?lang=cy', '/%2F%2Fevil.example?lang=cy']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toMatch(/^\/(?!\/)/);
    }
    // A backslash, which browsers read as a slash, never gets as far (another host: 421).
    const slash = await app.inject({ url: '/\\evil.example/x?lang=cy', headers: html });
    expect(slash.headers.location).toBeUndefined();
  });

  it("the client's ui_locales on /authorize sets the language cookie (its first supported locale)", async () => {
    const app = await server();
    const res = await app.inject({ url: '/authorize?client_id=c&ui_locales=fr%20cy-GB%20en', headers: html });
    expect(String(res.headers['set-cookie'])).toContain('nhsl-lang=cy');
    const none = await app.inject({ url: '/authorize?client_id=c&ui_locales=fr', headers: html });
    expect(String(none.headers['set-cookie'] ?? '')).not.toContain('nhsl-lang');
  });
});

// issue 54 "Security": what a review with real sign-ins and curl found.
describe('the language link answers once and logs no query values (issue 54 Security)', () => {
  const resetLink = '/reset-password?username=jane%40example.com&code=123456&expiry=1999999999999';

  it('?lang= on the reset page: one 303, no second render, no warning, and the log has no email, code or expiry', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await server({
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    const res = await app.inject({ url: `${resetLink}&lang=cy`, headers: html });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(resetLink);
    expect(res.body).toBe('');
    // The page was rendered a second time after the 303 had gone, and Fastify warned with the whole
    // address: given time to happen, nothing of it comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.filter((l) => Number(l.level) >= 40)).toEqual([]);
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/jane|123456|1999999999999/);
  });

  it("an error's text names an address without its query's values", () => {
    const message =
      'Reply was already sent, did you forget to "return reply" in the "/reset-password?username=jane%40example.com&code=123456&expiry=1999999999999" (GET) route?';
    const safe = withoutQueryValues(
      message,
      (url) => url.split('?')[0]!,
      (name) => name,
    );
    expect(safe).toBe(
      'Reply was already sent, did you forget to "return reply" in the "/reset-password?username&code&expiry" (GET) route?',
    );
    expect(
      withoutQueryValues(
        'at GET /x?code=123456 here',
        (u) => u,
        (n) => n,
      ),
    ).toBe('at GET /x?code here');
  });
});

describe("what Fastify and Node refuse gets the app's own page (issue 54 Security)", () => {
  it('an address that cannot be decoded (/x/%ff) gets the error page (400) with the security headers, the path not echoed', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await server({
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    const res = await app.inject({ url: '/x/%ff?code=123456', headers: html });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Page /error</h1>');
    expect(res.body).not.toMatch(/%ff|\/x\/|FST_ERR|<script(?! type="application\/json")/i);
    expectBaseline(res);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(JSON.stringify(lines)).not.toMatch(/%ff|123456/i);
  });

  it('a raw text/plain post gets 415 and the error page with the security headers, as record 0036 says', async () => {
    const app = await server();
    const res = await app.inject({
      method: 'POST',
      url: '/enter-email',
      headers: { ...html, 'content-type': 'text/plain' },
      payload: 'email=jane@example.com',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Page /error</h1>');
    expectBaseline(res);
    // The page script's client logs still post text to the back end.
    const logs = await app.inject({
      method: 'POST',
      url: '/api/client-logs',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{}',
    });
    expect(logs.statusCode).not.toBe(415);
  });

  it('cookies over the header limit get the 431 page with no script and no script preload, which its policy would block', async () => {
    const app = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET /enter-email HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nCookie: big=${'c'.repeat(20_000)}\r\n\r\n`,
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain("default-src 'none'");
    const body = answer.slice(answer.indexOf('\r\n\r\n'));
    expect(body).toContain('<h1>Page /error</h1>');
    expect(body).not.toMatch(/modulepreload|<script(?! type="application\/json")/);
  });
});

describe('a journey that has ended stays ended in any browser (issue 54 Security)', () => {
  /** The journey cookie an answer set, sealed as it went (undefined when it set none or deleted it). */
  const sealedOf = (res: { headers: Record<string, unknown> }) => {
    const line = [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${JOURNEY_COOKIE}=`) && !c.includes('Max-Age=0'));
    return line ? decodeURIComponent(line.split(';')[0]!.slice(JOURNEY_COOKIE.length + 1)) : undefined;
  };

  it("a copy of the journey's cookie, in a browser without the ended journey's cookie, is no journey after the hand-off", async () => {
    const app = await server();
    const sealed = sealedOf(await app.inject({ url: '/privacy', headers: html }))!;
    const { state } = await openJourneyState(sealed, SECRET);
    const copy = { ...html, cookie: `${JOURNEY_COOKIE}=${encodeURIComponent(sealed)}` };
    // Before the end the copy is the journey: nothing new is sealed.
    expect(sealedOf(await app.inject({ url: '/privacy', headers: copy }))).toBeUndefined();
    const handOff = await app.inject({ url: '/hand-off', headers: copy });
    expect(String(handOff.headers['set-cookie'])).toContain(`${ENDED_JOURNEY_COOKIE}=${state.jid}`);
    // Another browser, which never got the ended journey's cookie: a new journey, not the old one.
    const after = sealedOf(await app.inject({ url: '/privacy', headers: copy }));
    expect(after).toBeDefined();
    const opened = await openJourneyState(after, SECRET);
    expect(opened.state.jid).not.toBe(state.jid);
    expect(opened.state.csrf).not.toBe(state.csrf);
  });

  it('a state sealed without a journey id gets one, sealed at once, so that its end can be known', async () => {
    const app = await server();
    const { jid: _, ...old } = newJourneyState();
    // (In English, as the request is: nothing else would make the server seal it again.)
    const sealed = await sealJourneyState({ ...old, locale: 'en' } as never, SECRET);
    const res = await app.inject({
      url: '/privacy',
      headers: { ...html, cookie: `${JOURNEY_COOKIE}=${encodeURIComponent(sealed)}` },
    });
    const resealed = await openJourneyState(sealedOf(res), SECRET);
    expect(resealed.state.csrf).toBe(old.csrf);
    expect(resealed.state.jid).toMatch(/^[\w-]{22}$/);
  });
});
