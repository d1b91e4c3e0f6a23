// The production server of the app (issue 17), on Fastify: the built files (precompressed brotli
// and gzip from the build, ETag and 304, hashed assets cached for a year), every app route's HTML
// rendered per request (issue 23: render.mjs; journey forms posted as HTML, CSRF-checked and
// size-limited) with a fresh style nonce and the strict CSP, the back
// end's paths forwarded by prefix with timeouts, /healthz and /readyz, and one JSON access-log line
// per request without query values. It holds no state between requests: any number of replicas
// can serve one journey, and with Redis they share the rate limits' counters (issue 47;
// docs/DEPLOY.md). serve.mjs reads the environment and starts it.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { LogController } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import { requestJourney } from './journeyState.mjs';
import { readCookieHeader, writeSetCookies } from './cookieNames.mjs';
import { PERMISSIONS_POLICY, securityHeaders } from './securityHeaders.mjs';
import { loadRenderer } from './render.mjs';
import { FRAMEWORK_ASSETS_DIR } from './framework.mjs';
import { trustProxyOption } from './config.mjs';
import { sharedLimits } from './sharedLimits.mjs';
import { endedJourneys } from './endedJourneys.mjs';
import { stepClaims } from './stepClaims.mjs';

/**
 * The path prefixes forwarded to the identity back end. Each is a prefix rule (the path itself and
 * everything under it), so a new back-end path needs no change here.
 */
export const FORWARDED_PREFIXES = ['/api', '/authorize', '/oidc', '/.well-known/openid-configuration'];

/**
 * The simulator's tester tools (outbox of security codes, clock, client logs): forwarded only when
 * the configuration asks (`simulatorRoutes`, SIMULATOR_ROUTES=1; issue 24). A production server
 * answers 404 there.
 */
export const SIMULATOR_PREFIX = '/simulator';

/**
 * The limits of the production server (issue 24), each set by an environment variable (README,
 * "Production server"). High enough by default that a person, or the e2e suite's journeys from one
 * address, never meets them.
 * @typedef {object} ServerLimits
 * @property {number} clientPosts - posts (forms and back-end calls) one client address may send per window
 * @property {number} sessionPosts - posts one journey (the sealed cookie's identity) may send per window
 * @property {number} windowMs - the rate limits' window, in ms
 * @property {number} maxEventLoopDelayMs - past this event-loop delay the server sheds load (503); 0: not checked
 * @property {number} minEventLoopUtilization - ...but only while its own event loop was busy at least this share
 *   of the sample (0 to 1): a delay while the loop idles is the machine's other work, not this server's load
 * @property {number} maxHeapUsedBytes - past this heap the server sheds load (503); 0: not checked
 * @property {number} pressureSampleMs - how often the event-loop delay and heap are sampled, in ms
 * @property {number} warmUpMs - nothing is shed this long after the server is built: its first samples
 *   measure start-up (loading the bundle, the first renders), not load
 * @property {number} maxInFlight - requests being answered at once past which the next is shed (503) at
 *   once rather than queued behind them; 0: no limit
 * @property {number} retryAfterSeconds - the Retry-After of a shed request
 */

/** @type {ServerLimits} */
export const DEFAULT_LIMITS = {
  clientPosts: 1200,
  sessionPosts: 300,
  windowMs: 60_000,
  maxEventLoopDelayMs: 1000,
  minEventLoopUtilization: 0.95,
  maxHeapUsedBytes: 0,
  pressureSampleMs: 250,
  warmUpMs: 3_000,
  maxInFlight: 64,
  retryAfterSeconds: 10,
};

/**
 * The baseline security headers every answer gets when it carries none of its own: a forwarded
 * back-end answer (issue 24), and the server's own answers that helmet does not cover, such as its
 * /api refusals (401, 403), a body too large (413), a back end that failed (502, 504) or a host
 * refused (421) (issue 45 Security): no MIME sniffing, no referrer, never framed.
 * @param {Record<string, string | string[] | undefined>} headers - the back end's answer headers
 * @returns {Record<string, string | string[] | undefined>}
 */
