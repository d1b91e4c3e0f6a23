import { pageTitle } from '@nhsl/content';
import type { RouteMeta } from './routeMeta.ts';

/**
 * A route module's `meta` export (issue 55): the page's title, "<title> - NHS login", read in the
 * request's locale (the route meta's title is a getter). spec 000 §1 (page titles).
 * @param routeMeta - the page's route meta (its `handle`)
 * @returns the `meta` function React Router calls for the page
 */
export function pageMeta(routeMeta: RouteMeta): () => { title: string }[] {
  return () => [{ title: pageTitle(routeMeta.title, false) }];
}

/**
 * A page's route meta (title, tracking id, width, back link) as today's route table declares it,
 * for its route module (issue 55): one declaration for both builds while stories render from the
 * table.
 * @param routes - the journey's routes in today's table (e.g. `policyRoutes`)
 * @param path - the page's path
 * @throws Error when none of the routes has that path
 */
export function routeMetaAt(routes: readonly { path: string; meta: RouteMeta }[], path: string): RouteMeta {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route at ${path}`);
  return route.meta;
}
