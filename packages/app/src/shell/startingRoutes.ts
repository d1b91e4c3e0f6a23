import type { NonIndexRouteObject, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { SHELL_ROUTE_ID } from '../routes.tsx';

/** The route table the browser's router starts with, and how it gets the rest. */
export interface StartingRoutes {
  /** The shell with only the page at this address (all of them when none has its exact path). */
  routes: RouteObject[];
  /** Adds the other pages under the shell at the first navigation to one of them (React Router's lazy route discovery). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/**
 * Starts the browser's router with the page at this address only (issue 23 "blocking time"):
 * React Router flattens, ranks and compiles every route of its table when it matches an address,
 * 10–20 ms on a 2-core machine for the app's hundred pages, and a second time when the router is
 * made. Every page path is static, so the page is found by comparing paths (as React Router does:
 * without case, a trailing slash ignored); the other pages join the table at the first
 * navigation that needs them, through `patchRoutesOnNavigation`, so a link or a form's next page
 * finds them as before. An address no page has (the not-found page, `*`) starts with them all.
 * @param routes - the whole table (createRoutes)
 * @param pathname - this address's path
 */
export function startingRoutes(routes: RouteObject[], pathname: string): StartingRoutes {
  const [shell, ...others] = routes;
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const pages = shell?.children ?? [];
  const here = pages.filter((r) => r.path?.toLowerCase() === wanted);
  if (!shell || shell.index || shell.id !== SHELL_ROUTE_ID || here.length === 0) return { routes };
  const layout: NonIndexRouteObject = { ...shell, children: here };
  const rest = pages.filter((r) => !here.includes(r));
  let patched = false;
  return {
    routes: [layout, ...others],
    patchRoutesOnNavigation: ({ patch }) => {
      if (patched) return;
      patched = true;
      patch(SHELL_ROUTE_ID, rest);
    },
  };
}
