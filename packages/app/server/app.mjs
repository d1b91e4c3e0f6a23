// The production server of the app (issue 17), on Fastify: the built files (precompressed brotli
// and gzip from the build, ETag and 304, hashed assets cached for a year), every app route's HTML
// rendered per request (issue 23: render.mjs; journey forms posted as HTML, CSRF-checked and
// size-limited) with a fresh style nonce and the strict CSP, the back
// end's paths forwarded by prefix with timeouts, /healthz and /readyz, and one JSON access-log line
// per request without query values. It holds no state between requests: any number of replicas
// can serve one journey (docs/DEPLOY.md). serve.mjs reads the environment and starts it.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { LogController } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import fastifyHelmet from '@fastify/helmet';
import { PERMISSIONS_POLICY, securityHeaders } from './securityHeaders.mjs';
import { loadRenderer } from './render.mjs';

/**
 * The path prefixes forwarded to the identity back end. Each is a prefix rule (the path itself and
 * everything under it), so a new back-end or simulator path needs no change here.
 */
export const FORWARDED_PREFIXES = ['/api', '/authorize', '/oidc', '/.well-known/openid-configuration', '/simulator'];

/** The largest form body accepted, in bytes (the longest journey form is a few hundred). */
export const FORM_BODY_LIMIT = 8 * 1024;

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
 * @typedef {object} ServerConfig
 * @property {string} dist - the build folder (index.html, assets/, ssr/ with the server-rendering bundle)
 * @property {URL} backend - the identity back end's origin
 * @property {string} [analyticsOrigin] - an extra script-src origin for a separately hosted analytics script
 * @property {string} [logOrigin] - an extra connect-src origin when the client log endpoint is elsewhere
 * @property {number} backendTimeoutMs - how long the back end may take to answer (headers, then each body chunk) before a 504
 * @property {string} readinessPath - the back-end path /readyz asks
 * @property {string | boolean} logLevel - pino level ('info', 'warn', …), or false for no log
 * @property {string} sessionSecret - the secret that seals the journey cookie (at least 32 characters; the same on every instance)
 * @property {boolean} [secureCookies] - mark cookies Secure even when the request did not come over TLS (behind a TLS terminator)
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
  const renderer = await loadRenderer({ ...config, indexHtml: await readFile(join(dist, 'index.html'), 'utf8') });

  const app = Fastify({
    logger: logLevel
      ? {
          level: String(logLevel),
          // Fastify's own error lines name the request: method and path only.
          serializers: {
            req: (req) => ({ method: req.method, path: pathOf(req.url) }),
            res: (res) => ({ statusCode: res.statusCode }),
          },
        }
      : false,
    // Fastify's own two lines per request carry the whole URL: replaced by the access log below.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // A client gets 30 s to send its request; idle keep-alive connections close after 65 s
    // (longer than the usual load balancer idle timeout of 60 s, so the balancer closes first).
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
  });

  /** One JSON access-log line per request: no query values, no client address, no personal data. */
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config?.accessLog === false) return;
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        query: queryNames(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        bytes: Number(reply.getHeader('content-length')) || undefined,
        encoding: reply.getHeader('content-encoding') || undefined,
      },
      'request',
    );
  });

  app.get('/healthz', { config: { accessLog: false } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
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
    if (FORWARDED_PREFIXES.some((p) => route.url === p || route.url.startsWith(`${p}/`))) {
      route.compress = false;
      // ...and keep the back end's own headers: no helmet here (its error page below calls it).
      route.config = { ...route.config, helmet: { skipRoute: true } };
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
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
   * What the proxy does beyond forwarding, per prefix (backend for frontend, issue 24): /api
   * calls get the bearer from the HttpOnly cookie, the CSRF check and their tokens taken into
   * HttpOnly cookies; /authorize's authorization cookie is made HttpOnly (server/bff.mjs).
   */
  const proxyExtras = {
    '/api': {
      // JSON bodies parsed (so a login's rmd_token and a body's session_id can be filled in);
      // other bodies pass through as sent (the proxy's own parsers are off with preValidation).
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

  for (const prefix of FORWARDED_PREFIXES) {
    const extras = proxyExtras[prefix] ?? {};
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
        },
      });
    });
  }

  /**
   * Every other response carries the security headers (@fastify/helmet, registered after this hook
   * so that it reads the nonce), with this response's style nonce.
   */
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (FORWARDED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return;
    request.styleNonce = reply.raw.styleNonce = randomBytes(16).toString('base64');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyHelmet, securityHeaders({ analyticsOrigin, logOrigin }));

  // The built files, one route each (wildcard: false), sent as the build's brotli or gzip copy
  // when the browser takes it (vite-plugin-compression2 writes them), with ETag and 304.
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    globIgnore: ['index.html', 'ssr/**', '**/*.br', '**/*.gz', '.vite/**'],
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(join(dist, 'assets/')) ? IMMUTABLE : 'no-cache');
    },
  });

  // The server's own calls for page script (issue 24): what needs the HttpOnly cookies.
  const { bffPaths } = renderer.names;
  app.get(bffPaths.checkLogin, (request, reply) => bff.checkLogin(request, reply));
  app.post(bffPaths.forgetAccount, (request, reply) => bff.forgetAccount(request, reply));

  // Every other path is a route of the app, rendered for this request (its journey state from
  // the sealed cookie) with this response's style nonce, never stored (the nonce is per response).
  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (path.startsWith('/assets/') || path.startsWith('/ssr/'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return renderer.handle(request, reply);
  });

  // A journey form posted as HTML (issue 23): a small urlencoded body, then the CSRF check and the
  // route's action (server/render.mjs). Any other body type is refused (415).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post('/*', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => renderer.handle(request, reply));

  // Any other method on the app's own paths.
  app.setNotFoundHandler(async (_request, reply) => reply.code(405).header('Allow', 'GET, HEAD, POST').send());

  return app;
}
