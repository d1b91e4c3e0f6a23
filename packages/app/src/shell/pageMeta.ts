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
