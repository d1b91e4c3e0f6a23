// The journey state between requests (issue 23): one sealed cookie (iron-session's seal,
// AES-256-CBC + HMAC-SHA-256 with a secret only the servers know), HttpOnly, SameSite=Lax, Secure
// over TLS, expiring 60 minutes after the journey last changed. It holds the stores' persisted
// groups, this journey's personal details (proofing) and the CSRF token: never a password, a
// security code or a passkey secret (the stores never persist one). Any server with the same
// secret can read it, so the servers keep nothing between requests. Several secrets may be known
// at once (issue 47, rotation): one seals, every one opens (`SessionKeys`).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { sealData, unsealData } from 'iron-session';
import { readLegacyJourney } from './legacyJourneyFormat.mjs';

/** The sealed cookie's name. */
export const JOURNEY_COOKIE = 'nhsl-journey';

/**
 * The cookie that names the last journey that ended in this browser (its id; HttpOnly, for as long
 * as a sealed state lives): a sealed cookie of that journey, replayed, is treated as absent (issue 44
 * "Ending"). It holds nothing else. Every replica also knows the ended journeys' ids
 * (server/endedJourneys.mjs, issue 54), so a copy of the cookie in another browser is refused too.
 */
export const ENDED_JOURNEY_COOKIE = 'nhsl-ended';

/** How long the sealed state lives after its last change: the session's 60 minutes (spec 000 §3). */
export const JOURNEY_TTL_SECONDS = 60 * 60;

/**
 * @typedef {object} JourneyState
 * @property {string} jid - the journey's own id (random): an ended journey's is remembered, see ENDED_JOURNEY_COOKIE
 * @property {string} csrf - the CSRF token the forms carry
 * @property {string} [previousCsrf] - the token its last renewal replaced: a post carrying it is a
 *   page of this journey from before the renewal (issue 54; server/render.mjs)
 * @property {Record<string, string>} storage - the persisted groups (`nhsl:<group>` → JSON)
 * @property {Record<string, string>} tabStorage - the personal details of this journey
 * @property {number} revision - when the server last changed the groups (ms since 1970)
 * @property {'en' | 'cy'} [locale] - the language the journey is read in (issue 46): the client's
 *   `ui_locales` or the header's language link, as the language cookie says it
 */

/** The fewest characters a sealing secret may have (iron-session's own minimum). */
export const MIN_SECRET_LENGTH = 32;

/**
 * The secrets of the sealed cookies (issue 47, SESSION_SECRET rotation): each has an id, which
 * the seal carries; the one named `sealId` seals, and every one opens a seal made with it.
 * A single secret (a string, SESSION_SECRET) is the secret of id 1, which is what iron-session
 * writes into a seal made with a string: cookies sealed before there were several stay readable.
 * @typedef {object} SessionKeys
 * @property {string} sealId - the id of the secret that seals (a whole number of 1 or more, as text)
 * @property {Record<string, string>} secrets - every secret that opens, by id (the sealing one included)
 */

/**
 * The keys of a secret: a string is the one secret of id 1; a {@link SessionKeys} is checked.
 * @param {string | SessionKeys} secret
 * @returns {SessionKeys}
 * @throws Error when a secret is shorter than {@link MIN_SECRET_LENGTH} characters, an id is not a
 *   whole number of 1 or more, or the sealing id names no secret (the message names no secret)
 */
export function sessionKeys(secret) {
  const keys = typeof secret === 'string' ? { sealId: '1', secrets: { 1: secret } } : secret;
  if (!keys || typeof keys.secrets !== 'object' || !keys.secrets) throw new Error('SESSION_SECRET is missing');
  for (const [id, value] of Object.entries(keys.secrets)) {
    if (!/^[1-9]\d*$/.test(id))
      throw new Error(`a session secret's id must be a whole number of 1 or more, not "${id}"`);
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH)
      throw new Error(
        `SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (the secret of id ${id} is not)`,
      );
  }
  if (!Object.hasOwn(keys.secrets, keys.sealId))
    throw new Error(`no session secret has the sealing id "${keys.sealId}"`);
  return keys;
}

