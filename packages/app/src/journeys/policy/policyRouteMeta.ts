import type { RouteMeta } from '../../shell/routeMeta.ts';
import { policyRoutes } from './routes.ts';

/**
 * A policy page's route meta (title, full width, back link) as today's route table declares it, for
 * its route module (issue 55): one declaration for both builds while stories render from the table.
 * @param path - the page's path (`policyPaths`)
 * @throws Error when no policy route has that path
 */
export function policyRouteMeta(path: string): RouteMeta {
  const route = policyRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no policy route at ${path}`);
  return route.meta;
}
