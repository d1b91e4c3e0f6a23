// Backend for frontend (issue 24): page script never holds a credential. The session id (the
// back end's bearer), the id_token and the remember-my-device token live in HttpOnly cookies that
// only this server reads; it adds them to the calls it forwards to the back end, takes the tokens
// out of the back end's answers into those cookies, and refuses any state-changing call of page
// script without the journey's CSRF token. Page script reads no cookie of the journey or the
// session (issue 44): what it needs of them comes in the page's data.
// Names, schemas and the token rules come from the app's server bundle (src/server/credentials.ts),
// so they are the contract's.
import { createHmac } from 'node:crypto';
import {
  JOURNEY_COOKIE,
  csrfMatches,
  requestJourney,
  sealJourneyState,
  sessionKeys,
  setCookieHeader,
} from './journeyState.mjs';

/** Methods that change nothing, which need no CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session's marker: an opaque keyed hash of its id (HMAC-SHA-256 with the server's secret,
 * 128 bits, base64url). It tells one session from another and authorises nothing.
 * @param {string} sessionId
 * @param {string} secret
 */
export function sessionMarker(sessionId, secret) {
  return createHmac('sha256', secret).update(`session-marker:${sessionId}`).digest('base64url').slice(0, 22);
}

/**
 * The session's marker under a rotation of secrets (issue 47): the marker the journey stored, when
 * any known secret made it for this session (so a session begun before a new secret started
 * sealing keeps its marker, and with it the journey's groups, while the old secret is still
 * known), else the sealing secret's.
 * @param {string} sessionId
 * @param {import('./journeyState.mjs').SessionKeys} keys
 * @param {string} [stored] - the marker the journey stored, or a call claims
 * @returns {string}
 */
export function markerUnder(sessionId, keys, stored) {
  const sealing = sessionMarker(sessionId, keys.secrets[keys.sealId]);
  if (!stored || stored === sealing) return sealing;
  for (const [id, secret] of Object.entries(keys.secrets))
    if (id !== keys.sealId && sessionMarker(sessionId, secret) === stored) return stored;
  return sealing;
}

/**
 * A Set-Cookie of the back end made ours: its name, value, lifetime and SameSite (Lax when it
 * gives none) kept, and the flags this server decides (HttpOnly, Path=/, Secure when this
 * request's cookies are; no Domain: this host only). Over TLS its name then takes `__Host-` on the
 * way out, as every cookie's does (server/cookieNames.mjs).
 * @param {string} header - one Set-Cookie header
 * @param {boolean} secure
 */
export function hardenSetCookie(header, secure) {
  const [pair, ...attributes] = header.split(';').map((p) => p.trim());
  const keep = attributes.filter((a) => /^(max-age|expires)=/i.test(a));
  const given = attributes.map((a) => /^samesite=(strict|lax|none)$/i.exec(a)?.[1]).find(Boolean);
  const sameSite = `SameSite=${given ? given[0].toUpperCase() + given.slice(1).toLowerCase() : 'Lax'}`;
  return [pair, 'Path=/', ...keep, 'HttpOnly', sameSite, ...(secure ? ['Secure'] : [])].join('; ');
}

/**
 * The credential handling of one server.
 * @param {object} options
 * @param {string | import('./journeyState.mjs').SessionKeys} options.sessionSecret - the journey cookie's
 *   secrets (they also key the session's marker)
 * @param {(request: import('fastify').FastifyRequest) => boolean} options.secure - whether this request's cookies get Secure
 * @param {typeof import('../src/server/render.tsx')} options.helpers - the server bundle's credential and language helpers
 * @param {import('./endedJourneys.mjs').EndedJourneys} [options.endedJourneys] - the ended journeys every replica
 *   knows (issue 54): a journey among them is treated as absent
 */