/**
 * Seals data with the sealing secret of `secret` (iron-session's seal: AES-256-CBC + HMAC-SHA-256,
 * the secret's id written into it).
 * @param {unknown} data - any JSON value (the journey state is sealed as text: {@link compressJourneyState})
 * @param {string | SessionKeys} secret
 * @param {number} ttlSeconds - how long the seal opens, in seconds
 * @returns {Promise<string>}
 * @throws Error as {@link sessionKeys}
 */
export function sealWith(data, secret, ttlSeconds) {
  const { sealId, secrets } = sessionKeys(secret);
  return sealData(data, { password: { [sealId]: secrets[sealId] }, ttl: ttlSeconds });
}

/**
 * Opens a seal made with any secret of `secret`: its data, or `{}` when it is expired, forged or
 * sealed with a secret not (or no longer) known.
 * @param {string} sealed
 * @param {string | SessionKeys} secret
 * @param {number} ttlSeconds - how long a seal opens, in seconds
 * @returns {Promise<unknown>}
 * @throws Error when the seal is malformed beyond iron-session's known failures, or as {@link sessionKeys}
 */
export function openWith(sealed, secret, ttlSeconds) {
  return unsealData(sealed, { password: sessionKeys(secret).secrets, ttl: ttlSeconds });
}

/** A new, empty journey state with a fresh CSRF token. @returns {JourneyState} */
export function newJourneyState() {
  return {
    jid: randomBytes(16).toString('base64url'),
    csrf: randomBytes(32).toString('base64url'),
    storage: {},
    tabStorage: {},
    revision: 0,
  };
}

/**
 * The sealed cookie's contents (iron-session's unseal, then decompressed, or the alias form read:
 * {@link decodeOpened}): undefined when there is none, and `unreadable` when one was sent that could
 * not be opened.
 * @param {string | undefined} sealed
 * @param {string | SessionKeys} secret - any of its secrets opens (issue 47 rotation)
 * @returns {Promise<{ opened: any, unreadable: boolean }>}
 */
async function unsealJourney(sealed, secret) {
  if (!sealed) return { opened: undefined, unreadable: false };
  try {
    return { opened: decodeOpened(await openWith(sealed, secret, JOURNEY_TTL_SECONDS)), unreadable: false };
  } catch {
    return { opened: undefined, unreadable: true };
  }
}

/** Whether an opened seal has the shape of a journey state. */
const isJourney = (s) =>
  Boolean(s && typeof s.csrf === 'string' && s.csrf && typeof s.storage === 'object' && s.storage);

/**
 * The journey state of an opened seal ({@link openJourneyState}).
 * @param {string | undefined} sealed
 * @param {{ opened: any }} unsealed
 * @param {string} [ended]
 * @returns {{ state: JourneyState, fresh: boolean, unreadable?: boolean, rekeyed?: boolean }}
 */
function journeyOf(sealed, { opened: s }, ended) {
  if (!sealed) return { state: newJourneyState(), fresh: true };
  if (typeof s?.jid === 'string' && s.jid === ended) return { state: newJourneyState(), fresh: true };
  try {
    if (isJourney(s)) {
      const hasId = typeof s.jid === 'string' && s.jid !== '';
      return {
        state: {
          // A state sealed without an id gets one, sealed with it at this answer (`rekeyed`,
          // issue 54): an ended journey is known by its id.
          jid: hasId ? s.jid : randomBytes(16).toString('base64url'),
          csrf: s.csrf,
          ...(typeof s.previousCsrf === 'string' ? { previousCsrf: s.previousCsrf } : {}),
          storage: unpackGroups(s.storage),
          tabStorage: unpackGroups(s.tabStorage ?? {}),
          revision: s.revision ?? 0,
          ...(s.locale === 'en' || s.locale === 'cy' ? { locale: s.locale } : {}),
        },
        fresh: false,
        ...(hasId ? {} : { rekeyed: true }),
      };
    }
  } catch {
    /* unreadable: below */
  }
  return { state: newJourneyState(), fresh: true, unreadable: true };
}

/**
 * Opens the sealed cookie; a missing, expired, forged or malformed one gives a new state, and so
 * does one of a journey that has ended (issue 44). `unreadable` tells a cookie that was sent but
 * could not be opened (expired, forged, corrupted: issue 45, the journey is lost) from one that
 * was absent or of an ended journey.
 * @param {string | undefined} sealed - the cookie's value
 * @param {string | SessionKeys} secret - at least 32 characters each; any of them opens
 * @param {string} [ended] - the id of the journey that last ended in this browser (ENDED_JOURNEY_COOKIE)
 * @returns {Promise<{ state: JourneyState, fresh: boolean, unreadable?: boolean }>}
 */
