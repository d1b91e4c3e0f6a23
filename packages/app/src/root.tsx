import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Scripts,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { COOKIE_PREFERENCE_COOKIE } from '@nhsl/contract';
import { DEFAULT_LOCALE, LANG_ATTRIBUTE, type Locale } from '@nhsl/content';
import { AppProviders } from './AppProviders.tsx';
import { tokens } from '@nhsl/ui';
import { AppShell } from './shell/AppShell.tsx';
import { backLinkOf } from './shell/backLink.ts';
import { memoryCookieJar } from './lib/cookieJar.ts';
import { parseCookies } from './lib/cookies.ts';
import { RootStore } from './stores/RootStore.ts';
import { memoryStorage } from './stores/persistence.ts';
import type { PageNotice } from './stores/stores.ts';
import type { FrameworkContext } from './framework/context.ts';
import { followNavigationTargets } from './framework/navigationTarget.ts';

/**
 * What every page of the framework build needs from the request (issue 55): the cookie choice the
 * cookie banner reads on the server (the browser reads its own cookies), the journey's CSRF token for
 * the page's forms, the locale and the response's nonce. Nothing else of the request, and never an
 * HttpOnly credential, goes into the data the browser receives. It changes nothing of the journey
 * (issue 55 item 5) but the notice a step left for the next page, which it shows once (issue 54).
 * @param args.context - the server's load context ({@link FrameworkContext}, server/framework.mjs)
 * @returns the page's {@link RootData}
 */
export function loader({ request, context }: LoaderFunctionArgs): RootData {
  const found = parseCookies(request.headers.get('Cookie') ?? '').find(([name]) => name === COOKIE_PREFERENCE_COOKIE);
  const { nonce, csrfToken, locale, storage, tabStorage } = (context ?? {}) as Partial<FrameworkContext>;
  // The notice a step left for the next page (issue 54: a cookie banner's choice posted without
  // script, …): this page shows it, and no later one does.
  const journey = new RootStore({
    storage: memoryStorage(storage),
    detailsStorage: memoryStorage(tabStorage),
    cookies: memoryCookieJar(),
  });
  journey.hydrate();
  journey.page.showNotice();
  const notice = journey.page.shownNotice;
  journey.dispose();
  return {
    locale: locale ?? DEFAULT_LOCALE,
    ...(notice ? { notice } : {}),
    ...(found?.[1] === undefined ? {} : { cookiePreference: found[1] }),
    ...(nonce ? { nonce } : {}),
    ...(csrfToken ? { csrfToken } : {}),
  };
}

/** The root loader's data. */
export interface RootData {
  /** The locale the page is read in (issue 46). */
  locale: Locale;
  /** The COOKIE_PREFERENCE_COOKIE's value, if any. */
  cookiePreference?: string;
  /** The response's nonce, which the head gives styled-components (`<meta property="csp-nonce">`). */
  nonce?: string;
  /** The journey's CSRF token: the page's forms carry it. */
  csrfToken?: string;
  /** The notice this page shows (issue 54), if any. */
  notice?: PageNotice;
}

/**
 * The document of every page of the framework build (issue 55): the head of index.html, the
 * route's meta and links, the page in `#root`, and the router's scripts (each with the response's
 * nonce, given by entry.server.tsx).
 * @param props.children - the page (the root component), or the root error boundary
 */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const nonce = data?.nonce;
  return (
    <html lang={LANG_ATTRIBUTE[data?.locale ?? DEFAULT_LOCALE]}>
      <head>
        <meta charSet="UTF-8" />
        {nonce ? <meta property="csp-nonce" content={nonce} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Log in to health and care services with NHS login." />
        <meta name="theme-color" content={tokens.colour.blue} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The root route's component: the stores (made once per page: on the server from the root loader's
 * data, in the browser from its own cookies), the providers and the shell, whose outlet is the page.
 * The page's back link comes from its route's meta (spec 000 §3), set before the first render so
 * the server and the hydrating render draw the same one. spec 000 §1 (the shell).
 */
export default function Root() {
  const { cookiePreference, csrfToken, notice } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const location = useLocation();
  const backLink = () => backLinkOf({ matches: matches.map((m) => ({ route: { handle: m.handle } })), location });
  const [store] = useState(() => {
    const made =
      typeof document === 'undefined'
        ? new RootStore({
            cookies: memoryCookieJar(
              cookiePreference === undefined ? {} : { [COOKIE_PREFERENCE_COOKIE]: cookiePreference },
            ),
          })
        : new RootStore();
    made.cookieConsent.start();
    if (csrfToken) made.page.setCsrfToken(csrfToken);
    if (notice) made.page.setShownNotice(notice);
    made.page.setBackLink(backLink());
    return made;
  });
  // The next page's back link, after an in-app navigation.
  useEffect(() => store.page.setBackLink(backLink()), [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  // The app now handles the page's forms and links itself (until then they post natively), and says
  // how the page was drawn (entry.client.tsx notes a hydration the server's markup failed): tests wait on both.
  useEffect(() => {
    const router = (window as { __reactRouterDataRouter?: Parameters<typeof followNavigationTargets>[0] })
      .__reactRouterDataRouter;
    return router ? followNavigationTargets(router) : undefined;
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.render ??= 'hydrated';
    root.dataset.mounted = '';
  }, []);
  return (
    <AppProviders store={store}>
      <AppShell />
    </AppProviders>
  );
}
