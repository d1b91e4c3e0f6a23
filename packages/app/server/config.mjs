// The production server's settings that take more than a number (issue 47, "Scale out"): who may
// name the client's address (TRUST_PROXY) and the journey cookie's secrets (SESSION_SECRET, or
// several for a rotation: SESSION_SECRETS), and what a production server refuses to start with
// (issue 54). serve.mjs reads the environment and calls these; each throws an Error whose message
// names the variable and never a secret.
import { isIP } from 'node:net';
import { MIN_SECRET_LENGTH, sessionKeys } from './journeyState.mjs';

/** proxy-addr's names of address ranges, which Fastify's `trustProxy` takes beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whether a text is an IP address, or an address range as address/prefix (CIDR).
 * @param {string} text
 */
function isAddressOrRange(text) {
  const slash = text.indexOf('/');
  if (slash < 0) return isIP(text) !== 0;
  const version = isIP(text.slice(0, slash));
  const bits = text.slice(slash + 1);
  return version !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: which hops in front of the server may name the
 * client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto). The per-client rate limit
 * counts by that address, so behind a balancer each user gets a bucket of their own.
 * - unset, empty, `0` or `false`: no one (the address is the connection's: the balancer's);
 * - a whole number N: the N hops nearest the server are trusted (1: one balancer in front);
 * - a comma-separated list of addresses, ranges (`10.0.0.0/8`) or proxy-addr's names (`loopback`,
 *   `linklocal`, `uniquelocal`): the hops with those addresses are trusted.
 * `true` (every hop) is refused: anyone who reaches a replica directly could then choose the
 * address they are counted under.
 * @param {string | undefined} raw - the variable's value
 * @returns {false | number | string[]}
 * @throws Error when the value is none of these
 */
export function parseTrustProxy(raw) {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true')
    throw new Error('TRUST_PROXY=true would trust any hop: give the hop count (e.g. 1) or the balancers’ addresses');
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries)
    if (!RANGE_NAMES.has(entry) && !isAddressOrRange(entry))
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of addresses or ranges (10.0.0.0/8), not "${entry}"`,
      );
  return entries;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value: a hop count becomes a function that trusts the
 * `hops` hops nearest the server, as Express's `trust proxy` does. Fastify 5.12 turns a bare number
 * into "trust no one" (a hop count cannot tell a balancer from a client that reaches the server
 * directly); here the count is kept, for a deployment whose replicas only the balancer can reach
 * (docs/DEPLOY.md). Addresses are the safer choice where the balancer's are known.
 * @param {false | number | string[]} value - from {@link parseTrustProxy}
 * @returns {false | string[] | ((address: string, hop: number) => boolean)}
 */
export function trustProxyOption(value) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

/**
 * The journey cookie's secrets from the environment (issue 47):
 * - `SESSION_SECRET`: one secret (id 1), as before;
 * - `SESSION_SECRETS`: several, comma-separated, each `<id>:<secret>` with a whole number id of 1
 *   or more; the **first listed seals**, every one opens a seal made with it. The id travels in
 *   the seal, so a secret keeps its id for as long as it is listed (the one SESSION_SECRET was is
 *   id 1). Secrets hold no comma and no white space (`openssl rand -base64 48` gives such a one).
 * Setting both is refused (which one would seal?). Neither gives `fallback` (a development
 * secret; serve.mjs refuses to start without one in production).
 * @param {{ SESSION_SECRET?: string, SESSION_SECRETS?: string }} env
 * @param {string} fallback - the secret when neither is set
 * @returns {import('./journeyState.mjs').SessionKeys}
 * @throws Error when both are set, an entry is not `<id>:<secret>`, an id repeats, or a secret is
 *   shorter than 32 characters (the message gives the id, never the secret)
 */
export function parseSessionSecrets(env, fallback) {
  const one = env.SESSION_SECRET || undefined;
  const several = env.SESSION_SECRETS?.trim() || undefined;
  if (one && several) throw new Error('set SESSION_SECRET or SESSION_SECRETS, not both');
  if (!several) return sessionKeys(one ?? fallback);
  /** @type {Record<string, string>} */
  const secrets = {};
  let sealId;
  for (const [n, entry] of several.split(',').entries()) {
    const match = /^\s*([1-9]\d*):(\S+?)\s*$/.exec(entry);
    if (!match) throw new Error(`SESSION_SECRETS: entry ${n + 1} is not <id>:<secret> (an id of 1 or more)`);
    const [, id, secret] = /** @type {[string, string, string]} */ (match);
    if (Object.hasOwn(secrets, id)) throw new Error(`SESSION_SECRETS: the id ${id} is given twice`);
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`SESSION_SECRETS: the secret of id ${id} must be at least ${MIN_SECRET_LENGTH} characters`);
    secrets[id] = secret;
    sealId ??= id;
  }
  return sessionKeys({ sealId: /** @type {string} */ (sealId), secrets });
}

/**
 * The journey cookie's secret of a server started without one outside production (serve.mjs): in
 * the repository, so known to anyone.
 */
export const DEVELOPMENT_SECRET = 'development-only-secret-not-for-production-use';

/**
 * Every sealing secret written in the repository (issue 54 Security: a production server took
 * them): {@link DEVELOPMENT_SECRET}, and the local servers' (scripts/localServers.ts
 * `LOCAL_SESSION_SECRET`, which the e2e tests use too; config.test.ts checks the two agree).
 */
export const COMMITTED_SECRETS = Object.freeze([DEVELOPMENT_SECRET, 'local-only-journey-cookie-secret-0123456789']);

/**
 * What a production server (`NODE_ENV=production`) must not start with (issue 54 Security), each
 * as the message serve.mjs prints before it exits: no journey cookie secret; a secret committed to
 * the repository ({@link COMMITTED_SECRETS}) in SESSION_SECRET or SESSION_SECRETS; the tester
 * tools forwarded (SIMULATOR_ROUTES=1, record 0060). Outside production: none.
 * @param {Record<string, string | undefined>} env - the process's environment
 * @returns {string[]} the refusals' messages (empty: it may start); they name variables, never a secret
 */
export function productionRefusals(env) {
  if (env.NODE_ENV !== 'production') return [];
  const refusals = [];
  if (!env.SESSION_SECRET && !env.SESSION_SECRETS)
    refusals.push('SESSION_SECRET (or SESSION_SECRETS) is required in production (at least 32 characters)');
  const secrets = [
    env.SESSION_SECRET,
    ...(env.SESSION_SECRETS ?? '').split(',').map((entry) => entry.trim().replace(/^\d+:/, '')),
  ];
  if (secrets.some((secret) => secret && COMMITTED_SECRETS.includes(secret.trim())))
    refusals.push(
      'SESSION_SECRET (or SESSION_SECRETS) holds a development secret written in the repository: refused in production (make one with `openssl rand -base64 48`)',
    );
  if (env.SIMULATOR_ROUTES === '1')
    refusals.push('SIMULATOR_ROUTES=1 forwards the simulator’s tester tools: refused in production (unset it)');
  return refusals;
}
