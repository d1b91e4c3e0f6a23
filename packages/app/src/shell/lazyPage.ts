import type { ComponentType } from 'react';

/** sessionStorage key marking that the page was already reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'nhsl:chunk-reload';

/**
 * Loads a lazily loaded page. When its chunk fails to load (a new release replaced it, or the
 * network dropped), the page is reloaded once; a second failure is rethrown to the route's error
 * page, so there is never a reload loop. spec 000 §4 "Session restart and loading".
 * @param load - the dynamic import of the page module (default export is the page)
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const mod = await load();
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return { Component: mod.default };
    } catch (e) {
      if (!sessionStorage.getItem(CHUNK_RELOAD_KEY)) {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
        window.location.reload();
        return { Component: () => null };
      }
      throw e;
    }
  };
}
