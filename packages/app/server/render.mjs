// Server rendering and form posts (issue 23): the glue between Fastify and the app's server
// bundle (dist/ssr/render.js, built by `vite build --ssr src/server/render.tsx`), which renders
// every route from the same React components and runs the routes' form actions on the same
// stores. Here: the sealed journey cookie (journeyState.mjs), the CSRF check, cookies, and the
// page around the app's markup (title, styles with this response's nonce, the data block).
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ENDED_JOURNEY_COOKIE,
  JOURNEY_COOKIE,
  JOURNEY_TTL_SECONDS,
  csrfMatches,
  openWith,
  parseCookies,
  requestJourney,
  sealJourneyState,
  sealWith,
  sessionKeys,
  setCookieHeader,
} from './journeyState.mjs';
import { withFormTargets } from './securityHeaders.mjs';
import { createBff } from './bff.mjs';
import { frameworkBuildIn, isFrameworkBuild, loadFramework, sendFrameworkResponse } from './framework.mjs';
import { endedJourneys as memoryEndedJourneys } from './endedJourneys.mjs';
import { stepClaims as memoryStepClaims } from './stepClaims.mjs';

/** The field of a journey form that carries the journey revision its page shows (src/shell/formAction.ts). */
const REVISION_FIELD = '_rev';

/** The most bytes of a form body run as it was sent (server/app.mjs FORM_BODY_LIMIT). */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * The most bytes of a passkey ceremony's result form run as it was sent (issue 54): its credential
 * may be up to 24,000 characters (app `MAX_CREDENTIAL_LENGTH`, sized for ML-DSA-87), a little more
 * once form-encoded. Only a post whose intent is the ceremony's result has this allowance.
 */
const CEREMONY_BODY_LIMIT = 32 * 1024;

/**
 * Whether a form body is over what it may be: {@link CEREMONY_BODY_LIMIT} for a passkey
 * ceremony's result, {@link FORM_BODY_LIMIT} for every other form.
 * @param {string} body - the urlencoded body as sent
 * @param {string} ceremonyIntent - the intent of a ceremony's result (app `PASSKEY_RESULT_INTENT`)
 * @returns {boolean}
 */
export function overFormLimit(body, ceremonyIntent) {
  const bytes = Buffer.byteLength(body);
  if (bytes <= FORM_BODY_LIMIT) return false;
  if (bytes > CEREMONY_BODY_LIMIT) return true;
  return new URLSearchParams(body).get('_action') !== ceremonyIntent;
}

/**
 * The most characters of one value of a body over {@link FORM_BODY_LIMIT}: more than any field's
 * own limit (a password's 256), so that the cut value still fails the field's length rule and
 * the form answers with its length message (issue 45).
 */
const CUT_VALUE_LENGTH = 1024;

/**
 * A form body over {@link FORM_BODY_LIMIT} made small enough to run (issue 45: a post over 8 KiB
 * got raw JSON): each value cut to {@link CUT_VALUE_LENGTH} characters. The form's own rules then
 * answer with the field's length message, the page again. Undefined when even cut it is too
 * large (too many fields: not a form of ours).
 * @param {string} body - the urlencoded body as sent
 * @returns {string | undefined}
 */
export function cutForm(body) {
  const form = new URLSearchParams(body);
  const cut = new URLSearchParams();
  for (const [name, value] of form) cut.append(name.slice(0, 64), value.slice(0, CUT_VALUE_LENGTH));
  const text = cut.toString();
  return Buffer.byteLength(text) > FORM_BODY_LIMIT ? undefined : text;
}

/**
 * The cookie of a journey that ended with a refusal (issue 45: a double-clicked "Go to … without
 * sharing" sent two refusals, and the second, arriving once the journey had ended, got an error):
 * sealed, HttpOnly, for two minutes, the ended journey's CSRF token and where its refusal went.
 * A post of that journey's form then gets the same answer: the step acts once.
 */
const REPLAY_COOKIE = 'nhsl-replay';
const REPLAY_SECONDS = 120;

/**
 * What the session-ended page names after a post without script ended the session (issue 55 item
 * 5): the ended journey's client group, sealed, HttpOnly, for two minutes. The post that ended the
 * session deletes the journey's state, and the page then comes by the browser's GET, which ends and
 * changes nothing; this is how that page still names the client ("Go back to …", spec 001 §2), as it
 * did when the GET itself ended the session. Page script's post gets the page's data in its answer.
 */
