import type { RouteMeta } from '../../shell/routeMeta.ts';
import { staticRoutes } from './routes.ts';

/**
 * A message page's route meta (title, tracking id) as today's route table declares it, for its
 * route module (issue 55): one declaration for both builds while stories render from the table.
 * @param path - the page's path (`paths`)
 * @throws Error when no page of the table has that path
 */
export function staticRouteMeta(path: string): RouteMeta {
  const route = staticRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no message page at ${path}`);
  return route.meta;
}
