// Rate limits shared by every replica (issue 47, "Scale out"): with REDIS_URL set, the per-client
// and per-journey counters of @fastify/rate-limit live in Redis or Valkey (the library's own
// RedisStore over ioredis), so a client's posts count once whichever replica takes them. Redis is
// never on a request's critical path for long: the client fails fast (no offline queue, short
// timeouts), and whenever it cannot answer, that request is counted in this replica's memory
// instead (the library's LocalStore), so the server keeps serving with per-replica limits. The
// outage is logged once when it starts and once when it ends. The overload guard stays per replica.
import { Redis } from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

/** The prefix of the counters' keys in Redis (one key per client address or journey, living one window). */
export const KEY_PREFIX = 'nhsl:rate:';

/**
 * How the Redis client behaves so that a Redis that is down, or hangs, costs a request little:
 * connecting may take 1 s, a command 300 ms; nothing is queued while disconnected (a command then
 * fails at once) and nothing is retried; it reconnects after 200 ms, then up to every 2 s.
 */
export const REDIS_OPTIONS = {
  connectTimeout: 1_000,
  commandTimeout: 300,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (/** @type {number} */ times) => Math.min(times * 200, 2_000),
  connectionName: 'nhsl-app',
};

/** After a failed command, how long every request skips Redis before it is tried again, in ms. */
export const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * The shared counters' connection: an ioredis client with {@link REDIS_OPTIONS} and the store for
 * @fastify/rate-limit's `store` option.
 * @param {string} url - REDIS_URL: `redis://[user:password@]host:port[/db]`, or `rediss://` for TLS
 * @param {import('fastify').FastifyBaseLogger} log - where the outage's start and end are logged
 * @returns {{ Store: new (params?: object) => object, redis: import('ioredis').Redis, close: () => void }}
 *   `close` disconnects at once (pending counts fall back to memory)
 */
export function sharedLimits(url, log) {
  const redis = new Redis(url, REDIS_OPTIONS);
  const { Store, close } = fallbackStore(redis, log);
  return { Store, redis, close };
}

/**
 * A store for @fastify/rate-limit (`store` option; each limiter gets a `child`) that counts in
 * Redis through the library's RedisStore, and in this replica's memory (the library's LocalStore,
 * one per limiter) for every request Redis cannot count: while the client is not connected, when
 * a command fails or times out, and for {@link RETRY_AFTER_FAILURE_MS} after a failure.
 * Logs a warning once when Redis stops answering and an info line once when it answers again;
 * never a key (they hold client addresses).
 * @param {Pick<import('ioredis').Redis, 'status' | 'on' | 'defineCommand' | 'disconnect'>} redis - an ioredis client
 * @param {Pick<import('fastify').FastifyBaseLogger, 'warn' | 'info'>} log
 * @param {{ now?: () => number }} [clock] - the time in ms (tests)
 * @returns {{ Store: new (params?: object) => object, close: () => void }}
 */
export function fallbackStore(redis, log, { now = Date.now } = {}) {
  const shared = new RedisStore(false, false, redis, KEY_PREFIX);
  let down = false;
  let skipUntil = 0;
  let closing = false;

  /** Redis could not count: skip it for a while; log the outage's start once. */
  const failed = (/** @type {unknown} */ err) => {
    skipUntil = now() + RETRY_AFTER_FAILURE_MS;
    if (down || closing) return;
    down = true;
    log.warn(
      { cause: errorName(err) },
      'rate-limit store (Redis) unreachable: counting in this replica until it is back',
    );
  };
  /** Redis counted again: log the outage's end once. */
  const recovered = () => {
    if (!down) return;
    down = false;
    skipUntil = 0;
    log.info('rate-limit store (Redis) reachable again: limits shared by every replica');
  };
  // ioredis reports its connection's failures as events (an unhandled one would print a stack).
  redis.on('error', failed);
  redis.on('close', () => failed({ code: 'connection closed' }));
  redis.on('ready', recovered);

  const usable = () => !closing && redis.status === 'ready' && now() >= skipUntil;

  /** One limiter's counters: in Redis while it answers, else in this replica's memory. */
  class FallbackStore {
    /** @param {{ continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number }} [params] */
    constructor(params = {}) {
      this.local = new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
    }

    /**
     * Counts one request of `key` in the window and answers `{ current, ttl }` (the store contract
     * of @fastify/rate-limit). Never fails: Redis's error is answered from memory.
     * @param {string} key
     * @param {(err: Error | null, res: { current: number, ttl: number }) => void} cb
     * @param {number} timeWindow - ms
     * @param {number} max
     */
    incr(key, cb, timeWindow, max) {
      // (Not connected yet, or again: its 'error' or 'close' event has logged the outage, if any.)
      if (!usable()) return this.local.incr(key, cb, timeWindow, max);
      shared.incr(
        key,
        (err, res) => {
          if (err || !res) {
            failed(err);
            return this.local.incr(key, cb, timeWindow, max);
          }
          recovered();
          return cb(null, res);
        },
        timeWindow,
        max,
      );
    }

    /**
     * The store for one limiter (@fastify/rate-limit calls it for `createRateLimit`).
     * @param {{ continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number }} params
     */
    child(params) {
      return new FallbackStore(params);
    }
  }

  return {
    Store: FallbackStore,
    close: () => {
      closing = true;
      redis.disconnect();
    },
  };
}

/** An error's code or name for the log (never its message, which may carry the URL's password). */
function errorName(err) {
  const e = /** @type {{ code?: unknown, name?: unknown } | undefined} */ (err);
  return String(e?.code ?? e?.name ?? 'unknown');
}
