// Must stay the first import: zod is told not to probe for eval before any schema exists.
import '../lib/zodJitless.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { StrictMode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  redirect,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet, StyleSheetContext, type IStyleSheetContext } from 'styled-components';
import { enableStaticRendering } from 'mobx-react-lite';
import {
  DEFAULT_LOCALE,
  LANG_ATTRIBUTE,
  loadCatalog,
  pageTitle,
  setLocaleSource,
  type CompiledCatalog,
  type Locale,
} from '@nhsl/content';
import cyCatalog from '@nhsl/content/locales/cy.compiled.json';
import { AppProviders } from '../AppProviders.tsx';
import { AUTH_COOKIE, ID_TOKEN_COOKIE, SESSION_INFO_COOKIE, type ClientLogEvent } from '@nhsl/contract';
import { ClientLogSink, setClientLog } from '../observability/clientLog.ts';
import { entriesQueued } from '../observability/log.ts';
import { ApiError } from '../api/ApiError.ts';
import { HttpIdentityApi } from '../api/HttpIdentityApi.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';
import { decodeAuthCookie, decodeSessionInfo, encodeSessionInfo } from '../lib/sessionInfo.ts';
import { passkeysEnabledByBuild } from '../shell/passkeyAvailability.ts';
import type { CookieJar } from '../lib/cookieJar.ts';
import { createRoutes, pageRoutes } from '../routes.tsx';
import { startingRoutes } from '../shell/startingRoutes.ts';
import { RUN_STEP_HEADER, SCRIPT_POST_HEADER } from '../shell/pageRoute.ts';
import { paths } from '../paths.ts';
import type { FormActionData } from '../shell/formAction.ts';
import { asksForAutofillOptions } from '../shell/passkeyCeremony.ts';
import { backLinkOf, deepestMeta } from '../shell/backLink.ts';
import { RootStore } from '../stores/RootStore.ts';
import { memoryStorage } from '../stores/persistence.ts';
import { PERSISTED_GROUP_KEYS, TAB_GROUP_KEYS, type ServerPageData } from './pageData.ts';

import { credentialNames } from './credentials.ts';
export { credentialNames, logSafe, sessionInfoFor, sessionOfCookie } from './credentials.ts';
export { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, LANGUAGE_PARAM } from '../shell/language.ts';
export { asksForAutofillOptions, PASSKEY_RESULT_INTENT } from '../shell/passkeyCeremony.ts';
export { localeOfUiLocales, supportedLocale } from '@nhsl/content';

/** What the server knows of one request (server/app.mjs reads it from the request and the sealed cookie). */
export interface RenderInput {
  /** The request's absolute URL. */
  url: string;
  /** GET (a page) or POST (a form; its CSRF token already checked by the server). */
  method: 'GET' | 'POST';
  /** The form body, application/x-www-form-urlencoded (POST only). */
  body?: string;
  /** The request's cookies, by name. */
  cookies: Record<string, string>;
  /** The journey's persisted groups (`nhsl:<group>` → JSON), from the sealed cookie. */
  storage: Record<string, string>;
  /** This journey's personal details (proofing), from the sealed cookie. */
  tabStorage: Record<string, string>;
  /** The CSRF token the forms of the page carry. */
  csrfToken: string;
  /** The sealed state's revision (how many times the journey changed; 0 for a new one). */
  revision?: number;
  /** The identity back end's origin, for the back-end calls the stores make. */
  backendOrigin: string;
  /**
   * The session id of the request's HttpOnly authorization cookie: the bearer of the stores' calls
   * (issue 24; the store itself holds only the session's marker).
   */
  sessionId?: string;
  /**
   * The session's marker for a session id (server/bff.mjs `sessionMarker` under the sealing
   * secret): when a call's answer renews the session's id (the sign-in; issue 54 session
   * fixation), the journey keeps its groups under the new id's marker instead of counting the new
   * id as a newer session.
   */
  sessionMarkerOf?: (sessionId: string) => string;
  /**
   * The page's script asks (issue 44, {@link DATA_REQUEST_HEADER}): answer the route's data, not its
   * markup. A redirect within the app is followed here (its guard and arrival run on the same
   * store), so one answer carries where the journey is now and that page's data.
   */
  data?: boolean;
  /**
   * The post came from a page the journey has moved on from: it is not run (issue 44 "Two tabs").
   * `true`: its `_rev` is not the sealed state's; `'token'`: its CSRF token is one the journey has
   * since renewed (another tab or window finished the sign-in; server/render.mjs sends only a
   * same-origin post of a live journey here, issue 54).
   */
  stale?: boolean | 'token';
  /**
   * What page script's data request said the browser can do with passkeys (`use`, `make`;
   * shell/serverRoute.ts `PASSKEYS_HEADER`); none without script.
   */
  passkeys?: string;
  /** The locale to render in (issue 46; server/render.mjs chooses it): English when absent. */
  locale?: Locale;
}

