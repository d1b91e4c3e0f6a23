// The production server's settings that take more than a number (issue 47, "Scale out"): the
// journey cookie's secrets (SESSION_SECRET, or several for a rotation: SESSION_SECRETS). serve.mjs reads the environment and calls these; each
// throws an Error whose message names the variable and never a secret.
import { MIN_SECRET_LENGTH, sessionKeys } from './journeyState.mjs';

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
