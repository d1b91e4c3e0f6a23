import { data, redirect, type RouteObject } from 'react-router-dom';
import { ID_TOKEN_COOKIE, SIGN_IN_FINISHED_COOKIE } from '@nhsl/contract';
import { consentRoutes } from './journeys/consent/routes.ts';
import { cookieRoutes } from './journeys/cookies/routes.ts';
import { devRoutes } from './journeys/dev/routes.tsx';
import { policyRoutes } from './journeys/policy/routes.ts';
import { signInRoutes } from './journeys/sign-in/routes.ts';
import { passkeyRoutes } from './journeys/passkey/routes.ts';
import { proofingRoutes } from './journeys/proofing/routes.ts';
import { duplicateAccountRoutes } from './journeys/duplicate-account/routes.ts';
import { recoveryRoutes } from './journeys/recovery/routes.ts';
import { resetPasswordRoutes } from './journeys/reset-password/routes.ts';
import { registrationRoutes } from './journeys/register/routes.ts';
import { accountRoutes, accountServerRoutes } from './journeys/account/routes.ts';
import { notFoundRoute, staticRoutes } from './journeys/static/routes.ts';
import { paths } from './paths.ts';
import { AppShell } from './shell/AppShell.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { noteNavigationTarget } from './shell/lazyPage.ts';
import { serverRoute, takeHeldPageData } from './shell/serverRoute.ts';
import { RUN_STEP_HEADER, type Guard, type PageRoute } from './shell/pageRoute.ts';
import type { RouteMeta } from './shell/routeMeta.ts';
import type { RootStore } from './stores/RootStore.ts';

/**
 * Every page route, journey by journey (each journey declares its own in `journeys/<name>/routes.ts`);
 * the wildcard not-found route comes last. spec 000 §2, spec 001 §2.
 */
/**
 * A server-owned route's handle: its meta with `server: true`, made once per route (the server
 * makes the routes per request, issue 47). The meta's title is a getter, read in the page's locale,
 * so it is kept as one (issue 46).
 */
const serverHandles = new WeakMap<PageRoute, RouteMeta & { server: true }>();
function serverHandle(route: PageRoute): RouteMeta & { server: true } {
  let handle = serverHandles.get(route);
  if (!handle) {
    handle = Object.defineProperties(
      { server: true as const },
      Object.getOwnPropertyDescriptors(route.meta),
    ) as RouteMeta & {
      server: true;
    };
    serverHandles.set(route, handle);
  }
  return handle;
}

export const pageRoutes: PageRoute[] = [
  ...signInRoutes,
  ...passkeyRoutes,
  ...consentRoutes,
  ...cookieRoutes,
  ...policyRoutes,
  ...staticRoutes,
  ...proofingRoutes,
  ...duplicateAccountRoutes,
  ...resetPasswordRoutes,
  ...registrationRoutes,
  ...recoveryRoutes,
  ...accountRoutes,
  notFoundRoute,
];

/**
 * The routes whose steps the app's server runs with script too (issue 44, "one journey, held by
 * the server"), journey by journey: their forms go to the route's action by fetch and their data
 * (guard, arrival step, page data) comes from the server; the browser's stores only show it.
 */
export const serverOwnedRoutes: ReadonlySet<PageRoute> = new Set([
  ...signInRoutes,
  ...passkeyRoutes,
  ...consentRoutes,
  ...registrationRoutes,
  ...recoveryRoutes,
  ...resetPasswordRoutes,
  ...cookieRoutes,
  ...proofingRoutes,
  ...duplicateAccountRoutes,
  ...accountServerRoutes,
  // The session-timeout page's action ends the session on the server (issue 55 item 5: its GET ends nothing).
  ...staticRoutes.filter((r) => r.path === paths.sessionTimeout),
]);

/**
 * The guard's decision: undefined to go on, or the path to send the user to. A route needing a
 * session goes to no-client-info without one, and to error when the session has lost its client
 * id; consent routes also need the session signed in to an account (the id_token cookie, or
 * the account id it brought), and without it go to sign-in-finished when this session's sign-in
 * has finished (SIGN_IN_FINISHED_COOKIE; issue 54), else to no-client-info. spec 000 §2 "Both consent routes need a live session and an id token", §6.
 * @param guard - the route's guard
 * @param store - the root store
 */