/** A cookie the stores set while handling the request (sent as Set-Cookie). */
export interface CookieChange {
  name: string;
  /** undefined: delete it. */
  value?: string;
  /** Lifetime in days; none: a session cookie. */
  days?: number;
}

/** What the server sends: a redirect or a page, and the journey state to seal again. */
export type RenderOutput = {
  /** The persisted groups after the request (sealed again when they changed). */
  storage: Record<string, string>;
  tabStorage: Record<string, string>;
  /** Cookies the stores set or deleted. */
  cookies: CookieChange[];
  /** The journey ended (the browser goes back to the client): its state and session cookies are cleared (issue 24). */
  journeyEnded: boolean;
  /** The session ended ("Log out", session timeout): its credential is deleted as well (issue 44). */
  sessionEnded: boolean;
  /** Where a repeat of the step that ended the journey goes (a refusal's redirect_uri; issue 45), if anywhere. */
  journeyEndReplay?: string;
  /**
   * The CSRF token the journey's forms carry from now on: a new one when the session changed or the
   * sign-in finished in this request (issue 44), else the request's.
   */
  csrfToken: string;
  /**
   * What the request's steps logged (a failed back-end call, a refused redirect; redacted, as page
   * script's sink sends them): the server logs and forwards them (issue 44, spec 000 §8).
   */
  events: ClientLogEvent[];
  /** The page's `<html lang>` (issue 46): `en-GB` or `cy`. */
  lang?: string;
  /**
   * The back end's Set-Cookie of the authorization cookie with the session's new id, when a call
   * of this request renewed it (the sign-in; issue 54 session fixation): the server hardens it and
   * sends it on (server/render.mjs). Never page script's.
   */
  renewedAuthCookie?: string;
} & (
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'data';
      /** The route's status (200, 422 for a form's errors, 4xx for a refused request). */
      status: number;
      /** Where the browser goes: the page the redirects ended at (in the app), or an address out of it. */
      location?: string;
      /** The page's data (the page at `location`, or this one), when it is a page of the app. */
      data?: ServerPageData;
    }
  | {
      kind: 'page';
      status: number;
      /** The markup inside `<div id="root">`. */
      html: string;
      /** styled-components' `<style>` elements (without nonce: the server adds this response's). */
      styles: string;
      /** The document title ("Error: " first when the form has errors). */
      title: string;
      /** What the browser needs to hydrate this page (see ServerPageData). */
      data: ServerPageData;
      /** Origins a form of this page may be redirected to (the client's redirect_uri), for CSP's form-action. */
      formTargets: string[];
    }
);

