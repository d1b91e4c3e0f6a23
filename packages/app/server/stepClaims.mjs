// One run per step (issue 55 item 7: "two posts at one revision (two tabs, or a double click without
// script) both run, and the last Set-Cookie wins"). A form carries the journey revision it was
// rendered at (decision 0056). The first post at one revision of one journey claims it, and runs;
// any other post at that revision, on this replica or another, waits for the first's answer. When
// the first moved the journey on (a redirect, or a data answer with a location, that changed it),
// the revision is spent: the same post again (a second click, or a resend) runs nothing and is given
// the same answer (where the journey went, with its sealed state), so the browser that dropped the
// first answer still lands where the step led; a different post (another tab's form, another page's)
// runs nothing either, and is told the journey has moved on (server/render.mjs). When the first
// changed nothing (its form's errors, a page that only leads to another), the claim is let go and
// the next post runs as any post does. A claim lives
// a short while, in this replica's memory, and in Redis when REDIS_URL is set (the rate limits'
// client, server/sharedLimits.mjs); while Redis cannot answer, each replica claims alone (fail open,
// as the rate limits do).

/** The prefix of a claim's key in Redis (`nhsl:step:<journey id>:<step>`). */
export const STEP_KEY_PREFIX = 'nhsl:step:';

/** How long a claim and its answer are kept, in seconds: longer than any step's back-end calls. */
export const CLAIM_TTL_SECONDS = 60;

/** How long a second post waits for the first's answer, in ms, before it runs as any post does. */
export const WAIT_FOR_FIRST_MS = 15_000;

/** How often a second post on another replica asks Redis for the first's answer, in ms. */
const POLL_MS = 50;

/** A claim's value in Redis until its step has answered. */
const PENDING = 'pending';

/** After a failed Redis command, how long every claim skips Redis before it is tried again, in ms. */
const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * What the first post at a revision answered, for the posts that waited on it: a redirect's (or a
 * data answer's) location, the cookies it set (the sealed journey among them), and a digest of what
 * was posted (its address and form, keyed; server/render.mjs), which tells a repeat of that post from
 * a different one. Undefined: it changed nothing (its form's errors), or failed, or did not answer
 * within WAIT_FOR_FIRST_MS; a later post then runs as any post does.
 * @typedef {{ location: string, setCookies: string[], posted: string } | undefined} StepAnswer
 */

/**
 * A claim on one step of a journey.
 * @typedef {{ first: true, settle: (answer: StepAnswer) => Promise<void> } | { first: false, answer: Promise<StepAnswer> }} StepClaim
 */

/**
 * The claims of journey steps (issue 55 item 7).
 * @typedef {object} StepClaims
 * @property {(jid: string, step: string) => Promise<StepClaim>} claim - the first caller for a
 *   journey id and step (its revision and what was posted, as the caller names it) gets `first: true` and must `settle` with its answer (also when it
 *   fails: `settle(undefined)`, which lets the claim go); a later caller gets the first's answer,
 *   or undefined when there is none or WAIT_FOR_FIRST_MS has passed; never rejects
 * @property {(redis: Pick<import('ioredis').Redis, 'status' | 'set' | 'get' | 'del'>) => void} share - claims in
 *   Redis too, from now on (the rate limits' client)
 */

/**
 * A store of step claims: in this replica's memory, and in Redis once {@link StepClaims} `share` is
 * called.
 * @param {{ now?: () => number, waitMs?: number, ttlSeconds?: number }} [options] - the time in ms
 *   (tests); how long a second post waits for the first's answer, in ms; how long a claim is kept,
 *   in seconds
 * @returns {StepClaims}
 */
export function stepClaims({ now = Date.now, waitMs = WAIT_FOR_FIRST_MS, ttlSeconds = CLAIM_TTL_SECONDS } = {}) {
  /** Claims of this replica by key: the answer's promise once settled, and when the claim goes (ms). */
  const local = new Map();
  /** @type {Pick<import('ioredis').Redis, 'status' | 'set' | 'get' | 'del'> | undefined} */
  let redis;
  let skipUntil = 0;
  const usable = () => redis !== undefined && redis.status === 'ready' && now() >= skipUntil;
  const failed = () => {
    skipUntil = now() + RETRY_AFTER_FAILURE_MS;
  };
  const forgetExpired = () => {
    const t = now();
    for (const [key, claim] of local) {
      if (claim.until > t) break;
      local.delete(key);
    }
  };
  /** The first's answer, or undefined after `waitMs`. */
  const within = (answer) =>
    Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve(undefined), waitMs).unref())]);

  /** Asks Redis for the answer of a claim made elsewhere until it comes or `waitMs` has passed. */
  async function answerFromRedis(key) {
    const until = now() + waitMs;
    while (now() < until) {
      try {
        const value = await redis?.get(key);
        if (value === null || value === undefined) return undefined;
        if (value !== PENDING) return readAnswer(value);
      } catch {
        failed();
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return undefined;
  }

  return {
    async claim(jid, step) {
      if (typeof jid !== 'string' || !jid) return { first: true, settle: async () => {} };
      forgetExpired();
      const key = `${STEP_KEY_PREFIX}${jid}:${step}`;
      const mine = local.get(key);
      if (mine) return { first: false, answer: within(mine.answer) };
      /** @type {(answer: StepAnswer) => void} */
      let resolve = () => {};
      const answer = new Promise((r) => {
        resolve = r;
      });
      local.set(key, { answer, until: now() + ttlSeconds * 1000 });
      let shared = false;
      if (usable()) {
        try {
          shared = (await redis?.set(key, PENDING, 'EX', ttlSeconds, 'NX')) === 'OK';
          if (!shared) {
            // Another replica claimed it first: this one's claim is theirs to answer.
            const theirs = answerFromRedis(key);
            local.set(key, { answer: theirs, until: now() + ttlSeconds * 1000 });
            void theirs.then((a) => a || local.delete(key));
            resolve(theirs);
            return { first: false, answer: theirs };
          }
        } catch {
          failed();
        }
      }
      return {
        first: true,
        async settle(result) {
          resolve(result);
          // No answer to give again: the claim goes, so the next such post runs.
          if (!result) local.delete(key);
          if (!shared || !usable()) return;
          try {
            if (result) await redis?.set(key, JSON.stringify(result), 'EX', ttlSeconds);
            else await redis?.del(key);
          } catch {
            failed();
          }
        },
      };
    },
    share(client) {
      redis = client;
    },
  };
}

/** A stored answer read back; anything unreadable counts as none. @returns {StepAnswer} */
function readAnswer(text) {
  try {
    const value = JSON.parse(text);
    if (
      value &&
      typeof value.location === 'string' &&
      Array.isArray(value.setCookies) &&
      typeof value.posted === 'string'
    )
      return {
        location: value.location,
        setCookies: value.setCookies.filter((c) => typeof c === 'string'),
        posted: value.posted,
      };
  } catch {
    // unreadable: none
  }
  return undefined;
}
