// Must stay the first import: zod is told not to probe for eval before any schema exists.
import '../lib/zodJitless.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { pageTitle } from '@nhsl/content';
import { AppProviders } from '../App.tsx';
import { HttpIdentityApi } from '../api/HttpIdentityApi.ts';
import type { CookieJar } from '../lib/cookieJar.ts';
import { createRoutes } from '../routes.tsx';
import { startingRoutes } from '../shell/startingRoutes.ts';
import { paths } from '../paths.ts';
import type { FormActionData } from '../shell/formAction.ts';
import { backLinkOf, deepestMeta } from '../shell/backLink.ts';
import { RootStore } from '../stores/RootStore.ts';
import type { KeyValueStorage } from '../stores/persistence.ts';
import { PERSISTED_GROUP_KEYS, TAB_GROUP_KEYS, type ServerPageData } from './pageData.ts';

export { credentialNames, idTokenState, sessionInfoFor, sessionOfCookie, takeCredentials } from './credentials.ts';

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
  /** The identity back end's origin, for the back-end calls the stores make. */
  backendOrigin: string;
  /**
   * The session id of the request's HttpOnly authorization cookie: the bearer of the stores' calls
   * (issue 24; the store itself holds only the session's marker).
   */
  sessionId?: string;
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
} & (
  | { kind: 'redirect'; status: number; location: string }
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

/** A KeyValueStorage over a plain object (the sealed cookie's content). */
function objectStorage(values: Record<string, string>): KeyValueStorage {
  return {
    getItem: (k) => values[k] ?? null,
    setItem: (k, v) => void (values[k] = v),
    removeItem: (k) => void delete values[k],
    get length() {
      return Object.keys(values).length;
    },
    key: (i) => Object.keys(values)[i] ?? null,
  };
}

/** The request's cookies as the stores see them, noting each change for Set-Cookie (names(): none, see below). */
function requestCookieJar(initial: Record<string, string>, changes: CookieChange[]): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (n) => values.get(n),
    set: (name, value, days) => {
      values.set(name, value);
      changes.push({ name, value, days });
    },
    delete: (name) => {
      if (values.delete(name)) changes.push({ name });
    },
    // No sweep of "every other cookie" on the server: it also sees HttpOnly cookies of other
    // services on the same host, which the browser's sweep (document.cookie) never touches.
    names: () => [],
  };
}

/**
 * Renders one request of the app on the server (issue 23): a GET renders the route's page; a
 * POST runs the route's action (the same schema and store method the page's submit uses) and
 * answers its redirect (303) or the page again with the form's errors (422). The root store is
 * made for this request alone from the sealed journey state and the request's cookies, so the
 * server holds nothing between requests. Passkeys are never offered (they need script), and the
 * minimum delay of spec 000 §9 (a busy indicator's pacing) is not applied.
 * @throws whatever rendering throws (the server answers 500)
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const storage = { ...input.storage };
  const tabStorage = { ...input.tabStorage };
  const cookies: CookieChange[] = [];
  const store: RootStore = new RootStore({
    storage: objectStorage(storage),
    sessionStorage: objectStorage(tabStorage),
    cookies: requestCookieJar(input.cookies, cookies),
    api: new HttpIdentityApi({ credential: () => input.sessionId, baseUrl: input.backendOrigin }),
    minimumDelayMs: 0,
    appOrigin: new URL(input.url).origin,
    loadAnalytics: () => undefined,
    passkey: { checkSupport: () => Promise.resolve(false) },
  });
  store.hydrate();
  store.startFromCookie();
  store.cookieConsent.start();
  store.page.setCsrfToken(input.csrfToken);
  // As the browser does at start-up (start.tsx), so that both hold the same journey state: the
  // client's details, fetched once per journey, except on the consent pages (they load it themselves).
  const pathname = new URL(input.url).pathname;
  if (pathname !== paths.consent && pathname !== paths.consentConfirmation) await store.consent.prefetchClient();
  const out = { storage, tabStorage, cookies };

  // Only the page at this address, as the browser's router starts (shell/startingRoutes.ts): React
  // Router flattens and ranks every route of the table it is given on each request.
  const handler = createStaticHandler(startingRoutes(createRoutes(store), pathname).routes);
  const request = new Request(input.url, {
    method: input.method,
    ...(input.method === 'POST'
      ? { body: input.body ?? '', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
      : {}),
  });
  const context = await handler.query(request);
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
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    const meta = deepestMeta(context.matches);
    const answered = Object.values(context.actionData ?? {})[0] as FormActionData | undefined;
    const hasError = Boolean(answered?.errors?.length);
    const pick = (keys: string[], from: Record<string, string>) =>
      Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]!]));
    const groups = pick(PERSISTED_GROUP_KEYS, storage);
    const tabGroups = pick(TAB_GROUP_KEYS, tabStorage);
    return {
      ...out,
      journeyEnded,
      kind: 'page',
      status: context.statusCode,
      formTargets: redirectOrigin(store.session.oidcParams?.redirect_uri),
      html,
      styles: sheet.getStyleTags(),
      title: pageTitle(meta?.title, hasError),
      data: {
        csrf: input.csrfToken,
        loaderData: context.loaderData,
        actionData: context.actionData ?? undefined,
        groups,
        ...(Object.keys(tabGroups).length ? { tabGroups } : {}),
        ...(store.signedIn() ? { signedIn: true } : {}),
        hydrate: !context.errors,
      },
    };
  } finally {
    sheet.seal();
  }
}