export function createBff({ sessionSecret, secure, helpers, endedJourneys }) {
  const { credentialNames: n } = helpers;
  const keys = sessionKeys(sessionSecret);
  /** The session's marker: the stored (or claimed) one while a known secret made it, else the sealing secret's. */
  const marker = (sessionId, stored) => markerUnder(sessionId, keys, stored);
  const cookie = (request, name, value, extra = {}) =>
    setCookieHeader(name, value, { httpOnly: n.httpOnlyCookies.includes(name), secure: secure(request), ...extra });

  /**
   * The Set-Cookies that end a journey: its sealed state and the id_token. The session itself
   * (authorization cookie, session cookie) lives on to its 60 minutes: "Manage your NHS login"
   * (issue 27) is reached from the client after the hand-off, on the same session.
   */
  const endOfJourney = (request) => [JOURNEY_COOKIE, n.ID_TOKEN_COOKIE].map((name) => cookie(request, name, undefined));

  /** Appends Set-Cookie headers to a reply's own (Fastify's `header` appends Set-Cookies). */
  function appendSetCookies(reply, headers) {
    if (!headers.length) return;
    reply.header('set-cookie', headers);
  }

  /** Logs the names (never the values) of cookies that arrived but could not be read. */
  function logUnreadable(request, names) {
    if (names.length) request.log.warn({ cookies: names }, 'unreadable cookie treated as absent');
  }

  /** The journey state when a state-changing request carries its CSRF token (header), else undefined. */
  function csrfOk(request, { state }) {
    return csrfMatches(state, request.headers[n.CSRF_HEADER]) ? state : undefined;
  }

  return {
    endOfJourney,
    appendSetCookies,
    cookie,

    /**
     * The marker of a session id the back end has just issued (the sign-in's renewal; issue 54
     * session fixation): the sealing secret's, as a new session's is.
     * @param {string} sessionId
     * @returns {string}
     */
    markerOf: (sessionId) => marker(sessionId),

    /**
     * The authorization cookie the back end set again with the session's new id (the sign-in's
     * answer to the stores' call; issue 54 session fixation), as the browser gets it: hardened as
     * the /authorize one is ({@link hardenSetCookie}: HttpOnly, Path=/, Secure over TLS, its
     * lifetime and SameSite kept; named with `__Host-` on the way out over TLS).
     * @param {import('fastify').FastifyRequest} request
     * @param {string} header - the back end's Set-Cookie
     * @returns {string}
     */
    renewedAuthCookie: (request, header) => hardenSetCookie(header, secure(request)),

    /**
     * A forwarded answer's headers with every Set-Cookie of the back end hardened
     * ({@link hardenSetCookie}): HttpOnly, Secure when this request's cookies are, SameSite kept.
     * @param {Record<string, string | string[] | undefined>} headers
     * @param {import('fastify').FastifyRequest} request
     */
    hardenForwardedCookies(headers, request) {
      const sc = headers['set-cookie'];
      if (!sc) return headers;
      const list = Array.isArray(sc) ? sc : [sc];
      return { ...headers, 'set-cookie': list.map((c) => hardenSetCookie(c, secure(request))) };
    },

    /**
     * What a page render needs: the session id for the stores' calls, and the cookies as the
     * stores see them, with the session's parameters derived from the HttpOnly authorization
     * cookie (never trusted from the request; issue 44: never sent to page script, and an older
     * version's script-readable copy deleted), and unreadable cookies logged.
     * @param {import('fastify').FastifyRequest} request
     * @param {{ cookies: Record<string, string>, unreadable: string[] }} read - the request's cookies
     *   (journeyState.mjs `requestJourney`), changed here
     * @param {string} [storedMarker] - the session marker the journey state holds (kept across a
     *   rotation of secrets while a known secret made it; issue 47)
     */
    forRender(request, { cookies, unreadable }, storedMarker) {
      const raw = cookies[n.AUTH_COOKIE];
      const session = helpers.sessionOfCookie(raw);
      if (raw !== undefined && !session) unreadable.push(n.AUTH_COOKIE);
      logUnreadable(request, unreadable);
      const info = helpers.sessionInfoFor(raw, (sessionId) => marker(sessionId, storedMarker));
      // The session's parameters reach the stores here, never page script (issue 44): a session
      // cookie script could read (what an older version set) is deleted.
      const setCookies =
        n.SESSION_INFO_COOKIE in cookies || unreadable.includes(n.SESSION_INFO_COOKIE)
          ? [cookie(request, n.SESSION_INFO_COOKIE, undefined)]
          : [];
      if (info) cookies[n.SESSION_INFO_COOKIE] = info;
      else delete cookies[n.SESSION_INFO_COOKIE];
      return { cookies, sessionId: session?.sessionId, setCookies };
    },

    /**
     * The /api proxy's preHandler: an older session's call (its marker is not the cookie's) is
     * 401; a state-changing call without the CSRF token is 403 (the client log sink's beacons
     * excepted: a beacon cannot carry a header, and they change nothing); then the credential
     * the call needs is noted for the forwarded headers, and a JSON body's `session_id` and a
     * login's `rmd_token` are filled in from the cookies.
     */
    async beforeApiCall(request, reply) {
      const path = request.url.split('?')[0];
      const logged = helpers.logSafe(path);
      // Page script calls no journey step of the back end (issue 44: they are the app's server's,
      // its forms' actions): only the client logs' beacon and the timeout warning's two calls.
      if (!n.pageScriptApiPaths.includes(path)) {
        request.log.info({ path: logged }, "a back-end call from page script refused: the journey is the server's");
        return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
      }
      const read = await requestJourney(request, sessionSecret, endedJourneys);
      const { cookies, unreadable } = read.cookies();
      const session = helpers.sessionOfCookie(cookies[n.AUTH_COOKIE]);
      if (cookies[n.AUTH_COOKIE] !== undefined && !session) unreadable.push(n.AUTH_COOKIE);
      logUnreadable(request, unreadable);
      const claimed = request.headers[n.SESSION_MARKER_HEADER];
      if (typeof claimed === 'string' && claimed && (!session || marker(session.sessionId, claimed) !== claimed)) {
        request.log.info({ path: logged }, 'call of another or an ended session refused');
        return reply.code(401).header('Cache-Control', 'no-store').send({ message: 'Unauthorized' });
      }
      if (!SAFE_METHODS.has(request.method) && path !== n.CLIENT_LOG_PATH) {
        const state = csrfOk(request, read.journey);
        if (!state) {
          request.log.warn({ path: logged }, 'call refused: missing or wrong CSRF token');
          return reply.code(403).header('Cache-Control', 'no-store').send({ message: 'Forbidden' });
        }
        // An extended session extends the sealed journey state too (its CSRF token with it).
        if (path === n.sessionExtendPath) request.journeyToReseal = state;
      }
      request.sessionCredential = session?.sessionId;
    },

    /** The forwarded call's headers: the bearer and session-id from the cookie; the browser's own session headers dropped. */
    rewriteRequestHeaders(request, headers) {
      delete headers[n.CSRF_HEADER];
      delete headers[n.SESSION_MARKER_HEADER];
      if (request.sessionCredential) {
        headers.authorization = `Bearer ${request.sessionCredential}`;
        headers['session-id'] = request.sessionCredential;
      }
      return headers;
    },

    /**
     * The back end's answer to page script's session call: the extension's new end is sealed
     * into the journey state too (issue 44), so every page's data carries it. Anything else
     * passes through as the back end sent it.
     */
    onApiResponse(request, reply, res, onError) {
      const type = String(res.headers['content-type'] ?? '');
      const state = request.journeyToReseal;
      if (!state || res.statusCode >= 300 || !type.includes('application/json')) return reply.send(res.stream);
      collect(res.stream)
        .then(async (text) => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            return reply.send(text);
          }
          // The extended session's end and whether it can be extended again, in the session group
          // every page's data carries: the timeout warning shows it on every page (issue 44).
          if (typeof json?.expires_in === 'number') {
            let group = {};
            try {
              group = JSON.parse(state.storage['nhsl:session'] ?? '{}');
            } catch {
              group = {};
            }
            group.expiresAt = Date.now() + json.expires_in * 1000;
            group.extendable = json.extendable !== false;
            // (Not a step of the journey: its revision, which the forms carry, stays.)
            state.storage = { ...state.storage, 'nhsl:session': JSON.stringify(group) };
          }
          const sealed = await sealJourneyState(state, sessionSecret);
          appendSetCookies(reply, [
            setCookieHeader(JOURNEY_COOKIE, sealed, { httpOnly: true, secure: secure(request) }),
          ]);
          return reply.send(text);
        })
        .catch((error) => onError(reply, { error }));
    },

    /**
     * The /authorize answer: a new session begins. The back end's authorization cookie is made
     * HttpOnly (Secure over TLS) and the previous session's id_token is forgotten. The journey's
     * first render in the new session clears its groups and renews its CSRF token (issue 44); a
     * step posted from a page of the older session meets the restart of spec 000 §4. The client's
     * `ui_locales` (its first supported locale, issue 46) sets the language cookie, so the journey
     * is read in it.
     */
    rewriteAuthorizeHeaders(headers, request) {
      const asked = helpers.localeOfUiLocales(new URL(request.url, 'http://localhost').searchParams.get('ui_locales'));
      if (asked) {
        const language = cookie(request, helpers.LANGUAGE_COOKIE, asked, {
          days: helpers.LANGUAGE_COOKIE_DAYS,
          httpOnly: true,
        });
        const given = headers['set-cookie'];
        headers['set-cookie'] = [...(given === undefined ? [] : Array.isArray(given) ? given : [given]), language];
      }
      const sc = headers['set-cookie'];
      if (!sc) return headers;
      const list = Array.isArray(sc) ? sc : [sc];
      const auth = list.find((c) => c.startsWith(`${n.AUTH_COOKIE}=`));
      if (!auth) return headers;
      headers['set-cookie'] = [
        ...list.map((c) => (c === auth ? hardenSetCookie(c, secure(request)) : c)),
        cookie(request, n.ID_TOKEN_COOKIE, undefined),
      ];
      return headers;
    },
  };
}

/** A readable stream's text (a back-end answer: small JSON). */
async function collect(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
