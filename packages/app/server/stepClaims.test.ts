// issue 55 item 7: two posts at one revision (two tabs, or a double click without script) both ran,
// and the last Set-Cookie won. The first post at a revision claims it; another waits for its answer.
// A stand-in for the ioredis client here (tests/replicas/run.ts runs replicas against redis-server).
import { describe, expect, it } from 'vitest';
import { STEP_KEY_PREFIX, stepClaims, type StepClaim } from './stepClaims.mjs';

/** Redis as the store uses it: `status`, `set … EX [NX]`, `get` and `del`, over one map shared by every replica. */
class FakeRedis {
  status = 'ready';
  failing = false;
  constructor(readonly keys = new Map<string, string>()) {}
  async set(key: string, value: string, _ex: 'EX', _seconds: number, nx?: 'NX') {
    if (this.failing) throw new Error('Command timed out');
    if (nx && this.keys.has(key)) return null;
    this.keys.set(key, value);
    return 'OK';
  }
  async get(key: string) {
    if (this.failing) throw new Error('Command timed out');
    return this.keys.get(key) ?? null;
  }
  async del(key: string) {
    if (this.failing) throw new Error('Command timed out');
    return this.keys.delete(key) ? 1 : 0;
  }
}

const led = {
  location: '/log-in-password',
  setCookies: ['nhsl-journey=sealed; Path=/; HttpOnly'],
  posted: 'digest-of-the-post',
};

/** The claim as a first claim, failing the test otherwise. */
function asFirst(claim: StepClaim) {
  if (!claim.first) throw new Error('expected the first claim');
  return claim;
}
/** The claim as a later claim, failing the test otherwise. */
function asLater(claim: StepClaim) {
  if (claim.first) throw new Error('expected a later claim');
  return claim;
}

describe('step claims', () => {
  it('in memory: the first post at a revision runs; another at it gets the first answer once it comes', async () => {
    const claims = stepClaims();
    const first = asFirst(await claims.claim('j1', '3'));
    const second = asLater(await claims.claim('j1', '3'));
    let answered: unknown = 'waiting';
    void second.answer.then((a) => (answered = a));
    await Promise.resolve();
    expect(answered).toBe('waiting');
    await first.settle(led);
    expect(await second.answer).toEqual(led);
    // Another journey, or another step of this one, is a claim of its own.
    expect((await claims.claim('j2', '3')).first).toBe(true);
    expect((await claims.claim('j1', '4')).first).toBe(true);
  });

  it('a first post answered with its own page (its errors) lets the claim go: correcting the form runs', async () => {
    const claims = stepClaims();
    const first = asFirst(await claims.claim('j1', '3'));
    const waiting = asLater(await claims.claim('j1', '3'));
    await first.settle(undefined);
    expect(await waiting.answer).toBeUndefined();
    expect((await claims.claim('j1', '3')).first).toBe(true);
  });

  it('a second post waits at most its time for a first that never answers, then has no answer', async () => {
    const claims = stepClaims({ waitMs: 20 });
    asFirst(await claims.claim('j1', '0'));
    expect(await asLater(await claims.claim('j1', '0')).answer).toBeUndefined();
  });

  it('a claim is forgotten after its time (CLAIM_TTL_SECONDS)', async () => {
    let now = 0;
    const claims = stepClaims({ now: () => now, ttlSeconds: 60 });
    await asFirst(await claims.claim('j1', '0')).settle(led);
    now += 59_000;
    expect((await claims.claim('j1', '0')).first).toBe(false);
    now += 1_000;
    expect((await claims.claim('j1', '0')).first).toBe(true);
  });

  it('with Redis, a post on another replica at the same revision gets the first answer, cookies and all', async () => {
    const keys = new Map<string, string>();
    const [a, b] = [stepClaims(), stepClaims()];
    a.share(new FakeRedis(keys) as never);
    b.share(new FakeRedis(keys) as never);
    const first = asFirst(await a.claim('j1', '5'));
    expect(keys.get(`${STEP_KEY_PREFIX}j1:5`)).toBe('pending');
    const second = asLater(await b.claim('j1', '5'));
    await first.settle(led);
    expect(await second.answer).toEqual(led);
    // An errors page on one replica lets the claim go on every replica.
    const again = asFirst(await a.claim('j1', '6'));
    const waiting = asLater(await b.claim('j1', '6'));
    await again.settle(undefined);
    expect(await waiting.answer).toBeUndefined();
    expect(keys.has(`${STEP_KEY_PREFIX}j1:6`)).toBe(false);
  });

  it('while Redis fails, each replica claims alone (fail open), and no claim rejects', async () => {
    const redis = new FakeRedis();
    const claims = stepClaims();
    claims.share(redis as never);
    redis.failing = true;
    const first = asFirst(await claims.claim('j1', '0'));
    await expect(first.settle(led)).resolves.toBeUndefined();
    expect(await asLater(await claims.claim('j1', '0')).answer).toEqual(led);
  });
});