/** The http(s) origin of the client's redirect_uri, as a list (empty when there is none). */
function redirectOrigin(uri: string | undefined): string[] {
  try {
    const u = new URL(uri ?? '');
    return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The request's cookies as the stores see them, noting each change for Set-Cookie; `replace`
 * changes a value the stores read without sending it (the session cookie the server derives).
 */
function requestCookieJar(
  initial: Record<string, string>,
  changes: CookieChange[],
): CookieJar & { replace: (name: string, value: string) => void } {
  const values = new Map(Object.entries(initial));
  return {
    replace: (name, value) => void values.set(name, value),
    get: (n) => values.get(n),
    set: (name, value, days) => {
      values.set(name, value);
      changes.push({ name, value, days });
    },
    delete: (name) => {
      if (values.delete(name)) changes.push({ name });
    },
    // The optional cookies of this service the request carries (issue 45 item 2): a refusal
    // posted without script deletes them as the browser's sweep does. Only this service's own
    // (`credentialNames.scriptCookies`, the ones script writes: the preference, kept as necessary,
    // and the analytics cookie): the server also sees cookies of other services on the same host
    // (another port of localhost, HttpOnly ones), which are not its to delete.
    names: () => [...values.keys()].filter((name) => credentialNames.scriptCookies.includes(name)),
  };
}

// A server render is one pass that never renders again (issue 47 "Render cost"): mobx-react-lite's
// observers then track nothing, instead of setting up a reaction for every observer on every render.
enableStaticRendering(true);

type Stylis = IStyleSheetContext['stylis'];

/** styled-components' own stylis, the one its context gives every component outside a StyleSheetManager. */
function defaultStylis(): Stylis {
  let found: Stylis | undefined;
  function Capture() {
    found = useContext(StyleSheetContext).stylis;
    return null;
  }
  renderToString(<Capture />);
  if (!found) throw new Error("styled-components' stylis was not found");
  return found;
}

/** The most CSS texts whose rules {@link cachedStylis} keeps (more than the app's components make). */
const MAX_CACHED_CSS = 2_000;

/**
 * styled-components' stylis with what it turned each CSS text into kept for the process (issue 47
 * "Render cost": parsing every component's CSS again for every page's new style sheet was a tenth
 * of a page's CPU). Stylis is a pure function of its arguments, and styled-components names each
 * rule set by a hash of its CSS and this instance's `hash` (kept), so the class names and the
 * rules are those it would make itself. What differs between pages (which components a page draws,
 * the dynamic values) still reaches the page's own sheet; at most {@link MAX_CACHED_CSS} texts are
 * kept, the oldest dropped first.
 */
export function cachedStylis(stylis: Stylis): Stylis {
  const cache = new Map<string, string[]>();
  const cached = (css: string, selector = '', prefix = '', componentId = '&') => {
    const key = `${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`;
    let rules = cache.get(key);
    if (!rules) {
      rules = Object.freeze(stylis(css, selector, prefix, componentId)) as string[];
      if (cache.size >= MAX_CACHED_CSS) cache.delete(cache.keys().next().value!);
      cache.set(key, rules);
    }
    return rules;
  };
  return Object.assign(cached, { hash: stylis.hash });
}

const serverStylis = cachedStylis(defaultStylis());

/** How many redirects within the app a data request follows before answering the last one (issue 44). */
const MAX_DATA_HOPS = 5;

/** The log events of the request being handled (each request runs in its own context). */
const requestEvents = new AsyncLocalStorage<ClientLogEvent[]>();

/**
 * Each request's locale (issue 46): requests in English and in Welsh are rendered at once, each
 * reading the content in its own (packages/content `setLocaleSource`). Every catalog is loaded at
 * start-up.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
loadCatalog('cy', cyCatalog as CompiledCatalog);
setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

// On the server the stores' log calls (observability/log.ts) land in the request's own list, at
// once: the server logs them and forwards them to the back end's log endpoint (server/render.mjs).
setClientLog(
  new ClientLogSink({
    maxBatch: 1,
    transport: {
      beacon: (_url, body) => {
        requestEvents.getStore()?.push(...(JSON.parse(body) as { events: ClientLogEvent[] }).events);
        return true;
      },
    },
  }),
);

/** The app's page paths (lower case), without the not-found page's wildcard. */
const pagePaths = new Set(pageRoutes.map((r) => r.path.toLowerCase()).filter((p) => p !== '*'));

/**
 * Where the user goes when the journey's state is lost mid-journey (issue 45: a corrupted journey
 * cookie): the session-ended page ("We have logged you out"), as a corrupted authorization cookie
 * leads to.
 */
export const SESSION_ENDED_PATH = paths.sessionTimeout;

/** The pages a journey starts at (where the client's authorization request lands): nothing to lose there. */
const JOURNEY_START_PATHS: readonly string[] = [paths.enterEmail, paths.login, paths.passkeyEnterEmail];

/**
 * Whether a path is a page in the middle of a journey: its route has a guard (it needs the
 * session, and the journey's state) and it is not where a journey starts. A lost journey state
 * there ends the session (server/render.mjs, issue 45); other pages (the start pages, the
 * policies, the session-ended page itself) are shown as they are, with a new journey.
 * @param pathname - the request's path
 */
export function isJourneyPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (JOURNEY_START_PATHS.includes(path)) return false;
  return pageRoutes.some((r) => r.path.toLowerCase() === path && r.guard !== undefined);
}

/**
 * Whether a path of this origin is a page of the app, which a data request follows (issue 44), and
 * not the back end's (the OpenID Provider's `/authorize/…` resume, say), which the browser loads.
 */
const isAppPage = (pathname: string) => pagePaths.has(pathname.replace(/\/+$/, '').toLowerCase() || '/');

/** The app's paths (lower case) whose page stands for a step run by the action that led there (issue 55 item 5). */
const stepPaths = new Set(pageRoutes.filter((r) => r.step).map((r) => r.path.toLowerCase()));

/** Whether a path's page is a step the action that led to it runs ({@link PageRoute.step}). */
const isStepPage = (pathname: string) => stepPaths.has(pathname.replace(/\/+$/, '').toLowerCase() || '/');

/**
 * The back end as a step of an older session meets it (spec 000 §4 "Session restart"): while
 * `stale()` holds, every call is refused as unauthorised, as the back end refuses a call of an
 * ended session, and the store's session-timeout handler decides what follows.
 * @param api - the back end
 * @param stale - whether the journey's session is older than the request's
 */
function olderSessionRefused(api: IdentityApi, stale: () => boolean): IdentityApi {
  return new Proxy(api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        stale()
          ? Promise.reject(new ApiError('unauthorized', 401, '', 'Unauthorized'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}

/** The form's answer (errors and typed values) in a route context, if a form was posted. */
function formAnswerOf(context: StaticHandlerContext): FormActionData | undefined {
  return Object.values(context.actionData ?? {})[0] as FormActionData | undefined;
}

/** Picks the listed keys that `from` holds. */
const pick = (keys: readonly string[], from: Record<string, string>) =>
  Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]!]));

