import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage.ts';
import type { RouteMeta } from './routeMeta.ts';

/** Which guard a route needs. spec 000 §6: most routes need a live session; consent also an id token. */
export type Guard = 'session' | 'consent';

/** One page route: path, meta (tracking id, title), lazily loaded page, guard. */
export interface PageRoute {
  /** Route path. */
  path: string;
  /** Tracking id, title and shell options. */
  meta: RouteMeta;
  /** The route's lazy loader (see {@link lazyPage}). */
  load: ReturnType<typeof lazyPage>;
  /** The guard, if the route needs one. */
  guard?: Guard;
}

/**
 * A lazy loader for a named export of a page module (several small pages sharing one chunk).
 * @param load - the dynamic import
 * @param name - the export's name
 */
export function namedPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyPage(() => load().then((m) => ({ default: m[name] })));
}

export { lazyPage };