export async function openJourneyState(sealed, secret, ended) {
  return journeyOf(sealed, await unsealJourney(sealed, secret), ended);
}

/**
 * What one request's cookies hold, read once (issue 47 "Render cost": a form post parsed the
 * Cookie header and unsealed the journey three times, for its rate limit, its CSRF check and its
 * render).
 * @typedef {object} RequestJourney
 * @property {() => { cookies: Record<string, string>, unreadable: string[] }} cookies - the cookies by
 *   name (a copy each call: its callers change theirs), and the names whose values could not be decoded
 * @property {{ state: JourneyState, fresh: boolean, unreadable?: boolean, rekeyed?: boolean }} journey - the
 *   journey state, as {@link openJourneyState} gives it with the ended journey's cookie, or a new one when
 *   the ended journeys' store knows its id (issue 54): one object for the whole request; `rekeyed`: it was
 *   sealed without an id and has one now, to be sealed
 * @property {string | undefined} sealedCsrf - the CSRF token of the sealed state, ended journey or not
 *   (what the per-journey rate limit is keyed on), undefined when there is no readable state
 * @property {string} [endedJid] - the id of the sealed journey when it has ended (its state is not used)
 */

const READ = Symbol('nhsl.requestJourney');

/**
 * The request's cookies and journey state ({@link RequestJourney}), read from its Cookie header the
 * first time they are asked for and kept on the request for the rest of it; read again only if the
 * header was changed since.
 * @param {{ headers: Record<string, unknown> }} request - a Fastify request
 * @param {string | SessionKeys} secret - the journey cookie's secret
 * @param {{ has: (jid: string) => Promise<boolean> }} [ended] - the ended journeys every replica knows
 *   (server/endedJourneys.mjs, issue 54); a journey whose id it knows is treated as absent
 * @returns {Promise<RequestJourney>}
 */
export function requestJourney(request, secret, ended) {
  const header = typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined;
  const kept = request[READ];
  if (kept && kept.header === header && kept.secret === secret && kept.ended === ended) return kept.value;
  const value = (async () => {
    const { cookies, unreadable } = readCookies(header);
    const sealed = cookies[JOURNEY_COOKIE];
    const unsealed = await unsealJourney(sealed, secret);
    const jid = unsealed.opened?.jid;
    const endedHere = typeof jid === 'string' && jid && (await ended?.has(jid)) ? jid : cookies[ENDED_JOURNEY_COOKIE];
    return {
      cookies: () => ({ cookies: { ...cookies }, unreadable: [...unreadable] }),
      journey: journeyOf(sealed, unsealed, endedHere),
      sealedCsrf: isJourney(unsealed.opened) ? unsealed.opened.csrf : undefined,
      ...(typeof jid === 'string' && jid && jid === endedHere ? { endedJid: jid } : {}),
    };
  })();
  request[READ] = { header, secret, ended, value };
  return value;
}

/**
 * Marks a journey state sealed compressed (issue 55 item 6): the seal holds this, then the state's
 * JSON compressed with brotli, in base64url. A seal of an object is the alias form before it
 * (server/legacyJourneyFormat.mjs). Change it when the sealed form changes.
 */
export const JOURNEY_FORMAT = 'br1.';

/**
 * Brotli's quality for the sealed state (0 to 11). Measured on the largest journey (docs/decisions/0073):
 * 5 compresses it to within 1 % of 8 in about 0.17 ms; 9 and above take 4 to 6 ms a seal.
 */
const BROTLI_QUALITY = 5;

/**
 * The most bytes a sealed state may open to (64 KiB): only our servers seal one, but a seal is
 * never opened into more (a compressed state under the cookie's budget, render.mjs `MAX_SEALED_STATE_BYTES`, opens to a few KiB).
 */
const MAX_STATE_JSON_BYTES = 64 * 1024;

/**
 * The groups as the sealed form holds them (issue 44 "Size"): each group's JSON object as a value,
 * not as text inside the JSON, which would escape every one of its quotes. Anything but a JSON
 * object (no group is: `persistFields` writes objects) is kept as its text.
 * @param {Record<string, string>} groups - `nhsl:<group>` → JSON text, as the stores keep them
 * @returns {Record<string, unknown>}
 */