export function withBaselineHeaders(headers) {
  const out = { ...headers };
  out['x-content-type-options'] ??= 'nosniff';
  out['referrer-policy'] ??= 'no-referrer';
  out['x-frame-options'] ??= 'DENY';
  const csp = out['content-security-policy'];
  if (!csp) out['content-security-policy'] = "frame-ancestors 'none'";
  else if (typeof csp === 'string' && !/frame-ancestors/.test(csp))
    out['content-security-policy'] = `${csp}; frame-ancestors 'none'`;
  return out;
}

/** The largest form body accepted, in bytes (the longest journey form is a few hundred). */
export const FORM_BODY_LIMIT = 8 * 1024;

/**
 * The largest form body read (issue 45): a body over {@link FORM_BODY_LIMIT} but under this has
 * each value cut (render.mjs `cutForm`) and its form answered again with the field's length
 * message; a larger one gets the "Something went wrong" page (413), never Fastify's JSON.
 */
export const FORM_READ_LIMIT = 64 * 1024;

/** Hashed build output: its names change with its content, so browsers and CDNs keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The path of a request URL without its query string: what the access log and error logs carry
 * (query values can hold an email address, a code or a token; spec: never log personal data).
 * @param {string | undefined} url - the request target, e.g. "/authorize?client_id=…"
 * @returns {string}
 */
export function pathOf(url) {
  const q = (url ?? '/').indexOf('?');
  return q < 0 ? (url ?? '/') : url.slice(0, q);
}

/**
 * The names (never the values) of a request URL's query parameters, for the access log.
 * @param {string | undefined} url - the request target
 * @returns {string[]}
 */
export function queryNames(url) {
  const q = (url ?? '').indexOf('?');
  if (q < 0) return [];
  return [...new Set(new URLSearchParams(url.slice(q + 1)).keys())];
}

/**
 * The host (name and port, as a Host header gives it) of a URL, normalised as URL does (no default
 * port, lower case): what a request's Host header is compared with.
 * @param {string | undefined} host - a Host header, e.g. "Login.example:443"
 * @param {string} protocol - "http" or "https"
 * @returns {string | undefined} undefined when it is not a host
 */
