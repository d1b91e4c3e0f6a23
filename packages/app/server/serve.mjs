// The production server's entry (issue 17): reads its configuration from the environment only,
// starts the Fastify server of ./app.mjs, logs the address it listens on (PORT=0 picks a free
// port), and on SIGTERM or SIGINT stops taking new connections, lets the requests in flight finish,
// then exits (at most SHUTDOWN_TIMEOUT_MS later).
//
// Environment (README "Production server"):
//   PORT (or APP_PORT; default 4173; 0 = any free port), HOST (default localhost; 0.0.0.0 in a container),
//   BACKEND_ORIGIN (default http://localhost:$SIM_PORT, SIM_PORT default 4000), DIST (default ../dist), FRAMEWORK_BUILD (the framework build, issue 55; default $DIST/framework),
//   ANALYTICS_ORIGIN (an extra script-src origin when the analytics script is hosted elsewhere),
//   LOG_LEVEL (default info; "silent" for none), BACKEND_TIMEOUT_MS (default 10000),
//   READINESS_PATH (default /.well-known/openid-configuration), SHUTDOWN_TIMEOUT_MS (default 10000),
//   CLIENT_LOG_ORIGIN (an extra connect-src origin when VITE_CLIENT_LOG_ENDPOINT is elsewhere),
//   SESSION_SECRET (seals the journey cookie: at least 32 characters, the same on every instance;
//   required when NODE_ENV=production, and then never a secret written in the repository; else a
//   development secret is used), COOKIE_SECURE=1 (cookies marked Secure behind a TLS terminator),
//   SIMULATOR_ROUTES=1 (forward /simulator/*, the tester tools: local runs and tests only, refused
//   with NODE_ENV=production; otherwise 404), and the limits of issue 24: RATE_LIMIT_CLIENT
//   (posts per client address per window, 1200), RATE_LIMIT_SESSION (posts per journey per window,
//   300), RATE_LIMIT_WINDOW_MS (60000), MAX_EVENT_LOOP_DELAY_MS (1000; 0 = not checked), MIN_EVENT_LOOP_UTILIZATION
//   (0.95: the delay counts only while the loop itself was that busy),
//   MAX_HEAP_USED_MB (0 = not checked), PRESSURE_SAMPLE_MS (250), MAX_IN_FLIGHT (64; 0 = no limit);
//   and of issue 45: APP_ORIGIN (the app's public origin, e.g. https://login.example; required when
//   NODE_ENV=production, else http://localhost:<the port>; a request for another host gets 421, and an
//   https origin makes cookies Secure and __Host- named), HEALTH_TOKEN (at least 16 characters: the
//   balancer's `Authorization: Bearer` for /healthz's figures; without it /healthz says only "ok");
//   and of issue 47 (server/config.mjs, docs/DEPLOY.md "Scaling out"): TRUST_PROXY (who may name the
//   client's address behind a balancer: a hop count such as 1, or a comma-separated list of the
//   balancers' addresses or ranges; unset: no one), REDIS_URL (redis:// or rediss:// of Redis or
//   Valkey, where every replica counts the rate limits; unset, or while it cannot be reached: each
//   replica counts alone), SESSION_SECRETS (instead of SESSION_SECRET, for a rotation: `<id>:<secret>`
//   entries, comma-separated; the first seals, all open; SESSION_SECRET is the secret of id 1).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIMITS, buildServer } from './app.mjs';
import { DEVELOPMENT_SECRET, parseSessionSecrets, parseTrustProxy, productionRefusals } from './config.mjs';

const env = process.env;
const port = Number(env.PORT ?? env.APP_PORT ?? 4173);
const host = env.HOST ?? 'localhost';
const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

/**
 * A non-negative number from the environment, or the default when unset.
 * @param {string} name
 * @param {number} fallback
 */
