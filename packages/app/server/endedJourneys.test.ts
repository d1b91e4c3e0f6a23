// issue 54 "Security": a copied journey cookie opened in another browser after its journey had
// ended. The ended journeys' ids are kept where every replica sees them: a stand-in for the ioredis
// client here (tests/replicas/run.ts runs replicas against redis-server).
import { describe, expect, it } from 'vitest';
import { ENDED_KEY_PREFIX, endedJourneys } from './endedJourneys.mjs';

/** Redis as the store uses it: `status`, `set … EX` and `exists`, over one map shared by every replica. */
class FakeRedis {
  status = 'ready';
  failing = false;
  calls = 0;
  constructor(readonly keys = new Map<string, number>()) {}
  async set(key: string, _value: string, _ex: 'EX', seconds: number) {
    this.calls++;
    if (this.failing) throw new Error('Command timed out');
    this.keys.set(key, seconds);
    return 'OK';
  }
  async exists(key: string) {
    this.calls++;
    if (this.failing) throw new Error('Command timed out');
    return this.keys.has(key) ? 1 : 0;
  }
}

describe('the ended journeys', () => {
  it('in memory: an ended journey is known until its seals have expired (JOURNEY_TTL_SECONDS), then forgotten', async () => {
    let now = 0;
    const ended = endedJourneys({ now: () => now, ttlSeconds: 3600 });
    expect(await ended.has('j1')).toBe(false);
    await ended.add('j1');
    expect(await ended.has('j1')).toBe(true);
    expect(await ended.has('j2')).toBe(false);
    now += 3_599_000;
    expect(await ended.has('j1')).toBe(true);
    now += 1_000;
    expect(await ended.has('j1')).toBe(false);
  });

  it("keeps where a repeat of the step that ended a journey goes (a double click's second post), as long as the id", async () => {
    let now = 0;
    const ended = endedJourneys({ now: () => now, ttlSeconds: 3600 });
    await ended.add('refused', 'https://rp.example/callback?error=access_denied&state=s');
    await ended.add('agreed');
    expect(await ended.replayOf('refused')).toBe('https://rp.example/callback?error=access_denied&state=s');
    expect(await ended.replayOf('agreed')).toBeUndefined();
    expect(await ended.replayOf('never')).toBeUndefined();
    now = 3_600_001;
    expect(await ended.replayOf('refused')).toBeUndefined();
  });

  it('memory keeps at most maxLocal ids, forgetting the oldest first', async () => {
    const ended = endedJourneys({ maxLocal: 2 });
    for (const jid of ['j1', 'j2', 'j3']) await ended.add(jid);
    expect([await ended.has('j1'), await ended.has('j2'), await ended.has('j3')]).toEqual([false, true, true]);
  });

  it('with Redis: a journey ended on one replica is ended on every other, its key living as long as its seals', async () => {
    const keys = new Map<string, number>();
    const [a, b] = [endedJourneys(), endedJourneys()];
    a.share(new FakeRedis(keys) as never);
    b.share(new FakeRedis(keys) as never);
    await a.add('j1');
    expect([...keys]).toEqual([[`${ENDED_KEY_PREFIX}j1`, 3600]]);
    expect(await b.has('j1')).toBe(true);
    expect(await b.has('j2')).toBe(false);
  });

  it('while Redis fails, each replica still refuses the journeys it saw end, and Redis is skipped a while', async () => {
    let now = 0;
    const keys = new Map<string, number>();
    const redis = new FakeRedis(keys);
    const a = endedJourneys({ now: () => now });
    const b = endedJourneys({ now: () => now });
    a.share(redis as never);
    b.share(new FakeRedis(keys) as never);
    redis.failing = true;
    await expect(a.add('j1')).resolves.toBeUndefined();
    expect(await a.has('j1')).toBe(true);
    expect(await b.has('j1')).toBe(false);
    const calls = redis.calls;
    await a.has('j9');
    expect(redis.calls).toBe(calls);
    redis.failing = false;
    now += 1_000;
    await a.add('j2');
    expect(await b.has('j2')).toBe(true);
  });
});