export function normalHost(host, protocol) {
  if (!host || /[/\\@?#\s]/.test(host)) return undefined;
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a presented token is the health token (constant time).
 * @param {string | undefined} token - the configured token
 * @param {unknown} header - the request's Authorization header
 */
function healthTokenMatches(token, header) {
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(header.slice('Bearer '.length));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A text (an error's message or stack) with the values of every request address in it left out
 * (issue 54 Security: Fastify's "Reply was already sent" warning named the whole address, and on
 * the reset page that is the email, the reset code and the expiry): a quoted path is written as
 * the access log writes it (`safePath`: each part that looks personal redacted), and any query is
 * written as its names alone.
 * @param {string | undefined} text
 * @param {(url: string) => string} safePath - a path as the logs carry it
 * @param {(name: string) => string} safeName - a query name as the logs carry it
 * @returns {string | undefined}
 */
export function withoutQueryValues(text, safePath, safeName) {
  if (typeof text !== 'string') return text;
  const names = (query) => queryNames(`?${query}`).map(safeName).join('&');
  return text
    .replace(/(["'`])(\/[^"'`\s]*)\1/g, (_, quote, url) => {
      const q = url.indexOf('?');
      return `${quote}${safePath(url)}${q < 0 ? '' : `?${names(url.slice(q + 1))}`}${quote}`;
    })
    .replace(/\?([^\s"'`?]*=[^\s"'`]*)/g, (_, query) => `?${names(query)}`);
}

/** Paths any host may ask (a balancer's probe names the replica's own address, not the app's host). */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * @typedef {object} ServerConfig
 * @property {string} dist - the build folder (index.html, assets/, ssr/ with the server-rendering bundle)
 * @property {URL} backend - the identity back end's origin
 * @property {string} [analyticsOrigin] - an extra script-src origin for a separately hosted analytics script
 * @property {string} [logOrigin] - an extra connect-src origin when the client log endpoint is elsewhere
 * @property {number} backendTimeoutMs - how long the back end may take to answer (headers, then each body chunk) before a 504
 * @property {string} readinessPath - the back-end path /readyz asks
 * @property {string | boolean} logLevel - pino level ('info', 'warn', …), or false for no log
 * @property {{ write: (line: string) => void }} [logStream] - where the log lines go (default stdout; tests read them)
 * @property {string | import('./journeyState.mjs').SessionKeys} sessionSecret - the secret that seals the journey
 *   cookie (at least 32 characters; the same on every instance), or several during a rotation: one seals, all open
 *   (SESSION_SECRET or SESSION_SECRETS, server/config.mjs; issue 47)
 * @property {false | number | string[]} [trustProxy] - which hops in front may name the client's address
 *   (X-Forwarded-For) and protocol: a hop count or their addresses (TRUST_PROXY, server/config.mjs); default none
 * @property {string} [redisUrl] - Redis or Valkey (REDIS_URL) where every replica counts the rate limits
 *   (server/sharedLimits.mjs); without it each replica counts alone
 * @property {boolean} [secureCookies] - mark cookies Secure even when the request did not come over TLS (behind a TLS terminator)
 * @property {URL} [appOrigin] - the app's public origin (APP_ORIGIN, issue 45): pages are rendered and the back end's
 *   answers judged against it, and a request naming another host is refused (421); an https origin makes cookies
 *   Secure and `__Host-` named. Default: `http://localhost:<the port it listens on>`, for local runs
 * @property {string} [healthToken] - the token (HEALTH_TOKEN) a balancer presents (`Authorization: Bearer …`) to
 *   read /healthz's figures; without it /healthz answers only `{ "status": "ok" }`
 * @property {boolean} [simulatorRoutes] - forward `/simulator/*` (the tester tools) to the back end; off in production (issue 24)
 * @property {string} [frameworkBuild] - the framework build's folder (FRAMEWORK_BUILD, issue 55; default
 *   dist/framework, used when it is there): its route modules' paths are rendered by React Router's handler
 * @property {Partial<ServerLimits>} [limits] - rate limits and the overload guard (default {@link DEFAULT_LIMITS})
 */

/**
 * Builds the app's Fastify server, not yet listening.
 * Errors: a back end that refuses, resets or cannot be reached answers 502, one slower than
 * `backendTimeoutMs` 504; both as JSON for the app's API calls, and as the server-rendered
 * "Something went wrong" page for a browser navigation (e.g. /authorize from a client).
 * @param {ServerConfig} config
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function buildServer(config) {
  const { dist, backend, analyticsOrigin, logOrigin, backendTimeoutMs, readinessPath, logLevel } = config;
  const limits = { ...DEFAULT_LIMITS, ...config.limits };
  const forwarded = config.simulatorRoutes ? [...FORWARDED_PREFIXES, SIMULATOR_PREFIX] : FORWARDED_PREFIXES;
  const isForwarded = (path) => forwarded.some((p) => path === p || path.startsWith(`${p}/`));
  /** @type {import('fastify').FastifyInstance} */
  let app;
  /** The app's origin: configured, or this server's own port on localhost (local runs). */
  const appOriginOf = () => {
    if (config.appOrigin) return config.appOrigin.origin;
    const address = app?.server.address();
    return typeof address === 'object' && address ? `http://localhost:${address.port}` : 'http://localhost';
  };
  /** Whether this request's cookies are Secure (and so `__Host-` named): the setting, an https origin, or TLS. */
  const secure = (request) =>
    Boolean(config.secureCookies) || config.appOrigin?.protocol === 'https:' || request.protocol === 'https';
  // The ended journeys' ids (issue 54): in this replica's memory, and in Redis with the rate limits.
  const ended = endedJourneys();
  // Which post of a journey's revision runs its step (issue 55 item 7): the same two places.
  const claims = stepClaims();
  const renderer = await loadRenderer({
    ...config,
    secure,
    appOriginOf,
    endedJourneys: ended,
    stepClaims: claims,
    indexHtml: await readFile(join(dist, 'index.html'), 'utf8'),
  });
  const { scriptCookies } = renderer.names;
  /** A path as the logs carry it: what looks personal in it redacted (issue 45 Security). */
  const logPath = (url) => renderer.logSafe(pathOf(url));
  // issue 45: what a request Node's parser refuses gets (oversized cookies: 431), rendered once.
  const NONCE_PLACEHOLDER = 'nonce-placeholder-0123456789';
  const clientErrorPage = await renderer.errorPage({ headers: {} }, NONCE_PLACEHOLDER).catch(() => undefined);

  /**
   * The headers of an error page the server answers outside its routes (a request Node's parser
   * refused, an address that cannot be decoded): no script may run, its styles carry `nonce`, and
   * the baseline security headers (issue 45, issue 54).
   * @param {string} nonce - this answer's style nonce
   * @returns {Record<string, string>}
   */
  const bareErrorHeaders = (nonce) => ({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
  });

  app = Fastify({
    logger: logLevel
      ? {
          level: String(logLevel),
          ...(config.logStream ? { stream: config.logStream } : {}),
          // Fastify's own error lines name the request: method and path only.
          serializers: {
            req: (req) => ({ method: req.method, path: logPath(req.url) }),
            res: (res) => ({ statusCode: res.statusCode }),
            // ...and their errors' texts name any address without its query's values (issue 54).
            err: (err) => ({
              type: err?.name,
              code: err?.code,
              statusCode: err?.statusCode,
              message: withoutQueryValues(String(err?.message ?? err), logPath, renderer.logSafe),
              stack: withoutQueryValues(err?.stack, logPath, renderer.logSafe),
            }),
          },
        }
      : false,
    // Fastify's own two lines per request carry the whole URL: replaced by the access log below.
    logController: new LogController({ disableRequestLogging: true }),
    // issue 47: behind a balancer, the client's address (the per-client limit's key) and protocol
    // come from the hops it trusts (X-Forwarded-For, X-Forwarded-Proto); none by default.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // A client gets 30 s to send its request; idle keep-alive connections close after 65 s
    // (longer than the usual load balancer idle timeout of 60 s, so the balancer closes first).
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    clientErrorHandler: (err, socket) => clientError(err, socket),
    frameworkErrors: (error, request, reply) => frameworkError(error, request, reply),
  });

  /**
   * A request Fastify refuses before any route or hook runs (issue 54 Security: an address that
   * cannot be decoded, `/x/%ff`, got Fastify's JSON 400 with the path in it and no security
   * headers): the "Something went wrong" page without scripts, with its status and the security
   * headers, the address never echoed (nor logged: the code alone).
   */
  function frameworkError(error, request, reply) {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 400;
    request.log.warn({ status, code: error.code }, 'request refused before routing');
    const nonce = randomBytes(16).toString('base64');
    reply.code(status).headers(bareErrorHeaders(nonce));
    return renderer
      .errorPage(request, nonce)
      .then((html) => reply.type('text/html; charset=utf-8').send(html))
      .catch(() => reply.type('text/plain; charset=utf-8').send('Something went wrong'));
  }

  /**
   * A request Node's HTTP parser refuses before Fastify sees it (issue 45: cookies over the header
   * limit got a 431 as JSON): the "Something went wrong" page, without scripts, with its own style
   * nonce and the baseline security headers; the connection is closed.
   */
  function clientError(err, socket) {
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy(err);
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const nonce = randomBytes(16).toString('base64');
    const html = clientErrorPage?.replaceAll(NONCE_PLACEHOLDER, nonce);
    const body = html ?? 'Something went wrong';
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        `Content-Type: ${html ? 'text/html' : 'text/plain'}; charset=utf-8`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(bareErrorHeaders(nonce)).map(([name, value]) => `${name}: ${value}`),
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    app?.log.warn({ status, code: err.code }, 'request refused by the HTTP parser');
  }

  /**
   * First, for every request: a request naming another host than the app's is refused (421;
   * issue 45 Security: the origin was taken from the Host header), the probes excepted; then the
   * cookies are read back to their own names (`__Host-` over TLS, server/cookieNames.mjs), so
   * that everything after, and the back end, sees the names it knows.
   */
  app.addHook('onRequest', async (request, reply) => {
    const origin = new URL(appOriginOf());
    const host = normalHost(request.headers.host, origin.protocol.slice(0, -1));
    if (host !== origin.host && !PROBE_PATHS.has(pathOf(request.url))) {
      request.log.warn({ path: logPath(request.url) }, 'request for another host refused');
      return reply
        .code(421)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Misdirected request');
    }
    const cookie = readCookieHeader(request.headers.cookie, secure(request), scriptCookies);
    if (cookie === undefined || cookie === '') delete request.headers.cookie;
    else request.headers.cookie = cookie;
  });

  /**
   * Last, for every answer: the baseline security headers it lacks (issue 45 Security: the server's
   * own /api answers had none), and its cookies named as the browser keeps them (`__Host-` over
   * TLS; issue 44).
   */
  app.addHook('onSend', async (request, reply, payload) => {
    const headers = reply.getHeaders();
    for (const [name, value] of Object.entries(withBaselineHeaders(headers)))
      if (value !== undefined && headers[name] !== value) reply.header(name, value);
    const cookies = writeSetCookies(headers['set-cookie'], secure(request), scriptCookies);
    if (cookies) reply.removeHeader('set-cookie').header('set-cookie', cookies);
    return payload;
  });

  /**
   * One JSON access-log line per request: no query values, no client address, no personal data
   * (the path and the query's names as given, but each part that looks personal redacted; issue 45).
   */
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config?.accessLog === false) return;
    request.log.info(
      {
        method: request.method,
        path: logPath(request.url),
        query: queryNames(request.url).map(renderer.logSafe),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        bytes: Number(reply.getHeader('content-length')) || undefined,
        encoding: reply.getHeader('content-encoding') || undefined,
      },
      'request',
    );
  });

  /**
   * Every other response carries the security headers (@fastify/helmet, registered after this hook
   * so that it reads the nonce; before the overload guard and the rate limits, which answer with it), with this response's style nonce.
   */
  app.addHook('onRequest', async (request, reply) => {
    if (isForwarded(pathOf(request.url))) return;
    request.styleNonce = reply.raw.styleNonce = randomBytes(16).toString('base64');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyHelmet, securityHeaders({ analyticsOrigin, logOrigin }));

  // issue 24: what a request the server will not serve now gets, instead of waiting in a queue.
  const busyPage = await renderer.busyPage();
  /**
   * Refuses a request at once: 429 past a rate limit, 503 under pressure, with Retry-After and a
   * warning in the log (its reason, never the client's address or journey). A browser navigation or
   * form post gets the "We are very busy" page (spec 001 §2 service-busy) with the security
   * headers; a fetch (the app's back-end calls) gets JSON, which the app's client maps to the same
   * page.
   * @returns {string | object} the body to send (the caller sends it)
   */
  function busyAnswer(request, reply, status, reason) {
    request.log.warn({ status, reason, path: logPath(request.url) }, 'service busy: request refused');
    reply.code(status).header('Retry-After', String(limits.retryAfterSeconds)).header('Cache-Control', 'no-store');
    if (!String(request.headers.accept ?? '').includes('text/html')) {
      reply.type('application/json');
      return { message: status === 429 ? 'Too many requests' : 'Service unavailable' };
    }
    const nonce = (reply.raw.styleNonce = randomBytes(16).toString('base64'));
    reply.helmet();
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.type('text/html; charset=utf-8');
    return busyPage(nonce, request.headers.cookie);
  }

  const builtAt = Date.now();
  // The overload guard: past the event-loop delay or heap limit every request but the health checks
  // is answered 503 at once (shed), so what is served stays fast instead of everything queueing.
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.pressureSampleMs,
    eventLoopUtilizationMode: 'interval',
    retryAfter: limits.retryAfterSeconds,
    pressureHandler: (request, reply, type, value) => {
      const path = pathOf(request.url);
      if (path === '/healthz' || path === '/readyz' || Date.now() - builtAt < limits.warmUpMs) return undefined;
      if (type === 'eventLoopDelay' && app.memoryUsage().eventLoopUtilized < limits.minEventLoopUtilization)
        return undefined;
      return busyAnswer(request, reply, 503, `${type} ${Math.round(Number(value))}`);
    },
  });

  // The concurrency cap: a request arriving while `maxInFlight` others are still being answered is
  // shed at once (503), so that a burst waits for at most that many answers instead of all of them.
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!limits.maxInFlight || path === '/healthz' || path === '/readyz') return;
    inFlight++;
    reply.raw.once('close', () => inFlight--);
    if (inFlight > limits.maxInFlight) return reply.send(busyAnswer(request, reply, 503, 'requests in flight'));
  });

  // Rate limits on posts (forms and back-end calls), per client address and per journey (the sealed
  // cookie's CSRF token, hashed: stable for the journey, unknown to anyone else). With Redis, every
  // replica counts in the same place; whenever Redis cannot answer, in its own memory (issue 47).
  const shared = config.redisUrl ? sharedLimits(config.redisUrl, app.log) : undefined;
  if (shared) app.addHook('onClose', async () => shared.close());
  if (shared) {
    ended.share(shared.redis);
    claims.share(shared.redis);
  }
  app.log.info(
    { shared: Boolean(shared) },
    shared ? 'rate limits counted in Redis, shared by every replica' : 'rate limits counted in this replica',
  );
  await app.register(fastifyRateLimit, { global: false, ...(shared ? { store: shared.Store } : {}) });
  const perClient = app.createRateLimit({
    max: limits.clientPosts,
    timeWindow: limits.windowMs,
    // The library's own key (an IPv6 client by its /64), named apart from the journeys' keys.
    keyGenerator: (request) => `client:${normalizeIP(request.ip)}`,
  });
  const perJourney = app.createRateLimit({
    max: limits.sessionPosts,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => request.journeyKey,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    if ((await perClient(request)).isExceeded) return reply.send(busyAnswer(request, reply, 429, 'client rate limit'));
    // The journey's cookies are read here once for the whole request (journeyState.mjs `requestJourney`).
    const { sealedCsrf } = await requestJourney(request, config.sessionSecret, ended);
    if (!sealedCsrf) return;
    request.journeyKey = `journey:${createHash('sha256').update(sealedCsrf).digest('base64url')}`;
    if ((await perJourney(request)).isExceeded)
      return reply.send(busyAnswer(request, reply, 429, 'journey rate limit'));
  });

  const heapPressed = () => limits.maxHeapUsedBytes > 0 && app.memoryUsage().heapUsed > limits.maxHeapUsedBytes;
  /**
   * Liveness: 200 `{ "status": "ok" }` to anyone while the process runs. The pressure figures
   * (event loop, heap, RSS) only to the balancer, which presents HEALTH_TOKEN (issue 45 Security:
   * they were shown to anyone).
   */
  app.get('/healthz', { config: { accessLog: false } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!healthTokenMatches(config.healthToken, request.headers.authorization)) return reply.send({ status: 'ok' });
    const { eventLoopDelay, heapUsed, rssBytes } = app.memoryUsage();
    const { eventLoopUtilized } = app.memoryUsage();
    const pressed = app.isUnderPressure() && (heapPressed() || eventLoopUtilized >= limits.minEventLoopUtilization);
    return reply.send({
      status: pressed ? 'under pressure' : 'ok',
      eventLoopUtilization: Math.round(eventLoopUtilized * 100) / 100,
      // Infinity when the loop was blocked for a whole sample (no measurement came through).
      eventLoopDelayMs: Number.isFinite(eventLoopDelay) ? Math.round(eventLoopDelay) : null,
      heapUsedBytes: heapUsed,
      rssBytes,
    });
  });
  app.get('/readyz', { config: { accessLog: false } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const res = await fetch(new URL(readinessPath, backend), { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.status < 500) return reply.send({ status: 'ready' });
      request.log.warn({ backendStatus: res.status }, 'back end not ready');
    } catch (err) {
      request.log.warn({ err: { message: String(err?.message ?? err) } }, 'back end not ready');
    }
    return reply.code(503).send({ status: 'back end unavailable' });
  });

  // The back end's answers pass through as it sent them: never compressed here (it owns its
  // encoding, and its bodies hold tokens and codes, which compression next to reflected input
  // could leak; BREACH). This hook runs before @fastify/compress's own.
  app.addHook('onRoute', (route) => {
    if (forwarded.some((p) => route.url === p || route.url.startsWith(`${p}/`))) {
      route.compress = false;
      // ...and keep the back end's own headers: no helmet here (its error page below calls it).
      route.config = { ...route.config, helmet: { skipRoute: true } };
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // A rendered page (13–16 kB) is compressed in one call and sent whole, with its length, instead
    // of through a compression stream of its own (the library's default above 8 kB on two cores):
    // no zlib context per response, no chunked transfer.
    syncThreshold: 64 * 1024,
  });

  /**
   * A back end that failed to answer: 504 when it was too slow, 502 otherwise; a navigation gets
   * the "Something went wrong" page with the security headers, a fetch gets JSON.
   */
  function onBackendError(reply, { error }) {
    const timedOut = error?.statusCode === 504;
    const status = timedOut ? 504 : 502;
    reply.request.log.warn({ status, cause: error?.code ?? error?.name }, 'back end failed');
    reply.code(status).header('Cache-Control', 'no-store');
    const accept = String(reply.request.headers.accept ?? '');
    if (reply.request.method === 'GET' && accept.includes('text/html')) {
      const nonce = (reply.raw.styleNonce = randomBytes(16).toString('base64'));
      reply.helmet();
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // The "Something went wrong" page, without the app's scripts (the address is the back
      // end's, not an app route, so the app must not start on it).
      return renderer
        .errorPage(reply.request, nonce)
        .then((html) => reply.type('text/html; charset=utf-8').send(html))
        .catch(() => reply.type('text/plain; charset=utf-8').send('Something went wrong'));
    }
    return reply.type('application/json').send({ message: timedOut ? 'Gateway timeout' : 'Bad gateway' });
  }

  const { bff } = renderer;
  /**
   * What the proxy does beyond forwarding, per prefix (backend for frontend, issue 24): page
   * script's few /api calls (the client logs, the timeout warning's; issue 44: no journey step)
   * get the bearer from the HttpOnly cookie and the CSRF check; /authorize's authorization cookie
   * is made HttpOnly (server/bff.mjs).
   */
  const proxyExtras = {
    '/api': {
      // Bodies pass through as sent (the proxy's own parsers are off with preValidation).
      preValidation: async () => undefined,
      preHandler: (request, reply) => bff.beforeApiCall(request, reply),
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => bff.rewriteRequestHeaders(request, headers),
        onResponse: (request, reply, res) => bff.onApiResponse(request, reply, res, onBackendError),
      },
    },
    '/authorize': {
      replyOptions: { rewriteHeaders: (headers, request) => bff.rewriteAuthorizeHeaders(headers, request) },
    },
  };

  for (const prefix of forwarded) {
    const extras = proxyExtras[prefix] ?? {};
    const rewriteHeaders = extras.replyOptions?.rewriteHeaders;
    await app.register(async (scope) => {
      if (extras.preValidation) scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      await scope.register(fastifyHttpProxy, {
        upstream: backend.origin,
        prefix,
        rewritePrefix: prefix,
        disableRequestLogging: true,
        undici: {
          connectTimeout: Math.min(backendTimeoutMs, 5_000),
          headersTimeout: backendTimeoutMs,
          bodyTimeout: backendTimeoutMs,
        },
        ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
        ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
        replyOptions: {
          onError: onBackendError,
          // No retries: a 503 from the back end (service busy) is the app's to show, and a
          // repeated POST could act twice.
          retryDelay: () => null,
          ...extras.replyOptions,
          // The back end's answers get the baseline security headers it left out (issue 24), and
          // every cookie it sets this server's flags (issue 45 Security: its `_interaction` and
          // `_session` were not Secure behind TLS).
          rewriteHeaders: (headers, request) =>
            withBaselineHeaders(
              bff.hardenForwardedCookies(rewriteHeaders ? rewriteHeaders(headers, request) : headers, request),
            ),
        },
      });
    });
  }

  // The built files, one route each (wildcard: false), sent as the build's brotli or gzip copy
  // when the browser takes it (vite-plugin-compression2 writes them), with ETag and 304.
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // Source maps are never served (issue 24: the build writes them hidden, for error tracking only).
    globIgnore: ['index.html', 'ssr/**', 'framework/**', '**/*.br', '**/*.gz', '**/*.map', '.vite/**'],
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(join(dist, 'assets/')) ? IMMUTABLE : 'no-cache');
    },
  });

  // The framework build's browser files (issue 55), when there is one: hashed names, kept a year.
  if (renderer.frameworkAssets)
    await app.register(fastifyStatic, {
      root: renderer.frameworkAssets,
      prefix: `/${FRAMEWORK_ASSETS_DIR}/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: false,
      cacheControl: false,
      dotfiles: 'ignore',
      globIgnore: ['**/*.map'],
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
    });

  // Every other path is a route of the app, rendered for this request (its journey state from
  // the sealed cookie) with this response's style nonce, never stored (the nonce is per response).
  const notFound = (reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  /** The simulator's tester tools on a server that does not forward them (production). */
  const isSimulatorPath = (path) => path === SIMULATOR_PREFIX || path.startsWith(`${SIMULATOR_PREFIX}/`);
  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (path.startsWith('/assets/') || path.startsWith('/ssr/') || isSimulatorPath(path)) return notFound(reply);
    return renderer.handle(request, reply);
  });

  // A journey form posted as HTML (issue 23): a small urlencoded body, then the CSRF check and the
  // route's action (server/render.mjs). Any other body type is refused (415).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_READ_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own text/plain parser would hand a raw text body to the form's CSRF check (403):
  // here it is a type no form sends, refused with 415 like any other (issue 54; record 0036).
  // (The forwarded prefixes, registered above, keep their own parsers: the client logs post text.)
  app.removeContentTypeParser('text/plain');
  app.post('/*', { bodyLimit: FORM_READ_LIMIT }, async (request, reply) =>
    isSimulatorPath(pathOf(request.url)) ? notFound(reply) : renderer.handle(request, reply),
  );

  /**
   * A request the server refuses before any route runs (issue 45: a body over the read limit got
   * Fastify's JSON, `FST_ERR_CTP_BODY_TOO_LARGE`): a browser's navigation or form post gets the
   * "Something went wrong" page with its status and the security headers; page script's data
   * request and any other caller keep the JSON.
   */
  app.setErrorHandler(async (error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: { message: error.message, code: error.code } }, 'request failed');
    else request.log.warn({ status, code: error.code, path: logPath(request.url) }, 'request refused');
    reply.code(status).header('Cache-Control', 'no-store');
    const page =
      String(request.headers.accept ?? '').includes('text/html') &&
      request.headers['x-nhsl-data'] !== '1' &&
      !isForwarded(pathOf(request.url));
    if (!page)
      return reply.send({
        statusCode: status,
        code: error.code,
        message: status >= 500 ? 'Server error' : error.message,
      });
    const nonce = (reply.raw.styleNonce = randomBytes(16).toString('base64'));
    reply.helmet();
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    try {
      return reply.type('text/html; charset=utf-8').send(await renderer.errorPage(request, nonce));
    } catch {
      return reply.type('text/plain; charset=utf-8').send('Something went wrong');
    }
  });

  // Any other method on the app's own paths.
  app.setNotFoundHandler(async (_request, reply) => reply.code(405).header('Allow', 'GET, HEAD, POST').send());

  return app;
}