/**
 * What the browser needs of a page the server has routed (issue 23; issue 44: the whole of the
 * browser's journey state): the CSRF token, the route's loader and action data, the persisted
 * groups after the request, and whether the sign-in is finished.
 */
function pageDataOf(
  context: StaticHandlerContext,
  store: RootStore,
  storage: Record<string, string>,
  tabStorage: Record<string, string>,
): ServerPageData {
  return {
    csrf: store.page.csrfToken,
    revision: store.page.revision,
    loaderData: context.loaderData,
    actionData: context.actionData ?? undefined,
    groups: { ...pick(PERSISTED_GROUP_KEYS, storage), ...pick(TAB_GROUP_KEYS, tabStorage) },
    ...(store.signedIn() ? { signedIn: true } : {}),
    ...(store.page.shownNotice ? { notice: store.page.shownNotice } : {}),
    hydrate: !context.errors,
    ...(requestLocale.getStore() === 'cy' ? { locale: 'cy' as const } : {}),
  };
}

/**
 * Renders one request of the app on the server (issue 23): a GET renders the route's page; a
 * POST runs the route's action (the same schema and store method the page's submit uses) and
 * answers its redirect (303) or the page again with the form's errors (422). The root store is
 * made for this request alone from the sealed journey state and the request's cookies, so the
 * server holds nothing between requests. Passkeys are offered only when page script says the browser can use them (a data request), and the
 * minimum delay of spec 000 §9 (a busy indicator's pacing) is not applied.
 * @throws whatever rendering throws (the server answers 500)
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const events: ClientLogEvent[] = [];
  const locale = input.locale ?? DEFAULT_LOCALE;
  const out = await requestLocale.run(locale, () => requestEvents.run(events, () => renderRequest(input, events)));
  out.lang = LANG_ATTRIBUTE[locale];
  // What the steps logged reaches the list once the sink module's import has resolved.
  await entriesQueued();
  const correlationId = randomUUID();
  const route = pageRoutes.find((r) => r.path === new URL(input.url).pathname)?.meta.id ?? '';
  out.events = events.map((e) => ({ ...e, correlationId, route: e.route || route }));
  if (out.kind !== 'redirect' && out.data && out.events.length) out.data.failures = out.events;
  return out;
}

/** {@link render}, in the request's own log context. */
async function renderRequest(input: RenderInput, events: ClientLogEvent[]): Promise<RenderOutput> {
  const storage = { ...input.storage };
  const tabStorage = { ...input.tabStorage };
  const cookies: CookieChange[] = [];
  let current = decodeSessionInfo(input.cookies[SESSION_INFO_COOKIE])?.marker;
  const abilities = (input.passkeys ?? '').split(' ');
  const jar = requestCookieJar(input.cookies, cookies);
  // The bearer of the stores' calls: the request's, until an answer renews it (the sign-in).
  let sessionId = input.sessionId;
  let renewedAuthCookie: string | undefined;
  /**
   * The back end moved the session to a new id (issue 54 session fixation): the rest of this
   * request calls with it, its authorization cookie goes to the browser, and the journey stays
   * this session's (its marker becomes the new id's, so nothing counts it as a newer session).
   */
  const renewSession = (setCookie: string) => {
    const pair = setCookie.split(';')[0] ?? '';
    const raw = pair.slice(pair.indexOf('=') + 1);
    const auth = decodeAuthCookie(raw);
    if (!auth) return;
    sessionId = auth.session_id;
    renewedAuthCookie = setCookie;
    jar.replace(AUTH_COOKIE, raw);
    if (!input.sessionMarkerOf) return;
    const marker = input.sessionMarkerOf(auth.session_id);
    const ours = store.session.marker !== undefined && store.session.marker === current;
    jar.replace(SESSION_INFO_COOKIE, encodeSessionInfo(auth, marker));
    current = marker;
    if (ours) store.session.assign({ marker });
  };
  const http = new HttpIdentityApi({
    credential: () => sessionId,
    renewedSession: renewSession,
    baseUrl: input.backendOrigin,
  });
  const store: RootStore = new RootStore({
    storage: memoryStorage(storage),
    detailsStorage: memoryStorage(tabStorage),
    cookies: jar,
    api: olderSessionRefused(http, () => store.session.marker !== undefined && store.session.marker !== current),
    // Page script's steps show a busy button, paced as spec 000 §9 asks; a form posted without
    // script shows none, so it waits for nothing.
    minimumDelayMs: input.data ? undefined : 0,
    appOrigin: new URL(input.url).origin,
    loadAnalytics: () => undefined,
    // The prompt is page script's: a ceremony's options are answered to it, its result posted back (issue 44).
    passkey: {
      ceremony: 'page',
      checkSupport: () => Promise.resolve(abilities.includes('use')),
      hostname: new URL(input.url).hostname,
    },
    // The offer after sign-in where the device can make a passkey (issue 27), as the browser said.
    offerPasskey: () =>
      Promise.resolve(
        passkeysEnabledByBuild(import.meta.env.VITE_PASSKEYS_ENABLED as string | undefined) &&
          abilities.includes('make'),
      ),
  });
  store.hydrate();
  const markerAtOpen = store.session.marker;
  // A step posted from a page of an older session (the client started a newer one since) is that
  // session's: its calls are refused as the back end refuses an ended session's, and the step's
  // own session-timeout handling takes over (the restart of spec 000 §4 keeps the email). Any other
  // request starts from the session cookie: a newer session clears the journey's groups.
  if (input.method !== 'POST') store.startFromCookie();
  store.cookieConsent.start();
  store.page.setCsrfToken(input.csrfToken);
  /**
   * A new CSRF token when the session changed (a new authorization request) or the sign-in
   * finished (issue 44), before anything is rendered with it: a page or a post of before can no
   * longer post as the new session or the signed-in account.
   */
  const renewCsrf = () => {
    // (The sign-in finishes where its id_token is issued: this request set one.)
    const signedInNow = cookies.some((c) => c.name === ID_TOKEN_COOKIE && c.value !== undefined);
    if (store.session.marker !== markerAtOpen || signedInNow)
      store.page.setCsrfToken(randomBytes(32).toString('base64url'));
    // The revision the page's forms will carry: the journey as this request leaves it.
    const changed = JSON.stringify([storage, tabStorage]) !== JSON.stringify([input.storage, input.tabStorage]);
    store.page.setRevision((input.revision ?? 0) + (changed ? 1 : 0));
  };
  // As the browser does at start-up (start.tsx), so that both hold the same journey state: the
  // client's details, fetched once per journey, except on the consent pages (they load it themselves).
  const pathname = new URL(input.url).pathname;
  if (pathname !== paths.consent && pathname !== paths.consentConfirmation) await store.consent.prefetchClient();
  const out = {
    storage,
    tabStorage,
    cookies,
    events,
    // Read when an answer is made (the spread below), after any renewal.
    get csrfToken() {
      return store.page.csrfToken;
    },
    get sessionEnded() {
      return store.sessionEnded;
    },
    get journeyEndReplay() {
      return store.journeyEndReplay;
    },
    get revision() {
      return store.page.revision;
    },
    get renewedAuthCookie() {
      return renewedAuthCookie;
    },
  };

  const origin = new URL(input.url).origin;
  /** Runs the route at `url` (its guard, arrival or action) on this request's store. */
  const query = async (method: 'GET' | 'POST', url: string, body?: string, step = false) => {
    // Only the page at this address, as the browser's router starts (shell/startingRoutes.ts): React
    // Router flattens and ranks every route of the table it is given on each request.
    const handler = createStaticHandler(startingRoutes(createRoutes(store), new URL(url).pathname).routes);
    const request = new Request(url, {
      method,
      ...(method === 'POST'
        ? {
            body: body ?? '',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              ...(input.data ? { [SCRIPT_POST_HEADER]: '1' } : {}),
            },
          }
        : step
          ? { headers: { [RUN_STEP_HEADER]: '1' } }
          : {}),
    });
    return { handler, context: await handler.query(request) };
  };
  // A post from a page the journey has moved on from is not run (issue 44): the route's own answer
  // for it (`behind`), or the page as it is now, saying why (issue 54: "You have already done this
  // in another tab or window"). A token renewed by a sign-in another tab finished goes on to where
  // the signed-in journey is (check-login: authcode, then consent or the client).
  const behind = async () => {
    const url = new URL(input.url);
    // enter-email's request of passkey autofill options (issue 27) is page script's, not the
    // user's: from a page behind the journey it is answered with the page as it is now, by its GET,
    // which changes nothing and says nothing. Were it to leave a notice, its answer would seal the
    // journey as this request read it, over a step another tab took at the same moment.
    if (asksForAutofillOptions(input.body)) return query('GET', input.url);
    const route = pageRoutes.find((r) => r.path === url.pathname);
    if (route?.behind) return { handler: undefined, context: redirect(route.behind, 303) };
    store.page.setNotice('otherTab');
    const to = input.stale === 'token' && store.signedIn() ? paths.checkLogin : url.pathname + url.search;
    return { handler: undefined, context: redirect(to, 303) };
  };
  /**
   * A step whose answer leads to the session-timeout page (the back end answered an ended session,
   * or the page's own action) ends the session in this request, the action that led there (issue 55
   * item 5, "Loaders change nothing"): the page's GET ends nothing. spec 001 §2, §4 "Unauthorized".
   */
  const endIfSessionOver = (answer: StaticHandlerContext | Response) => {
    if (!(answer instanceof Response)) return;
    const to = new URL(answer.headers.get('Location') ?? '', input.url);
    if (to.origin === origin && to.pathname === paths.sessionTimeout) store.endSession();
  };
  let { handler, context }: { handler?: StaticHandler; context: StaticHandlerContext | Response } = input.stale
    ? await behind()
    : await query(input.method, input.url, input.body);
  if (!input.stale) endIfSessionOver(context);
  // A post that leads to a step's page (check-account-status, check-login, authcode) runs that step
  // here, in the action that led there, with or without script (issue 55 item 5, "Loaders change
  // nothing"): the page's GET never runs it. A step that ends at its own page (not a redirect) is
  // answered as that page: by data, or by the browser's own GET of it.
  // A post not run (from a page behind the journey) runs no step, but for the sign-in another tab
  // finished, which goes on to where the signed-in journey is (check-login, then authcode).
  const runsSteps = input.method === 'POST' && (!input.stale || (input.stale === 'token' && store.signedIn()));
  let location: string | undefined;
  let hops = 0;
  for (; runsSteps && context instanceof Response && hops < MAX_DATA_HOPS; hops++) {
    const target = new URL(context.headers.get('Location') ?? '', input.url);
    if (target.origin !== origin || !isStepPage(target.pathname)) break;
    const stepped = await query('GET', target.href, undefined, true);
    endIfSessionOver(stepped.context);
    if (!(stepped.context instanceof Response) && !input.data) break;
    handler = stepped.handler;
    // Still the post's answer: a 303 (the step's own redirect is a GET's 302).
    const onward = stepped.context instanceof Response ? stepped.context.headers.get('Location') : null;
    context = onward ? new Response(null, { status: 303, headers: { Location: onward } }) : stepped.context;
    location = target.pathname + target.search;
  }
  if (input.data) {
    // The page's script follows the journey by data (issue 44): redirects within the app are
    // followed here, on the same store, so the answer says where the journey is now.
    for (; context instanceof Response; hops++) {
      const to = context.headers.get('Location');
      if (!to) throw new Error(`The route answered ${context.status} without a page`);
      const target = new URL(to, input.url);
      const inApp = target.origin === origin && isAppPage(target.pathname);
      // A page of the app by its path (the router goes there); anything else by its whole address.
      location = inApp ? target.pathname + target.search : target.href;
      if (!inApp || hops >= MAX_DATA_HOPS) break;
      ({ handler, context } = await query('GET', target.href));
      endIfSessionOver(context);
    }
    // The page the answer ends at takes a step's notice (issue 54), before the revision is counted.
    if (!(context instanceof Response)) store.page.showNotice();
    renewCsrf();
    store.dispose();
    const journeyEnded = store.journeyEnded;
    if (context instanceof Response) return { ...out, journeyEnded, kind: 'data', status: 200, location };
    return {
      ...out,
      journeyEnded,
      kind: 'data',
      status: context.statusCode,
      location,
      data: pageDataOf(context, store, storage, tabStorage),
    };
  }
  // A page (not a redirect) takes a step's notice (issue 54), before the revision is counted.
  if (!(context instanceof Response)) store.page.showNotice();
  renewCsrf();
  store.dispose();
  const journeyEnded = store.journeyEnded;
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location)
      return { ...out, journeyEnded, kind: 'redirect', status: context.status === 302 ? 302 : 303, location };
    throw new Error(`The route answered ${context.status} without a page`);
  }
  // The page state's back link (spec 000 §3, issue 28 item 7), set before the page renders, as
  // the browser's router sets it before it hydrates (start.tsx), so both draw the same one.
  store.page.setBackLink(backLinkOf(context));
  const router = createStaticRouter(handler!.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    // The page's own sheet, as `sheet.collectStyles` gives it, with the process's stylis.
    const styles: IStyleSheetContext = { styleSheet: sheet.instance, stylis: serverStylis };
    const html = renderToString(
      <StyleSheetContext.Provider value={styles}>
        <StrictMode>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>
      </StyleSheetContext.Provider>,
    );
    const meta = deepestMeta(context.matches);
    const data = pageDataOf(context, store, storage, tabStorage);
    return {
      ...out,
      journeyEnded,
      kind: 'page',
      status: context.statusCode,
      formTargets: redirectOrigin(store.session.oidcParams?.redirect_uri),
      html,
      styles: sheet.getStyleTags(),
      title: pageTitle(meta?.title, Boolean(formAnswerOf(context)?.errors?.length)),
      data,
    };
  } finally {
    sheet.seal();
  }
}
