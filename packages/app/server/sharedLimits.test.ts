// issue 47 "Scale out": the rate limits' store counts in Redis while it answers and in the
// replica's memory whenever it does not, logging the outage once. A stand-in for the ioredis
// client here; tests/replicas/run.ts runs the real thing against redis-server.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, RETRY_AFTER_FAILURE_MS, fallbackStore } from './sharedLimits.mjs';

type Answer = { current: number; ttl: number };
type Callback = (err: Error | null, res: [number, number] | null) => void;

/** An ioredis client as the library's RedisStore uses it: `defineCommand`, then `rateLimit(key, …, cb)`. */
class FakeRedis extends EventEmitter {
  status = 'ready';
  /** What the next commands do: count, fail, or never answer. */
  mode: 'count' | 'fail' = 'count';
  counts = new Map<string, number>();
  calls = 0;
  disconnected = false;
  defineCommand(name: string) {
    if (name === 'rateLimit')
      Object.assign(this, {
        rateLimit: (key: string, timeWindow: number, ...rest: unknown[]) => {
          this.calls++;
          const cb = rest.at(-1) as Callback;
          if (this.mode === 'fail') return queueMicrotask(() => cb(new Error('Command timed out'), null));
          const n = (this.counts.get(key) ?? 0) + 1;
          this.counts.set(key, n);
          queueMicrotask(() => cb(null, [n, timeWindow]));
        },
      });
  }
  disconnect() {
    this.disconnected = true;
    this.status = 'end';
    this.emit('close');
  }
}

function logger() {
  const lines: Array<{ level: string; msg: string; data?: unknown }> = [];
  return {
    lines,
    log: {
      warn: (data: unknown, msg: string) => lines.push({ level: 'warn', msg, data }),
      info: (msg: string) => lines.push({ level: 'info', msg }),
    },
  };
}

function setUp() {
  const redis = new FakeRedis();
  const { lines, log } = logger();
  let now = 1_000_000;
  const { Store, close } = fallbackStore(redis as never, log as never, { now: () => now });
  const store = new Store().child({}) as {
    incr: (key: string, cb: (err: Error | null, res: Answer) => void, timeWindow: number, max: number) => void;
  };
  const incr = (key: string) =>
    new Promise<Answer>((resolve, reject) =>
      store.incr(key, (err, res) => (err ? reject(err) : resolve(res)), 60_000, 10),
    );
  return { redis, lines, incr, close, advance: (ms: number) => (now += ms) };
}

describe('the shared rate-limit store (issue 47)', () => {
  it('counts in Redis while it answers, under its own key prefix', async () => {
    const { redis, lines, incr } = setUp();
    expect(await incr('client:10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    expect(await incr('client:10.0.0.1')).toEqual({ current: 2, ttl: 60_000 });
    expect([...redis.counts]).toEqual([[`${KEY_PREFIX}client:10.0.0.1`, 2]]);
    expect(lines).toEqual([]);
  });

  it('a failed command is counted in memory, the outage logged once, Redis skipped a while, then tried again', async () => {
    const { redis, lines, incr, advance } = setUp();
    await incr('client:a');
    redis.mode = 'fail';
    // Counted in this replica from the first failure on, never an error.
    expect(await incr('client:a')).toMatchObject({ current: 1 });
    expect(await incr('client:a')).toMatchObject({ current: 2 });
    expect(redis.calls).toBe(2);
    expect(lines).toEqual([
      {
        level: 'warn',
        msg: 'rate-limit store (Redis) unreachable: counting in this replica until it is back',
        data: { cause: 'Error' },
      },
    ]);
    // After the pause Redis is asked again; still failing, nothing more is logged.
    advance(RETRY_AFTER_FAILURE_MS);
    expect(await incr('client:a')).toMatchObject({ current: 3 });
    expect(redis.calls).toBe(3);
    expect(lines).toHaveLength(1);
    // Back: counted in Redis again, and the end of the outage logged once.
    redis.mode = 'count';
    advance(RETRY_AFTER_FAILURE_MS);
    expect(await incr('client:a')).toEqual({ current: 2, ttl: 60_000 });
    expect(await incr('client:a')).toEqual({ current: 3, ttl: 60_000 });
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
    expect(lines[1]!.msg).toBe('rate-limit store (Redis) reachable again: limits shared by every replica');
  });

  it('while disconnected nothing is sent to Redis; the connection events log the outage and its end', async () => {
    const { redis, lines, incr } = setUp();
    redis.status = 'reconnecting';
    redis.emit('close');
    redis.emit('error', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' }));
    expect(await incr('journey:j')).toMatchObject({ current: 1 });
    expect(await incr('journey:j')).toMatchObject({ current: 2 });
    expect(redis.calls).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.data).toEqual({ cause: 'connection closed' });
    redis.status = 'ready';
    redis.emit('ready');
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
    expect(await incr('journey:j')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('logs the error code, never its message (a URL in it may carry a password)', () => {
    const { redis, lines } = setUp();
    redis.emit('error', Object.assign(new Error('redis://:hunter2@cache:6379 refused'), { code: 'ECONNREFUSED' }));
    expect(JSON.stringify(lines)).not.toContain('hunter2');
    expect(lines[0]!.data).toEqual({ cause: 'ECONNREFUSED' });
  });

  it('close disconnects at once, and its own closing is not an outage', () => {
    const { redis, lines, close } = setUp();
    close();
    expect(redis.disconnected).toBe(true);
    expect(lines).toEqual([]);
  });
});
