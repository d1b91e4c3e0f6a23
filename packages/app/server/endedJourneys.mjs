// The journeys that have ended, where every replica sees them (issue 54 Security: a copied journey
// cookie still opened in another browser for up to 60 minutes after the journey's hand-off to its
// client, "Log out" or the session's end; the ended journey's cookie, ENDED_JOURNEY_COOKIE, only
// refuses it in the browser that ended it). Each ended journey's id (random, nothing personal) is
// kept until every seal of that journey has expired (JOURNEY_TTL_SECONDS after its last change,
// which is at most its end): in Redis when REDIS_URL is set (the rate limits' client,
// server/sharedLimits.mjs, with its short timeouts), and always in this replica's memory, which
// answers alone while Redis cannot (each replica then refuses the journeys it saw end).
import { JOURNEY_TTL_SECONDS } from './journeyState.mjs';

/** The prefix of an ended journey's key in Redis (`nhsl:ended:<journey id>`, living JOURNEY_TTL_SECONDS). */
export const ENDED_KEY_PREFIX = 'nhsl:ended:';

/**
 * The most ids a replica keeps in memory (about 10 MB): past it the oldest is forgotten first, so
 * that a flood of journeys started and ended cannot exhaust the replica (Redis keeps them all).
 */
export const MAX_LOCAL_IDS = 100_000;

/** After a failed Redis command, how long every request skips Redis before it is tried again, in ms. */
const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * The ended journeys' ids (issue 54).
 * @typedef {object} EndedJourneys
 * @property {(jid: string, replay?: string) => Promise<void>} add - remembers a journey as ended, for
 *   JOURNEY_TTL_SECONDS, with where the step that ended it went when that step is answered again
 *   (`replay`: a refusal's way back to the client); never fails
 * @property {(jid: string) => Promise<string | undefined>} replayOf - where a repeat of the step that
 *   ended the journey goes (a double click whose second post left before the first's answer came,
 *   so it carries the ended journey's cookie and no replay cookie), if that step left one; never fails
 * @property {(jid: string) => Promise<boolean>} has - whether a journey has ended (false while Redis cannot
 *   answer and this replica did not see it end); never fails
 * @property {(redis: Pick<import('ioredis').Redis, 'status' | 'set' | 'exists'> & Partial<Pick<import('ioredis').Redis, 'get'>>) => void} share - keeps them in
 *   Redis too, from now on (the rate limits' client)
 */

/**
 * A store of ended journeys: in this replica's memory, and in Redis once {@link EndedJourneys}
 * `share` is called. Redis failures are not logged here (the rate limits' store logs the client's
 * outage once); a journey then counts as ended only where it was seen to end.
 * @param {{ now?: () => number, ttlSeconds?: number, maxLocal?: number }} [options] - the time in ms (tests);
 *   how long an id is kept, in seconds; how many ids this replica's memory keeps at most
 * @returns {EndedJourneys}
 */
export function endedJourneys({ now = Date.now, ttlSeconds = JOURNEY_TTL_SECONDS, maxLocal = MAX_LOCAL_IDS } = {}) {
  /** Ended ids by when they may be forgotten (ms), oldest first: each is kept as long as the others. */
  const local = new Map();
  /** Where a repeat of the step that ended a journey goes, by journey id (kept as long as the id). */
  const replays = new Map();
  /** @type {(Pick<import('ioredis').Redis, 'status' | 'set' | 'exists'> & Partial<Pick<import('ioredis').Redis, 'get'>>) | undefined} */
  let redis;
  let skipUntil = 0;

  const forgetExpired = () => {
    const t = now();
    for (const [jid, until] of local) {
      if (until > t) break;
      local.delete(jid);
      replays.delete(jid);
    }
  };
  const usable = () => redis !== undefined && redis.status === 'ready' && now() >= skipUntil;
  const failed = () => {
    skipUntil = now() + RETRY_AFTER_FAILURE_MS;
  };

  return {
    async add(jid, replay) {
      if (typeof jid !== 'string' || !jid) return;
      forgetExpired();
      local.delete(jid);
      local.set(jid, now() + ttlSeconds * 1000);
      if (typeof replay === 'string' && replay) replays.set(jid, replay);
      if (local.size > maxLocal) {
        const oldest = local.keys().next().value;
        local.delete(oldest);
        replays.delete(oldest);
      }
      if (!usable()) return;
      try {
        await redis?.set(ENDED_KEY_PREFIX + jid, typeof replay === 'string' && replay ? replay : '1', 'EX', ttlSeconds);
      } catch {
        failed();
      }
    },
    async has(jid) {
      if (typeof jid !== 'string' || !jid) return false;
      forgetExpired();
      if (local.has(jid)) return true;
      if (!usable()) return false;
      try {
        return (await redis?.exists(ENDED_KEY_PREFIX + jid)) === 1;
      } catch {
        failed();
        return false;
      }
    },
    async replayOf(jid) {
      if (typeof jid !== 'string' || !jid) return undefined;
      forgetExpired();
      const here = replays.get(jid);
      if (here || local.has(jid) || !usable() || !redis?.get) return here;
      try {
        const value = await redis.get(ENDED_KEY_PREFIX + jid);
        return typeof value === 'string' && value !== '1' ? value : undefined;
      } catch {
        failed();
        return undefined;
      }
    },
    share(client) {
      redis = client;
    },
  };
}
