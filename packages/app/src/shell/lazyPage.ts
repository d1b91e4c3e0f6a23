import type { ComponentType } from 'react';
import { ChunkErrorPage } from './ChunkErrorPage.tsx';

/** sessionStorage key marking that the page was already reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'nhsl:chunk-reload';

/** The address of the navigation in progress (the router's loaders note it). */
let navigationTarget: string | undefined;

/**
 * Notes the address being navigated to, so that a page whose chunk fails is reloaded there
 * rather than at the page the user is leaving (the address bar changes only once the page has
 * loaded). Called by the route loaders.
 * @param url - the absolute address of the navigation
 */
export function noteNavigationTarget(url: string): void {
  navigationTarget = url;
}

/**
 * Loads a lazily loaded page. When its chunk fails to load (a new release replaced it, or the
 * network dropped), the page is reloaded once, at the address being navigated to; a second
 * failure shows "Something went wrong" ({@link ChunkErrorPage}), so there is never a reload loop. spec 000 §4 "Session restart and loading".
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
        if (navigationTarget && navigationTarget !== window.location.href) window.location.assign(navigationTarget);
        else window.location.reload();
        return { Component: () => null };
      }
      // Already reloaded once: show "Something went wrong" in place of the page (no loop). Thrown
      // errors are not shown while the router is still starting up, so the page is returned.
      console.error('A page failed to load after a reload', e);
      return { Component: ChunkErrorPage };
    }
  };
}