export function guardRedirect(guard: Guard | undefined, store: RootStore): string | undefined {
  if (!guard) return undefined;
  if (!store.session.marker) return paths.noClientInfo;
  // A session whose client id went missing cannot go on: error (spec 000 §4 "Session restart").
  if (!store.session.clientId) return paths.error;
  // Signed in to an account: the id_token cookie where it can be read (the server), or the
  // account id it brought (the browser, which cannot read the HttpOnly cookie; issue 24).
  if (guard === 'consent' && !store.session.accountId && !store.cookies.get(ID_TOKEN_COOKIE))
    // Back to consent once this session's sign-in has finished (issue 54): say so, not CID1004.
    return store.cookies.get(SIGN_IN_FINISHED_COOKIE) === store.session.marker
      ? paths.signInFinished
      : paths.noClientInfo;
  return undefined;
}

/** The id of the layout route (the shell); every other route's id is its path. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * Builds the route tree: the shell as layout, the root redirecting to enter-email, and each page
 * lazily loaded with its guard as a loader.
 * @param store - the root store the guards read
 */
export function createRoutes(store: RootStore): RouteObject[] {
  return [
    {
      // Explicit ids: a server-rendered page is hydrated with loader data keyed by route id (start.tsx).
      id: SHELL_ROUTE_ID,
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: paths.root,
          path: paths.root,
          // A loader, not <Navigate>: the server answers the root with a redirect too.
          loader: () => redirect(paths.enterEmail),
          handle: { id: 'sign-in:root' } satisfies RouteMeta,
        },
        ...[...(import.meta.env.DEV ? devRoutes(pageRoutes.map((r) => r.path)) : []), ...pageRoutes].map<RouteObject>(
          (r) => {
            const owned = serverOwnedRoutes.has(r);
            const page = {
              id: r.path,
              path: r.path,
              handle: owned ? serverHandle(r) : r.meta,
              lazy: r.load,
            };
            if (owned && !import.meta.env.SSR) {
              // The browser asks the server (issue 44): the guard, the arrival and the action run there.
              const { loader, action, shouldRevalidate } = serverRoute(store, r.path);
              return {
                ...page,
                loader: (args) => {
                  noteNavigationTarget(args.request.url);
                  return loader(args);
                },
                action,
                shouldRevalidate,
                errorElement: <RouteErrorPage />,
              } satisfies RouteObject;
            }
            return {
              ...page,
              loader: ({ request }) => {
                noteNavigationTarget(request.url);
                // What the step that led here brought (a server-owned page's answer).
                if (!import.meta.env.SSR) takeHeldPageData(store, request.url);
                const to = guardRedirect(r.guard, store);
                if (to) return redirect(to);
                // The page's own status on the server (not-found: 404), with no data of its own.
                if (import.meta.env.SSR && r.status) return data(null, { status: r.status });
                // The server runs an arrival step itself (issue 23); the browser's page runs it on mount.
                // Then what the page was rendered from, for the browser's hydrating render (issue 27).
                // A step (issue 55 item 5) runs only in the action that led here (RUN_STEP_HEADER).
                const step = r.step && request.headers.get(RUN_STEP_HEADER) ? r.step : r.arrival;
                if (import.meta.env.SSR && (step || r.serverData)) {
                  return (step ? step(store, request) : Promise.resolve(undefined)).then(
                    async (next) =>
                      // (Loaded here: page script, where this branch is gone, never carries the actions.)
                      (await import('./shell/formAction.ts')).answerArrival(next, store) ??
                      (await r.serverData?.(store)) ??
                      null,
                  );
                }
                return null;
              },
              // A form posted without script (issue 23): the guard first, then the page's action.
              action: ({ request }) => {
                const to = guardRedirect(r.guard, store);
                if (to) return redirect(to, 303);
                if (!r.action) throw data('Method not allowed', { status: 405 });
                return r.action(store, request);
              },
              errorElement: <RouteErrorPage />,
            } satisfies RouteObject;
          },
        ),
      ],
    },
  ];
}
