// The journey state between requests (issue 23): one sealed cookie (iron-session's seal,
// AES-256-CBC + HMAC-SHA-256 with a secret only the servers know), HttpOnly, SameSite=Lax, Secure
// over TLS, expiring 60 minutes after the journey last changed. It holds the stores' persisted
// groups, this journey's personal details (proofing) and the CSRF token: never a password, a
// security code or a passkey secret (the stores never persist one). Any server with the same
// secret can read it, so the servers keep nothing between requests.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';

/** The sealed cookie's name. */
export const JOURNEY_COOKIE = 'nhsl-journey';

/**
 * The cookie that names the last journey that ended in this browser (its id; HttpOnly, for as long
 * as a sealed state lives): a sealed cookie of that journey, replayed, is treated as absent (issue 44
 * "Ending"). It holds nothing else.
 */
export const ENDED_JOURNEY_COOKIE = 'nhsl-ended';

/** How long the sealed state lives after its last change: the session's 60 minutes (spec 000 §3). */
export const JOURNEY_TTL_SECONDS = 60 * 60;

/**
 * @typedef {object} JourneyState
 * @property {string} jid - the journey's own id (random): an ended journey's is remembered, see ENDED_JOURNEY_COOKIE
 * @property {string} csrf - the CSRF token the forms carry
 * @property {Record<string, string>} storage - the persisted groups (`nhsl:<group>` → JSON)
 * @property {Record<string, string>} tabStorage - the personal details of this journey
 * @property {number} revision - when the server last changed the groups (ms since 1970)
 */

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
 * Opens the sealed cookie; a missing, expired, forged or malformed one gives a new state, and so
 * does one of a journey that has ended (issue 44).
 * @param {string | undefined} sealed - the cookie's value
 * @param {string} secret - at least 32 characters
 * @param {string} [ended] - the id of the journey that last ended in this browser (ENDED_JOURNEY_COOKIE)
 * @returns {Promise<{ state: JourneyState, fresh: boolean }>}
 */
export async function openJourneyState(sealed, secret, ended) {
  if (sealed) {
    try {
      const s = await unsealData(sealed, { password: secret, ttl: JOURNEY_TTL_SECONDS });
      const live = !(typeof s?.jid === 'string' && s.jid === ended);
      if (live && s && typeof s.csrf === 'string' && s.csrf && typeof s.storage === 'object' && s.storage) {
        return {
          state: {
            jid: typeof s.jid === 'string' ? s.jid : randomBytes(16).toString('base64url'),
            csrf: s.csrf,
            storage: s.storage,
            tabStorage: s.tabStorage ?? {},
            revision: s.revision ?? 0,
          },
          fresh: false,
        };
      }
    } catch {
      /* treated as absent */
    }
  }
  return { state: newJourneyState(), fresh: true };
}

/**
 * Seals the state for its cookie.
 * @param {JourneyState} state
 * @param {string} secret
 * @returns {Promise<string>}
 */
export function sealJourneyState(state, secret) {
  return sealData(state, { password: secret, ttl: JOURNEY_TTL_SECONDS });
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