function packGroups(groups) {
  const packed = {};
  for (const [key, text] of Object.entries(groups)) {
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    packed[key] = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : text;
  }
  return packed;
}

/**
 * The groups as the stores keep them (JSON text), from the sealed form ({@link packGroups}); a
 * group sealed as text is read as it is.
 * @param {Record<string, unknown>} packed
 * @returns {Record<string, string>}
 */
function unpackGroups(packed) {
  const groups = {};
  for (const [key, value] of Object.entries(packed))
    groups[key] = typeof value === 'string' ? value : JSON.stringify(value);
  return groups;
}

/**
 * The state as a seal holds it (issue 55 item 6): {@link JOURNEY_FORMAT}, then its JSON (groups
 * packed) compressed with brotli ({@link BROTLI_QUALITY}), in base64url.
 * @param {JourneyState} state
 * @returns {string}
 */
export function compressJourneyState(state) {
  const json = JSON.stringify({
    ...state,
    storage: packGroups(state.storage),
    tabStorage: packGroups(state.tabStorage ?? {}),
  });
  const compressed = brotliCompressSync(json, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  });
  return JOURNEY_FORMAT + compressed.toString('base64url');
}

/**
 * What a seal opened to, as a state with its groups packed: a compressed state
 * ({@link compressJourneyState}) decompressed, an object of the alias form before it
 * (legacyJourneyFormat.mjs) with its names written out; anything else as it is.
 * @param {unknown} opened - the seal's data
 * @returns {unknown}
 * @throws Error when a compressed state does not decompress, opens to more than
 *   {@link MAX_STATE_JSON_BYTES} bytes or is not JSON
 */
function decodeOpened(opened) {
  if (typeof opened === 'string' && opened.startsWith(JOURNEY_FORMAT)) {
    const compressed = Buffer.from(opened.slice(JOURNEY_FORMAT.length), 'base64url');
    return JSON.parse(brotliDecompressSync(compressed, { maxOutputLength: MAX_STATE_JSON_BYTES }).toString('utf8'));
  }
  return readLegacyJourney(opened);
}

/**
 * Seals the state for its cookie, compressed ({@link compressJourneyState}), with the sealing
 * secret. The caller refuses a seal over its budget (render.mjs `MAX_SEALED_STATE_BYTES`).
 * @param {JourneyState} state
 * @param {string | SessionKeys} secret
 * @returns {Promise<string>}
 * @throws Error as {@link sessionKeys}
 */
export function sealJourneyState(state, secret) {
  return sealWith(compressJourneyState(state), secret, JOURNEY_TTL_SECONDS);
}

/**
 * Whether a posted CSRF token is the journey's (constant time).
 * @param {JourneyState} state
 * @param {unknown} token - the form's `_csrf` field
 */
export function csrfMatches(state, token) {
  if (typeof token !== 'string' || !token) return false;
  const a = Buffer.from(state.csrf);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads a Cookie header into a map; a value that cannot be decoded is left out (as if absent)
 * and its name listed in `unreadable`, so it can be logged (issue 24: any value can arrive).
 * @param {string | undefined} header
 * @returns {{ cookies: Record<string, string>, unreadable: string[] }}
 */
export function readCookies(header) {
  const cookies = {};
  const unreadable = [];
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      unreadable.push(name);
    }
  }
  return { cookies, unreadable };
}

/**
 * Reads a Cookie header into a map; a value that cannot be decoded is left out (as if absent).
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
export function parseCookies(header) {
  return readCookies(header).cookies;
}

/**
 * One Set-Cookie header on path /, SameSite=Lax.
 * @param {string} name
 * @param {string | undefined} value - undefined deletes it
 * @param {{ days?: number, maxAgeSeconds?: number, httpOnly?: boolean, secure?: boolean }} [options]
 */
export function setCookieHeader(name, value, { days, maxAgeSeconds, httpOnly = false, secure = false } = {}) {
  const parts = [`${name}=${value === undefined ? '' : encodeURIComponent(value)}`, 'Path=/'];
  if (value === undefined) parts.push('Max-Age=0');
  else if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  else if (days !== undefined) parts.push(`Max-Age=${Math.round(days * 86400)}`);
  if (httpOnly) parts.push('HttpOnly');
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