function number(name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a number of 0 or more, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

/**
 * A setting parsed by `parse` (server/config.mjs), or the process exits with its message.
 * @template T
 * @param {() => T} parse
 * @returns {T}
 */
function parsed(parse) {
  try {
    return parse();
  } catch (err) {
    console.error(/** @type {Error} */ (err).message);
    process.exit(1);
  }
}

// A production server refuses to start without its own secret, with a secret written in the
// repository, or with the tester tools forwarded (issue 54; config.mjs `productionRefusals`).
const refusals = productionRefusals(env);
if (refusals.length) {
  for (const refusal of refusals) console.error(refusal);
  process.exit(1);
}
const sessionKeys = parsed(() => parseSessionSecrets(env, DEVELOPMENT_SECRET));
const trustProxy = parsed(() => parseTrustProxy(env.TRUST_PROXY));
const redisUrl = env.REDIS_URL || undefined;
if (redisUrl && !/^rediss?:\/\/./.test(redisUrl)) {
  console.error('REDIS_URL must be a redis:// or rediss:// address');
  process.exit(1);
}

/**
 * The app's public origin from APP_ORIGIN (an http(s) origin, nothing after it), or undefined.
 * @returns {URL | undefined}
 */
function appOrigin() {
  const raw = env.APP_ORIGIN;
  if (!raw) {
    if (env.NODE_ENV === 'production') {
      console.error('APP_ORIGIN is required in production (the public origin, e.g. https://login.example)');
      process.exit(1);
    }
    return undefined;
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
    console.error(`APP_ORIGIN must be an http or https origin such as https://login.example, not "${raw}"`);
    process.exit(1);
  }
  return url;
}

if (env.HEALTH_TOKEN !== undefined && env.HEALTH_TOKEN.length < 16) {
  console.error('HEALTH_TOKEN must be at least 16 characters');
  process.exit(1);
}

const app = await buildServer({
  appOrigin: appOrigin(),
  healthToken: env.HEALTH_TOKEN || undefined,
  dist: resolve(env.DIST ?? fileURLToPath(new URL('../dist/', import.meta.url))),
  frameworkBuild: env.FRAMEWORK_BUILD ? resolve(env.FRAMEWORK_BUILD) : undefined,
  backend: new URL(env.BACKEND_ORIGIN ?? `http://localhost:${env.SIM_PORT ?? 4000}`),
  analyticsOrigin: env.ANALYTICS_ORIGIN || undefined,
  logOrigin: env.CLIENT_LOG_ORIGIN || undefined,
  backendTimeoutMs: Number(env.BACKEND_TIMEOUT_MS ?? 10_000),
  readinessPath: env.READINESS_PATH ?? '/.well-known/openid-configuration',
  logLevel: env.LOG_LEVEL === 'silent' ? false : (env.LOG_LEVEL ?? 'info'),
  sessionSecret: sessionKeys,
  trustProxy,
  redisUrl,
  secureCookies: env.COOKIE_SECURE === '1',
  simulatorRoutes: env.SIMULATOR_ROUTES === '1',
  limits: {
    clientPosts: number('RATE_LIMIT_CLIENT', DEFAULT_LIMITS.clientPosts),
    sessionPosts: number('RATE_LIMIT_SESSION', DEFAULT_LIMITS.sessionPosts),
    windowMs: number('RATE_LIMIT_WINDOW_MS', DEFAULT_LIMITS.windowMs),
    maxEventLoopDelayMs: number('MAX_EVENT_LOOP_DELAY_MS', DEFAULT_LIMITS.maxEventLoopDelayMs),
    minEventLoopUtilization: number('MIN_EVENT_LOOP_UTILIZATION', DEFAULT_LIMITS.minEventLoopUtilization),
    maxHeapUsedBytes: number('MAX_HEAP_USED_MB', 0) * 1024 * 1024,
    pressureSampleMs: number('PRESSURE_SAMPLE_MS', DEFAULT_LIMITS.pressureSampleMs),
    maxInFlight: number('MAX_IN_FLIGHT', DEFAULT_LIMITS.maxInFlight),
  },
});

let stopping = false;
/** Drains and exits: in-flight requests finish, new ones are refused (503), idle connections close. */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: draining requests in flight');
  const force = setTimeout(() => {
    app.log.error({ shutdownTimeoutMs }, 'requests still in flight after the shutdown timeout: exiting');
    process.exit(1);
  }, shutdownTimeoutMs);
  force.unref();
  await app.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Which secret seals the journey cookie and how many open it (their ids; never a secret).
app.log.info(
  { sealId: sessionKeys.sealId, secretIds: Object.keys(sessionKeys.secrets) },
  'journey cookie: sealed with the first secret, opened with any',
);
await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
app.log.info({ port: actualPort }, `App (production build) on http://localhost:${actualPort}`);
if (env.LOG_LEVEL === 'silent') console.log(`App (production build) on http://localhost:${actualPort}`);