const ENDED_PAGE_COOKIE = 'nhsl-ended-page';
const ENDED_PAGE_SECONDS = 120;
/** The journey group the session-ended page reads (the client's name and homepage). */
const CLIENT_GROUP = 'nhsl:client';

/** The route the server shows when a post is refused (a missing or wrong CSRF token) or rendering fails. */
const ERROR_PATH = '/error';

/**
 * The most bytes a sealed journey state may take (issue 44 "Size"): a browser keeps a cookie of
 * at most 4,096 bytes with its name and attributes, and drops a larger one without a word (the
 * journey would silently go back a step). A state that would not fit is refused instead.
 */
export const MAX_SEALED_STATE_BYTES = 3_900;

/**
 * The header page script sends when it wants a route's data rather than its page (issue 44: the
 * journey's steps by script go to the same actions as the forms). Lower case, as Node gives it.
 */
export const DATA_REQUEST_HEADER = 'x-nhsl-data';

/** The header of a data request whose browser can use passkeys (src/shell/serverRoute.ts `PASSKEYS_HEADER`). */
const PASSKEYS_HEADER = 'x-nhsl-passkeys';

/** The "We are very busy" page (spec 001 §2). */
const SERVICE_BUSY_PATH = '/service-busy';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON safe inside a `<script type="application/json">` block. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Loads the server bundle and returns the request handler for app routes.
 * @param {{ dist: string, frameworkBuild?: string, backend: URL, sessionSecret: string | import('./journeyState.mjs').SessionKeys,
 *   secureCookies?: boolean, indexHtml: string,
 *   secure?: (request: import('fastify').FastifyRequest) => boolean,
 *   appOriginOf?: (request: import('fastify').FastifyRequest) => string,
 *   endedJourneys?: import('./endedJourneys.mjs').EndedJourneys, stepClaims?: import('./stepClaims.mjs').StepClaims }} config - `secure`: whether a
 *   request's cookies are Secure (default: the setting, or TLS); `appOriginOf`: the app's origin (APP_ORIGIN,
 *   never the Host header; default http://localhost); `endedJourneys`: the ended journeys every replica knows
 *   (server/endedJourneys.mjs, issue 54; default: this process's memory); `stepClaims`: which post of a
 *   journey's revision runs its step (server/stepClaims.mjs, issue 55; default: this process's memory);
 *   `frameworkBuild`: the framework build's folder (issue 55; default dist/framework, used when it is there)
 */
export async function loadRenderer({
  dist,
  frameworkBuild,
  backend,
  sessionSecret,
  secureCookies = false,
  indexHtml,
  secure = (request) => secureCookies || request.protocol === 'https',
  appOriginOf = () => 'http://localhost',
  endedJourneys = memoryEndedJourneys(),
  stepClaims = memoryStepClaims(),
}) {
  // A secret that is missing or too short stops the server here, at start-up (issue 47: each of several).
  sessionKeys(sessionSecret);
  const bundle = await import(pathToFileURL(join(dist, 'ssr', 'render.js')).href);
  const { render } = bundle;
  // The pages that have moved to route modules (issue 55): the framework build's, when there is one.
  const frameworkDir = frameworkBuild ?? frameworkBuildIn(dist);
  const framework = isFrameworkBuild(frameworkDir) ? await loadFramework(frameworkDir) : undefined;
  const bff = createBff({ sessionSecret, secure, helpers: bundle, endedJourneys });
  const template = indexHtml.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');

  /**
   * What the request's steps logged (a failed back-end call, issue 44): one structured line each in
   * the server's log (no personal data: the events are redacted by the app's sink), and the events
   * forwarded to the back end's log endpoint, where page script's own events go (spec 000 §8).
   */
  function reportEvents(request, events) {
    if (!events?.length) return;
    for (const e of events)
      request.log[e.level === 'error' ? 'error' : e.level === 'info' ? 'info' : 'warn'](
        { event: e.event, call: e.call, status: e.status, kind: e.kind, errorCode: e.errorCode, route: e.route },
        'journey step logged',
      );
    fetch(new URL(bundle.credentialNames.CLIENT_LOG_PATH, backend), {
      method: 'POST',
      // The app's own origin, as its pages' beacons carry it: the back end takes log events from it alone.
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        Origin: appOriginOf(request),
      },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(2_000),
    })
      .then((res) => res.body?.cancel())
      .catch((err) => request.log.warn({ cause: err?.name }, 'log events not forwarded'));
  }

  /**
   * Where a repeat of the step that ended a journey goes: the replay cookie's address when the
   * post carries that journey's CSRF token, else undefined.
   * @param {string | undefined} sealed - the replay cookie
   * @param {string | null} csrf - the post's token
   */
  async function replayOf(sealed, csrf) {
    if (!sealed || !csrf) return undefined;
    try {
      const r = await openWith(sealed, sessionSecret, REPLAY_SECONDS);
      return typeof r?.to === 'string' && csrfMatches({ csrf: r.csrf }, csrf) ? r.to : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The journey groups the session-ended page's cookie carries ({@link ENDED_PAGE_COOKIE}): the
   * client's, or none when there is no such cookie or it cannot be opened.
   * @param {string | undefined} sealed - the cookie
   * @returns {Promise<Record<string, string>>}
   */
  async function endedPageGroups(sealed) {
    if (!sealed) return {};
    try {
      const groups = await openWith(sealed, sessionSecret, ENDED_PAGE_SECONDS);
      return typeof groups?.[CLIENT_GROUP] === 'string' ? { [CLIENT_GROUP]: groups[CLIENT_GROUP] } : {};
    } catch {
      return {};
    }
  }

  /**
   * Whether a post whose CSRF token does not match is a page of this same journey from before the
   * token was renewed (issue 54: a second tab submitting a step the first had done got 403 "Something
   * went wrong"): the journey is live, the post carries the token the journey's last renewal
   * replaced (`previousCsrf`), and the browser says the post came from this origin
   * (`Sec-Fetch-Site: same-origin`, or the app's own `Origin`), which a page of another site cannot
   * make it say. Such a post runs nothing either (decision 0056); it is answered with the journey as
   * it is now instead of the error page. Anything else (a forged or missing token) stays refused.
   * @param {import('fastify').FastifyRequest} request
   * @param {{ fresh: boolean, state: { previousCsrf?: string } }} journey - the request's journey
   *   (fresh: none was sent or readable)
   * @param {string | null} csrf - the post's token
   */
  function renewedElsewhere(request, journey, csrf) {
    const previous = journey.state.previousCsrf;
    if (journey.fresh || typeof previous !== 'string' || !csrfMatches({ csrf: previous }, csrf)) return false;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    return site === 'same-origin' || (site === undefined && origin === appOriginOf(request));
  }

  /**
   * Whether a request whose journey cookie could not be opened has lost its journey: a journey
   * page (its route has a guard) asked with a live session (the authorization cookie opens).
   */
  function journeyLost(target, cookies) {
    return (
      bundle.isJourneyPage(logPath(target)) &&
      bundle.sessionOfCookie(cookies[bundle.credentialNames.AUTH_COOKIE]) !== undefined
    );
  }

  /**
   * index.html cut once at the places each page fills (issue 47 "Render cost": four replacements
   * in the whole page per response), as text between named slots: text, slot, text, ... The page's
   * own values are then joined in as they are (a replacement string would read `$&` or `$'` in a
   * value typed into a form as a pattern).
   */
  const slot = (name) => `<!--nhsl-slot:${name}-->`;
  const parts = template
    .replace(/<html\b[^>]*>/, () => `<html lang="${slot('lang')}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${slot('title')}</title>`)
    .replace('<head>', () => `<head>\n    <meta property="csp-nonce" content="${slot('nonce')}" />`)
    .replace('</head>', () => `    ${slot('styles')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${slot('html')}</div>\n    <script type="application/json" id="page-data">${slot('data')}</script>`,
    )
    .split(/<!--nhsl-slot:(\w+)-->/);

  /** The page: index.html with the title, the styles (with the nonce), the markup and the data block. */
  function pageHtml(out, nonce, { scripts = true } = {}) {
    const values = {
      lang: out.lang ?? 'en-GB',
      title: escapeHtml(out.title),
      nonce,
      styles: out.styles.replaceAll('<style ', `<style nonce="${nonce}" `),
      html: out.html,
      data: scriptJson(out.data),
    };
    let html = '';
    for (let i = 0; i < parts.length; i++) html += i % 2 ? values[parts[i]] : parts[i];
    if (!scripts) {
      // ...nor their preloads (issue 54: the 431 page's own policy, script-src none, blocked them,
      // two console errors).
      html = html
        .replace(/\s*<script\b(?![^>]*application\/json)[^>]*>[^<]*<\/script>/g, '')
        .replace(/\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
        .replace(/\s*<meta name="nhsl-start-files"[^>]*>/, '');
    }
    return html;
  }

  /**
   * The locale a request is read in (issue 46): the language cookie (set by the header's language
   * link or the client's `ui_locales`), else the journey's, else English.
   * @param {Record<string, string>} cookies - the request's cookies (their own names)
   * @param {{ locale?: 'en' | 'cy' }} [state] - the journey's state
   * @returns {'en' | 'cy'}
   */
  function localeOf(cookies, state) {
    return bundle.supportedLocale(cookies[bundle.LANGUAGE_COOKIE]) ?? state?.locale ?? 'en';
  }

  /** The language cookie's Set-Cookie (necessary, for LANGUAGE_COOKIE_DAYS; issue 46). */
  function languageCookie(request, locale) {
    return bff.cookie(request, bundle.LANGUAGE_COOKIE, locale, { days: bundle.LANGUAGE_COOKIE_DAYS, httpOnly: true });
  }

  /**
   * The header's language link (`?lang=cy` on any page, issue 46): the choice is kept in the
   * language cookie and the journey's sealed state, and the browser goes back to the same address
   * without the parameter (303), so the page is read again in the new locale, without script.
   * Page script's data request gets that address as JSON instead, and renders in place.
   * The answer is sent here, and only a boolean comes back (issue 54 Security: the reply itself,
   * returned, is a thenable that an `await` resolved to undefined, so the page was rendered and
   * sent a second time, and Fastify logged the whole address with its query's values).
   * @returns {Promise<boolean>} whether the request was a language choice (and is answered)
   */
  async function chooseLanguage(request, reply, read, data) {
    const url = new URL(request.url, 'http://localhost');
    const asked = url.searchParams.get(bundle.LANGUAGE_PARAM);
    if (asked === null) return false;
    url.searchParams.delete(bundle.LANGUAGE_PARAM);
    // A path of this origin only: `/\\host/x` reads as `//host/x`, which a browser would take for
    // another host, so the leading slashes are one.
    const back = `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
    const locale = bundle.supportedLocale(asked);
    const setCookies = [];
    if (locale) {
      setCookies.push(languageCookie(request, locale));
      const { state, fresh } = read.journey;
      if (!fresh && state.locale !== locale) {
        const sealed = await sealJourneyState({ ...state, locale }, sessionSecret);
        setCookies.push(setCookieHeader(JOURNEY_COOKIE, sealed, { httpOnly: true, secure: secure(request) }));
      }
      request.log.info({ locale }, 'language chosen');
    }
    if (setCookies.length) reply.header('Set-Cookie', setCookies);
    reply.header('Cache-Control', 'no-store');
    if (data) reply.send({ location: back, locale: locale ?? null });
    else reply.code(303).redirect(back, 303);
    return true;
  }

  /**
   * Renders a route for this request and sends it (or its redirect), sealing the journey state
   * again when it changed.
   */
  async function respond(request, reply, { path, method, body, status, data = false, stale = false }) {
    // The cookies as the stores see them (the session cookie derived from the HttpOnly one) and
    // the session id for their calls (issue 24); unreadable cookies count as absent, and are logged.
    // The journey state is the one the request's checks saw (read once per request, issue 47).
    const read = await requestJourney(request, sessionSecret, endedJourneys);
    const { state, fresh } = read.journey;
    const locale = localeOf(read.cookies().cookies, state);
    // The session's marker as this journey stored it: kept while any known secret made it (issue 47).
    const { cookies, sessionId, setCookies } = bff.forRender(request, read.cookies(), storedMarker(state));
    if (cookies[JOURNEY_COOKIE] !== undefined && fresh)
      request.log.warn({ cookies: [JOURNEY_COOKIE] }, 'unreadable or ended journey cookie treated as absent');
    delete cookies[JOURNEY_COOKIE];
    delete cookies[ENDED_JOURNEY_COOKIE];
    const endedPage = cookies[ENDED_PAGE_COOKIE];
    delete cookies[ENDED_PAGE_COOKIE];
    // The session-ended page after a post without script ended the session: the client it names.
    const storage =
      fresh && logPath(path) === bundle.SESSION_ENDED_PATH
        ? { ...state.storage, ...(await endedPageGroups(endedPage)) }
        : state.storage;
    // The app's configured origin, never the Host header; joined as text, so that a path such as
    // `//host/x` stays a path of this origin (issue 45 Security).
    const url = new URL(`${appOriginOf(request)}${path.startsWith('/') ? path : `/${path}`}`);
    const asked = {
      url: url.href,
      method,
      body,
      cookies,
      storage,
      tabStorage: state.tabStorage,
      csrfToken: state.csrf,
      revision: state.revision,
      backendOrigin: backend.origin,
      sessionId,
      // A session id renewed by the sign-in keeps the journey under its marker (issue 54 session fixation).
      sessionMarkerOf: bff.markerOf,
      data,
      stale,
      // Only page script can tell (and only its data requests say so): without script, no passkeys.
      passkeys: data ? String(request.headers[PASSKEYS_HEADER] ?? '') : undefined,
      locale,
    };
    const out = framework?.owns(url.pathname) ? await framework.render(asked, request) : await render(asked);
    reportEvents(request, out.events);
    const changed =
      JSON.stringify(out.storage) !== JSON.stringify(state.storage) ||
      JSON.stringify(out.tabStorage) !== JSON.stringify(state.tabStorage);
    // A new session or a finished sign-in renews the forms' CSRF token (issue 44).
    const renewed = out.csrfToken !== state.csrf;
    // Whether the step moved the journey on (a new revision, or its end): only then is its answer
    // given again to a repeat of the post (server/stepClaims.mjs). A post that changed nothing (its
    // form's errors, a back end's fault) may be sent again and run again, as "Try again" does.
    const movedOn = out.journeyEnded || out.sessionEnded || out.revision !== (state.revision ?? 0);
    // The credentials (id_token, remember-my-device) go out HttpOnly (bff.cookie).
    setCookies.push(...out.cookies.map((c) => bff.cookie(request, c.name, c.value, { days: c.days })));
    // The sign-in renewed the session's id (issue 54 session fixation): its authorization cookie
    // goes to the browser, hardened (unless this request ended the session, which deletes it).
    if (out.renewedAuthCookie && !out.sessionEnded)
      setCookies.push(bff.renewedAuthCookie(request, out.renewedAuthCookie));
    if (out.journeyEnded || out.sessionEnded) {
      // The browser goes back to the client, or the session is over: the journey's state and the
      // id_token go (issue 24), and its sealed state, were it replayed, is refused (issue 44), in
      // any browser by any replica (issue 54). Past "Log out" or the session's end the session's
      // credential goes too.
      // (Only a journey that was: a fresh state's id was never sealed, so nothing is kept for it.)
      if (!fresh) await endedJourneys.add(state.jid, out.journeyEndReplay);
      setCookies.push(
        ...bff.endOfJourney(request),
        setCookieHeader(ENDED_JOURNEY_COOKIE, state.jid, {
          httpOnly: true,
          secure: secure(request),
          maxAgeSeconds: JOURNEY_TTL_SECONDS,
        }),
        ...(out.sessionEnded ? [bff.cookie(request, bundle.credentialNames.AUTH_COOKIE, undefined)] : []),
      );
      if (out.sessionEnded && out.kind === 'redirect' && typeof out.storage[CLIENT_GROUP] === 'string')
        setCookies.push(
          setCookieHeader(
            ENDED_PAGE_COOKIE,
            await sealWith({ [CLIENT_GROUP]: out.storage[CLIENT_GROUP] }, sessionSecret, ENDED_PAGE_SECONDS),
            { httpOnly: true, secure: secure(request), maxAgeSeconds: ENDED_PAGE_SECONDS },
          ),
        );
      if (out.journeyEndReplay)
        setCookies.push(
          setCookieHeader(
            REPLAY_COOKIE,
            await sealWith({ csrf: state.csrf, to: out.journeyEndReplay }, sessionSecret, REPLAY_SECONDS),
            { httpOnly: true, secure: secure(request), maxAgeSeconds: REPLAY_SECONDS },
          ),
        );
    } else if (changed || fresh || renewed || read.journey.rekeyed || state.locale !== locale) {
      const next = {
        ...state,
        // The journey is read in one locale until the user or a new client asks for another (issue 46).
        locale,
        csrf: out.csrfToken,
        // The token it replaced, so that a post of a page from before the renewal (another tab) is
        // told apart from a forged one (issue 54): answered with the journey as it is, never run.
        ...(renewed ? { previousCsrf: state.csrf } : {}),
        storage: out.storage,
        tabStorage: out.tabStorage,
        // Counts the journey's changes: a form carries the revision it was rendered at (issue 44).
        revision: out.revision,
      };
      const sealed = await sealJourneyState(next, sessionSecret);
      if (sealed.length > MAX_SEALED_STATE_BYTES) {
        // Never dropped silently: the step is not kept, the failure is logged, and the user gets
        // the "Something went wrong" page (the journey as it was stays in the browser's cookie).
        request.log.error(
          { bytes: sealed.length, path: bundle.logSafe(logPath(path)) },
          'journey state too large for its cookie: refused',
        );
        if (data) return reply.code(500).header('Cache-Control', 'no-store').send({ location: ERROR_PATH });
        return respond(request, reply, { path: ERROR_PATH, method: 'GET', status: 500 });
      }
      setCookies.push(setCookieHeader(JOURNEY_COOKIE, sealed, { httpOnly: true, secure: secure(request) }));
      state.revision = next.revision;
    }
    if (setCookies.length) reply.header('Set-Cookie', setCookies);
    reply.header('Cache-Control', 'no-store');
    // Where a step led, for a repeat of the same post (server/stepClaims.mjs, issue 55).
    if (movedOn && (out.kind === 'redirect' || (out.kind === 'data' && out.location !== undefined)))
      request.stepAnswer = { location: out.location, setCookies: [...setCookies] };
    if (out.kind === 'redirect') return reply.code(out.status).redirect(out.location, out.status);
    if (out.kind === 'response') return sendFrameworkResponse(reply, out.response, request.styleNonce);
    if (out.data) out.data.revision = state.revision;
    if (out.kind === 'data') {
      // What page script follows (issue 44): where the journey is now, and that page's data.
      return reply
        .code(status ?? out.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ location: out.location, data: out.data }));
    }
    const nonce = request.styleNonce;
    // A form of this page may end at the journey's client (its redirect_uri): CSP's form-action
    // applies to every redirect of a post.
    const csp = reply.getHeader('Content-Security-Policy');
    if (out.formTargets.length && typeof csp === 'string')
      reply.header('Content-Security-Policy', withFormTargets(csp, out.formTargets));
    return reply
      .code(status ?? out.status)
      .type('text/html; charset=utf-8')
      .send(pageHtml(out, nonce, { scripts: out.data.hydrate && status === undefined }));
  }

  return {
    /** The framework build's browser files' folder (issue 55), when it is there: served under /fw-assets/. */
    frameworkAssets: framework?.assetsDir,
    /** The credential handling (server/bff.mjs) the /api proxy and the server's own calls use. */
    bff,
    /** The contract's cookie names, headers and paths (src/server/credentials.ts). */
    names: bundle.credentialNames,
    /** A path or a name as a log may carry it: each part that looks personal redacted (src/server/credentials.ts). */
    logSafe: bundle.logSafe,

    /**
     * GET: the page; POST: the CSRF check, then the route's action. First, a journey page asked
     * with a session but a journey cookie that cannot be opened (corrupted, forged, expired) goes
     * to the session-ended page: the journey is lost, and starting it again without a word (the
     * enter-email page) would leave the user wondering (issue 45).
     */
    async handle(request, reply) {
      const path = request.url;
      const data = request.headers[DATA_REQUEST_HEADER] === '1';
      const read = await requestJourney(request, sessionSecret, endedJourneys);
      const { cookies } = read.cookies();
      const { state, unreadable } = read.journey;
      if (unreadable && journeyLost(path, cookies)) {
        request.log.warn(
          { path: bundle.logSafe(logPath(path)) },
          'unreadable journey cookie mid-journey: the session-ended page',
        );
        if (data) return reply.header('Cache-Control', 'no-store').send({ location: bundle.SESSION_ENDED_PATH });
        return reply.code(303).header('Cache-Control', 'no-store').redirect(bundle.SESSION_ENDED_PATH, 303);
      }
      if (request.method !== 'POST') {
        if (await chooseLanguage(request, reply, read, data)) return reply;
        return respond(request, reply, { path, method: 'GET', data });
      }
      let body = typeof request.body === 'string' ? request.body : '';
      if (overFormLimit(body, bundle.PASSKEY_RESULT_INTENT)) {
        const cut = cutForm(body);
        request.log.warn(
          { path: bundle.logSafe(logPath(path)), bytes: Buffer.byteLength(body) },
          'form body too large',
        );
        if (cut === undefined) {
          if (data) return reply.code(413).header('Cache-Control', 'no-store').send({ location: ERROR_PATH });
          return respond(request, reply, { path: ERROR_PATH, method: 'GET', status: 413 });
        }
        body = cut;
      }
      const form = new URLSearchParams(body);
      // A double click's second post may have left before the first's answer came: it carries the
      // ended journey's cookie and no replay cookie; the ended journeys' store knows its answer.
      const replay =
        (await replayOf(cookies[REPLAY_COOKIE], form.get('_csrf'))) ??
        (read.endedJid && read.sealedCsrf && csrfMatches({ csrf: read.sealedCsrf }, form.get('_csrf'))
          ? await endedJourneys.replayOf(read.endedJid)
          : undefined);
      if (replay && !csrfMatches(state, form.get('_csrf'))) {
        // A repeat of the step that ended the journey (a double click): its answer again, nothing run.
        request.log.info({ path: bundle.logSafe(logPath(path)) }, 'repeat of the step that ended the journey');
        if (data) return reply.header('Cache-Control', 'no-store').send({ location: replay });
        return reply.code(303).header('Cache-Control', 'no-store').redirect(replay, 303);
      }
      if (!csrfMatches(state, form.get('_csrf'))) {
        if (renewedElsewhere(request, read.journey, form.get('_csrf'))) {
          // A page of this journey from before its token was renewed (another tab or window finished
          // the sign-in, issue 54): not run; the journey as it is now, saying why (0056).
          request.log.info({ path: bundle.logSafe(logPath(path)) }, 'form post with a renewed CSRF token: not run');
          return respond(request, reply, { path, method: 'POST', body, data, stale: 'token' });
        }
        if (logPath(path) === bundle.SESSION_ENDED_PATH) {
          // The session-ending post of a journey the server no longer holds (its sealed state ran out
          // with the session): refused and ends nothing, but the user sees the page they were sent
          // to, "We have logged you out", not "Something went wrong" (issue 55 item 5).
          request.log.info(
            { path: bundle.logSafe(logPath(path)) },
            'session-ending post without its journey: the page',
          );
          return respond(request, reply, { path: bundle.SESSION_ENDED_PATH, method: 'GET', status: 403, data });
        }
        request.log.warn({ path: bundle.logSafe(logPath(path)) }, 'form post refused: missing or wrong CSRF token');
        if (data) return reply.code(403).header('Cache-Control', 'no-store').send({ location: ERROR_PATH });
        return respond(request, reply, { path: ERROR_PATH, method: 'GET', status: 403 });
      }
      // A post from a page the journey has moved on from (another tab took a step since, or an old
      // page): not run on a journey it did not see; the page is shown as it is now (issue 44).
      const rev = form.get(REVISION_FIELD);
      if (rev !== null && Number(rev) !== (state.revision ?? 0)) {
        request.log.info({ path: bundle.logSafe(logPath(path)) }, 'form post from a page behind the journey: not run');
        return respond(request, reply, { path, method: 'POST', body, data, stale: true });
      }
      // enter-email's request of passkey autofill options (issue 27) changes nothing of the journey:
      // it takes no claim, so it never holds up the user's own post at this revision, nor is it
      // given that post's answer (which would send page script's fetcher to the page again, in the
      // middle of the post's navigation).
      if (bundle.asksForAutofillOptions(body)) return respond(request, reply, { path, method: 'POST', body, data });
      // One run per revision (issue 55 item 7): the first post at this revision runs; any other
      // (a second click without script, another tab) waits for its answer. Once the first has moved
      // the journey on, the same post again is given the first's answer, and a different one is sent
      // to its page as it is now, each with the first's cookies; neither runs. What was posted is
      // named by a digest of the address and form, keyed with the journey's CSRF token, so that
      // nothing typed (a password) could be recovered from it.
      const posted = createHmac('sha256', state.csrf)
        .update(path)
        .update('\0')
        .update(body)
        .digest('base64url')
        .slice(0, 22);
      const claim = await stepClaims.claim(state.jid, String(state.revision ?? 0));
      if (!claim.first) {
        const answer = await claim.answer;
        if (answer) {
          const same = answer.posted === posted;
          request.log.info(
            { path: bundle.logSafe(logPath(path)) },
            same
              ? 'second post of a step: its first answer, not run'
              : 'post at a revision another post has moved on from: not run',
          );
          // A different post goes to its own page, which its GET shows as the journey is now.
          const location = same ? answer.location : path;
          reply.header('Cache-Control', 'no-store');
          if (answer.setCookies.length) reply.header('Set-Cookie', answer.setCookies);
          if (data) return reply.send({ location });
          return reply.code(303).redirect(location, 303);
        }
        return respond(request, reply, { path, method: 'POST', body, data });
      }
      try {
        return await respond(request, reply, { path, method: 'POST', body, data });
      } finally {
        await claim.settle(request.stepAnswer && { ...request.stepAnswer, posted });
      }
    },

    /**
     * The "We are very busy" page (spec 001 §2 service-busy) without scripts, rendered once here so
     * that answering it costs a string replacement, never a render (issue 24: what a server past its
     * rate limit or under pressure sends instead of queueing). Two variants: with the cookie banner
     * for a visitor who has not chosen, without it for one who has; each in English and in Welsh
     * (the language cookie's, issue 46).
     * @returns {Promise<(nonce: string, cookieHeader: string | undefined) => string>}
     */
    async busyPage() {
      const placeholder = 'nonce-placeholder-0123456789';
      const variant = async (cookies, locale) => {
        const out = await render({
          locale,
          url: `http://localhost${SERVICE_BUSY_PATH}`,
          method: 'GET',
          cookies,
          storage: {},
          tabStorage: {},
          csrfToken: '',
          backendOrigin: backend.origin,
        });
        if (out.kind !== 'page') throw new Error('the service-busy page redirected');
        return pageHtml(out, placeholder, { scripts: false });
      };
      const pages = {};
      for (const locale of ['en', 'cy'])
        pages[locale] = {
          unchosen: await variant({}, locale),
          chosen: await variant({ cookiePreference: 'no' }, locale),
        };
      return (nonce, cookieHeader) => {
        const cookies = parseCookies(cookieHeader);
        const page = pages[localeOf(cookies)];
        return (cookies.cookiePreference ? page.chosen : page.unchosen).replaceAll(placeholder, nonce);
      };
    },

    /** The "Something went wrong" page without scripts (the gateway's 502/504 for a navigation). */
    async errorPage(request, nonce) {
      const cookies = parseCookies(request.headers.cookie);
      const out = await render({
        locale: localeOf(cookies),
        url: `http://localhost${ERROR_PATH}`,
        method: 'GET',
        cookies,
        storage: {},
        tabStorage: {},
        csrfToken: '',
        backendOrigin: backend.origin,
      });
      if (out.kind !== 'page') throw new Error('the error page redirected');
      return pageHtml(out, nonce, { scripts: false });
    },
  };
}

/**
 * The session's marker the journey state stored (its session group's `marker`), or undefined.
 * @param {import('./journeyState.mjs').JourneyState} state
 * @returns {string | undefined}
 */
function storedMarker(state) {
  try {
    const marker = JSON.parse(state.storage['nhsl:session'] ?? '{}')?.marker;
    return typeof marker === 'string' ? marker : undefined;
  } catch {
    return undefined;
  }
}

/** The path part of a request URL (for logs, through the bundle's `logSafe`). */
function logPath(target) {
  const q = target.indexOf('?');
  return q < 0 ? target : target.slice(0, q);
}
